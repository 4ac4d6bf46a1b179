/// The original benchmark corpus: small layered files of about 40 lines (an entity, a
/// requester, a repository, a ViewModel and a view controller per feature), one in ten
/// ViewModels with a violation. Many small files stress what `kumiki check` does per file.
public enum GeneratedCorpus {
    /// `count` files, five per feature.
    public static func files(count: Int) -> [CorpusFile] {
        (0..<count).map { file(feature: $0 / 5, kind: $0 % 5) }
    }

    static func file(feature: Int, kind: Int) -> CorpusFile {
        let name = "Feature\(feature)"
        switch kind {
        case 0:
            return CorpusFile(path: "Sources/App/Entity/\(name)Item.swift", text: """
                import Foundation

                struct \(name)Item: Codable, Hashable, Identifiable {
                    let id: Int
                    let title: String
                    let priceYen: Int
                    let tags: [String]
                    var isFavorite: Bool
                }
                """)
        case 1:
            return CorpusFile(path: "Sources/App/Network/\(name)Requester.swift", text: """
                import Foundation

                protocol \(name)RequesterProtocol {
                    func items(page: Int) async throws -> [\(name)Item]
                }

                struct \(name)Requester: \(name)RequesterProtocol {
                    let baseURL: URL
                    func items(page: Int) async throws -> [\(name)Item] {
                        let url = baseURL.appendingPathComponent("items").appendingPathComponent(String(page))
                        let (data, _) = try await URLSession(configuration: .ephemeral).data(from: url)
                        return try JSONDecoder().decode([\(name)Item].self, from: data)
                    }
                }
                """)
        case 2:
            return CorpusFile(path: "Sources/App/Repository/\(name)Repository.swift", text: """
                import Foundation

                protocol \(name)RepositoryProtocol {
                    func items(page: Int) async throws -> [\(name)Item]
                }

                final class \(name)Repository: \(name)RepositoryProtocol {
                    private let requester: any \(name)RequesterProtocol
                    private var cache: [Int: [\(name)Item]] = [:]

                    init(requester: any \(name)RequesterProtocol) {
                        self.requester = requester
                    }

                    func items(page: Int) async throws -> [\(name)Item] {
                        if let cached = cache[page] { return cached }
                        let items = try await requester.items(page: page)
                        cache[page] = items
                        return items.filter { !$0.tags.isEmpty }.sorted { $0.priceYen < $1.priceYen }
                    }
                }
                """)
        case 3:
            return CorpusFile(path: "Sources/App/ViewModel/\(name)ViewModel.swift", text: """
                import Combine
                import Foundation

                @MainActor
                final class \(name)ViewModel: ObservableObject {
                    @Published private(set) var items: [\(name)Item] = []
                    @Published private(set) var isLoading = false
                    @Published var query = "" // kumiki:bound-input
                    \(feature % 10 == 0 ? "@Published var errorMessage: String?" : "@Published private(set) var errorMessage: String?")
                    private let repository: any \(name)RepositoryProtocol

                    init(repository: any \(name)RepositoryProtocol) {
                        self.repository = repository
                    }

                    func onAppear() async {
                        isLoading = true
                        defer { isLoading = false }
                        do {
                            items = try await repository.items(page: 1)
                        } catch {
                            errorMessage = String(describing: error)
                        }
                    }

                    var visibleItems: [\(name)Item] {
                        query.isEmpty ? items : items.filter { $0.title.localizedCaseInsensitiveContains(query) }
                    }
                }
                """)
        default:
            return CorpusFile(path: "Sources/App/View/\(name)ViewController.swift", text: """
                import UIKit

                final class \(name)ViewController: UIViewController {
                    private let viewModel: \(name)ViewModel

                    init(viewModel: \(name)ViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }

                    required init?(coder: NSCoder) { nil }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "\(name)"
                        Task { await viewModel.onAppear() }
                    }
                }
                """)
        }
    }
}
