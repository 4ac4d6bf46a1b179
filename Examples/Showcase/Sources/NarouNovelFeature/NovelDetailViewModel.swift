import Foundation
import Kumiki
import ShowcaseDomain

/// A novel's detail screen: its details (loaded by code when opened from the reading
/// list or a link), the reading URL, and adding it to or removing it from the reading list.
@MainActor
public final class NovelDetailViewModel: ObservableObject {
    /// What this screen needs besides its use case and repository.
    public typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    /// The novel; `nil` while it loads.
    @Published public private(set) var novel: Novel?
    /// Whether it is on the reading list.
    @Published public private(set) var isInReadingList = false
    /// Whether the details are loading.
    @Published public private(set) var isLoading = false
    /// What went wrong, for an inline message with a retry.
    @Published public private(set) var errorMessage: String?
    /// Where to go.
    @Published public private(set) var transitionItem: NovelDetailTransitionItem?

    /// The code of the novel shown.
    public let ncode: String
    private let useCase: any NovelDetailUseCaseProtocol
    private let readingList: any ReadingListRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []
    private var load: AnyCancellable?
    private var isObserving = false

    /// Creates the detail screen for `ncode`; pass `novel` when the caller already has it.
    public init(
        ncode: String,
        novel: Novel? = nil,
        useCase: any NovelDetailUseCaseProtocol,
        readingList: any ReadingListRepositoryProtocol,
        dependency: Dependency = CoreDependencies()
    ) {
        self.ncode = ncode.uppercased()
        self.novel = novel
        self.useCase = useCase
        self.readingList = readingList
        self.dependency = dependency
    }

    /// Where the novel is read: `https://ncode.syosetu.com/{ncode}/`.
    public var readingURL: URL? {
        novel?.readingURL
    }

    /// The screen appeared.
    public func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("narou_novel", parameters: ["ncode": ncode]))
        guard !isObserving else { return }
        isObserving = true
        readingList.entries
            .map { [ncode] entries in entries.contains { $0.ncode == ncode } }
            .removeDuplicates()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.isInReadingList = $0 }
            .store(in: &cancellables)
        if novel == nil { loadNovel() }
    }

    /// The retry button.
    public func retryButtonDidTap() {
        loadNovel()
    }

    /// The reading-list button: adds or removes the novel.
    public func readingListButtonDidTap() {
        guard let novel else { return }
        do {
            if readingList.contains(novel.ncode) {
                try readingList.remove(novel.ncode)
            } else {
                try readingList.add(novel)
            }
            errorMessage = nil
        } catch {
            errorMessage = "読書リストを更新できませんでした（\(error)）"
        }
    }

    /// The read button: opens the novel on the web.
    public func readButtonDidTap() {
        guard let readingURL else { return }
        transitionItem = .readOnWeb(readingURL)
    }

    /// The view navigated.
    public func transitionDidFinish() {
        transitionItem = nil
    }

    private func loadNovel() {
        isLoading = true
        errorMessage = nil
        load = AnyPublisher<Novel, RepositoryError> { [useCase, ncode] () async throws(RepositoryError) -> Novel in
            try await useCase.novel(ncode)
        }
        .receive(on: dependency.mainScheduler)
        .sink(
            receiveCompletion: { [weak self] completion in
                guard let self else { return }
                self.isLoading = false
                if case .failure(let error) = completion {
                    self.errorMessage = error.isNotFound ? "この作品は見つかりませんでした" : "作品を読み込めませんでした（\(error)）"
                }
            },
            receiveValue: { [weak self] in self?.novel = $0 }
        )
    }
}
