// snippet.hide
import Foundation
import Kumiki
import KumikiGRDB

enum RankingKind: String, Sendable {
    case daily, weekly
}

struct RankedNovel: Codable, Sendable {
    let ncode: String
    let rank: Int
}

struct RankingEndpoint: Endpoint {
    typealias Success = [RankedNovel]
    let kind: RankingKind
    let date: Date
    var path: String { "/rank/rankget/" }
}

struct Product: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

// snippet.show
// snippet.search-endpoint
struct SearchProductsEndpoint: Endpoint {
    typealias Success = [Product]
    let shopName: String
    let word: String
    let page: Int
    // A name like "a/b" stays one path segment.
    var path: String { "/shops/\(PercentEncoding.pathSegment(shopName))/products" }
    // "C++ & a=b" arrives as "C++ & a=b", even at a server that decodes forms.
    var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "word", value: word), URLQueryItem(name: "page", value: "\(page)")]
    }
    var headers: [String: String] { ["Accept-Language": "ja"] }
    var timeout: TimeInterval? { 10 }
}
// snippet.end

// snippet.client
let apiClient = APIClient(
    baseURL: URL(string: "https://api.example.com/v1")!,
    defaultHeaders: ["Accept": "application/json"],
    userAgent: "MyApp/3.2 (iOS)",
    timeout: 15,
    retryPolicy: RetryPolicy(maxRetries: 2, baseDelay: .milliseconds(300), maxDelay: .seconds(5))
)
// snippet.end

// snippet.gateway
// Domain
protocol RankingGateway: Sendable {
    func ranking(_ kind: RankingKind, on date: Date) async throws(RepositoryError) -> [RankedNovel]
}

// Infrastructure
struct NarouRankingGateway: RankingGateway {
    let apiClient: any APIClientProtocol
    func ranking(_ kind: RankingKind, on date: Date) async throws(RepositoryError) -> [RankedNovel] {
        do { return try await apiClient.send(RankingEndpoint(kind: kind, date: date)) }
        catch { throw .network(error) }
    }
}
// snippet.end

// snippet.cached-resource
final class RankingRepository: Sendable {
    private let daily: CachedResource<[RankedNovel]>

    init(gateway: any RankingGateway, cache: any CacheStore) {
        daily = CachedResource(maxAge: .seconds(600), cache: cache, key: "ranking.daily") {
            try await gateway.ranking(.daily, on: Date())
        }
    }

    func dailyRanking() -> RepositoryPublisher<[RankedNovel]> {
        daily.publisher(policy: .staleWhileRevalidate)
    }
}
// snippet.end

func storage() throws {
// snippet.storage
let settings: any KeyValueStore = KeyValueStores.platformDefault(appName: "MyApp")
try settings.set(["ja", "en"], forKey: "languages")
let languages = try settings.value([String].self, forKey: "languages")

let token: any SecureStore = SecureStores.platformDefault(service: "com.example.myapp")
try token.set(Data("s3cr3t".utf8), forKey: "session")

let cache = try SQLiteCacheStore(path: NSTemporaryDirectory() + "cache.sqlite")
let testStore = InMemoryKeyValueStore(["languages": Data(#"["ja"]"#.utf8)])
// snippet.end
    _ = (languages, cache, testStore)
}

func concreteStores() throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
// snippet.concrete-stores
// What platformDefault picks, spelled out:
#if canImport(Security)
let keychain = KeychainSecureStore(service: "com.example.myapp")   // Apple platforms
#endif
let defaults = UserDefaultsKeyValueStore(defaults: .standard)       // Apple platforms
let file = JSONFileKeyValueStore(fileURL: folder.appendingPathComponent("settings.json"))   // Linux
let secrets = FileSecureStore(fileURL: folder.appendingPathComponent("secrets.json"))      // Linux: 0600, not encrypted

// A CacheStore in memory, for tests: entries carry the date they were stored.
let memory = InMemoryCacheStore()
try memory.store(Data("[]".utf8), forKey: "ranking.daily", at: Date())
let entry: CacheEntry? = try memory.entry(forKey: "ranking.daily")
// snippet.end
    _ = (defaults, file, secrets, entry)
    #if canImport(Security)
    _ = keychain
    #endif
}
