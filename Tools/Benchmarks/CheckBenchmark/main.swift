// Speed of `kumiki check` against a parse-only pass over the same files.
// Run in release (swift-syntax is about 40 times slower in debug):
//
//     swift run --package-path Tools -c release kumiki-check-benchmark [file-count] [--only parse|check|cold]
//
// It generates a corpus of layered Swift files (ViewModels, Repositories,
// Requesters, Views, Entities, some with violations) in a temporary folder,
// then times, on all cores, in 15 alternating rounds:
//   - parse only: read every file and parse it with SwiftParser;
//   - check, cold: the whole `kumiki check` pipeline with an empty cache;
//   - check, warm: the same run again, answered from the per-file cache;
//   - check --no-cache: the pipeline without reading or writing a cache.
// It prints the median files per second of each, and the median over rounds of
// each round's check/parse ratio (target ≥ 0.8): the measurements of one round are
// taken back to back, so the ratio is not skewed by the machine's load drifting
// between rounds.
//
// `--only parse|check|cold` runs just that pass three times and prints nothing:
// for profiling, e.g. comparing `valgrind --tool=callgrind` instruction counts
// (callgrind needs a binary without debug info: `strip --strip-debug`).
import Foundation
import KumikiCheck
import SwiftParser

let arguments = Array(CommandLine.arguments.dropFirst())
let fileCount = arguments.first.flatMap(Int.init) ?? 2_000
let onlyPass = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-corpus-\(UUID().uuidString)")
let cache = root.appendingPathComponent(".cache")
defer { try? FileManager.default.removeItem(at: root) }

func source(feature: Int, kind: Int) -> (path: String, text: String) {
    let name = "Feature\(feature)"
    switch kind {
    case 0:
        return ("Sources/App/Entity/\(name)Item.swift", """
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
        return ("Sources/App/Network/\(name)Requester.swift", """
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
        return ("Sources/App/Repository/\(name)Repository.swift", """
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
        return ("Sources/App/ViewModel/\(name)ViewModel.swift", """
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
        return ("Sources/App/View/\(name)ViewController.swift", """
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

var paths: [String] = []
for index in 0..<fileCount {
    let file = source(feature: index / 5, kind: index % 5)
    let url = root.appendingPathComponent(file.path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(file.text.utf8).write(to: url)
    paths.append(url.path)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

#if DEBUG
print("warning: debug build; run with -c release for real figures")
#endif

/// The median of some timings.
func median(_ timings: [Double]) -> Double {
    let sorted = timings.sorted()
    return sorted[sorted.count / 2]
}

let corpus = paths
let configuration = Configuration(preset: .mvvmRepository)

func parseAll() {
    DispatchQueue.concurrentPerform(iterations: corpus.count) { index in
        guard let data = FileManager.default.contents(atPath: corpus[index]) else { return }
        _ = Parser.parse(source: String(decoding: data, as: UTF8.self))
    }
}

if let onlyPass {
    for round in 0..<3 {
        switch onlyPass {
        case "parse": parseAll()
        case "check": _ = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["Sources"])
        case "cold":
            let roundCache = cache.appendingPathComponent("\(round)")
            _ = try CheckRunner(configuration: configuration, cacheDirectory: roundCache, baseDirectory: root).run(paths: ["Sources"])
        default:
            print("error: --only takes parse, check or cold")
            exit(2)
        }
    }
    exit(0)
}

let rounds = 15
var parseTimes: [Double] = [], coldTimes: [Double] = [], warmTimes: [Double] = [], uncachedTimes: [Double] = []
var diagnostics = 0
var cached = 0
// Rounds alternate the four measurements, so machine noise hits all of them alike.
for round in 0..<rounds {
    parseTimes.append(seconds(parseAll))
    let roundCache = cache.appendingPathComponent("\(round)")
    let runner = CheckRunner(configuration: configuration, cacheDirectory: roundCache, baseDirectory: root)
    coldTimes.append(try seconds { diagnostics = try runner.run(paths: ["Sources"]).diagnostics.count })
    warmTimes.append(try seconds { cached = try runner.run(paths: ["Sources"]).cachedFiles })
    let uncachedRunner = CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root)
    uncachedTimes.append(try seconds { _ = try uncachedRunner.run(paths: ["Sources"]) })
}

/// The median over rounds of the round's parse time over its time in `times`.
func ratio(_ times: [Double], parse: [Double]) -> Double {
    median(zip(parse, times).map { $0 / $1 })
}

func rate(_ times: [Double]) -> String { String(format: "%8.0f files/s", Double(fileCount) / median(times)) }
print("\(fileCount) generated files, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(diagnostics) diagnostics, \(rounds) rounds")
print("  parse only (SwiftParser)      \(rate(parseTimes))")
print("  kumiki check, cold cache      \(rate(coldTimes))")
print("  kumiki check, warm cache      \(rate(warmTimes))  (\(cached) files from the cache)")
print("  kumiki check --no-cache       \(rate(uncachedTimes))")
print(String(format: "  ratio check/parse: cold %.2f, warm %.2f, no cache %.2f (median of the rounds' ratios; target ≥ 0.8)",
             ratio(coldTimes, parse: parseTimes), ratio(warmTimes, parse: parseTimes), ratio(uncachedTimes, parse: parseTimes)))
