// snippet.hide
import Foundation
import Kumiki
import KumikiGRDB

struct FreeShippingSetting: Codable, Equatable, Sendable {
    var amount: Int
}

extension URL {
    static let production = URL(fileURLWithPath: "/").deletingLastPathComponent()
}

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
// snippet.endpoints
struct GetFreeShippingEndpoint: Endpoint {
    typealias Success = FreeShippingSetting
    var path: String { "/shop/free_shipping" }
    var decoder: JSONDecoder { .snakeCase }
}

struct PutFreeShippingEndpoint: Endpoint {
    typealias Success = Void
    let setting: FreeShippingSetting
    var method: HTTPMethod { .put }
    var path: String { "/shop/free_shipping" }
    var body: (any Encodable & Sendable)? { setting }
    var encoder: JSONEncoder { .snakeCase }
}
// snippet.end

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

// snippet.requester
protocol FreeShippingRequesterProtocol: Sendable {
    func fetch() -> NetworkPublisher<FreeShippingSetting>
    func save(_ setting: FreeShippingSetting) -> NetworkPublisher<Void>
}

struct FreeShippingRequester: FreeShippingRequesterProtocol {
    private let apiClient: any APIClientProtocol
    init(apiClient: any APIClientProtocol = APIClient(baseURL: .production)) { self.apiClient = apiClient }

    func fetch() -> NetworkPublisher<FreeShippingSetting> { apiClient.request(GetFreeShippingEndpoint()) }
    func save(_ setting: FreeShippingSetting) -> NetworkPublisher<Void> {
        apiClient.request(PutFreeShippingEndpoint(setting: setting))
    }
}
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

// snippet.repository
protocol FreeShippingRepositoryProtocol: AnyObject, Sendable {
    var setting: AnyPublisher<FreeShippingSetting?, Never> { get }
    func refresh() async throws(RepositoryError)
    func save(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void>
}

final class FreeShippingRepository: FreeShippingRepositoryProtocol {
    private let requester: any FreeShippingRequesterProtocol
    private let shared = SharedValue<FreeShippingSetting?>(nil)

    init(requester: any FreeShippingRequesterProtocol = FreeShippingRequester()) {
        self.requester = requester
    }

    var setting: AnyPublisher<FreeShippingSetting?, Never> { shared.publisher }

    /// A 404 means "not set".
    func refresh() async throws(RepositoryError) {
        do {
            shared.value = try await requester.fetch().firstValue()
        } catch .notFound {
            shared.value = nil
        } catch {
            throw .network(error)
        }
    }

    func save(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        AnyPublisher { [requester, shared] () async throws(RepositoryError) -> Void in
            do throws(NetworkError) {
                try await requester.save(setting).firstValue()
            } catch {
                throw .network(error)
            }
            shared.value = setting   // every screen observing `setting` updates
        }
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

func failures(client: APIClient) async {
// snippet.errors
do {
    let setting = try await client.send(GetFreeShippingEndpoint())
    print("free above \(setting.amount) yen")
} catch .notFound {
    print("not set")                                  // a 404 on its own
} catch .decoding(let failure) {
    print(failure.type, failure.codingPath, failure.reason)   // "FreeShippingSetting", "amount", …
} catch .http(let status, _) where status >= 500 {
    print("the server is down")
} catch {
    print(error)                                      // timeout, offline, transport, cancelled…
}

// Other code that talks to URLSession maps its errors the same way:
let mapped = APIClientErrorMapping.map(URLError(.notConnectedToInternet))   // .offline

// Header names compare case-insensitively, as the client merges them:
var headers = HTTPHeaderFields(["Content-Type": "application/json"])
headers["content-type"] = "text/plain"                // replaces, keeps one field
// snippet.end
    _ = (mapped, headers)
}
