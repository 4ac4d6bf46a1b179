// snippet.hide
// minne's free-shipping setting from Endpoint to ViewModel: the Network and Repositories guide's
// complete example. SwiftPM builds it as a snippet, and KumikiTests compiles this same file
// (Tests/KumikiTests/Examples/FreeShipping.swift is a link to it) and tests it, so the guide
// shows code that runs. Declarations only, so it compiles in a library as well as on its own.
import Foundation
import Kumiki

struct FreeShippingSetting: Codable, Equatable, Sendable {
    var amount: Int
}

extension URL {
    static let production = URL(fileURLWithPath: "/").deletingLastPathComponent()
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

// snippet.repository
protocol FreeShippingRepositoryProtocol: AnyObject, Sendable {
    var setting: AnyPublisher<FreeShippingSetting?, Never> { get }
    func refresh() async throws(RepositoryError) -> FreeShippingSetting?
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
    func refresh() async throws(RepositoryError) -> FreeShippingSetting? {
        do {
            shared.value = try await requester.fetch().firstValue()
        } catch .notFound {
            shared.value = nil
        } catch {
            throw .network(error)
        }
        return shared.value
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

// snippet.view-model
@MainActor
final class FreeShippingViewModel: ObservableObject {
    typealias Dependency = HasMainScheduler & HasErrorHandler

    @Published private(set) var state: LoadState<FreeShippingSetting?, RepositoryError> = .idle
    @Published private(set) var isSaving = false

    private let repository: any FreeShippingRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    init(repository: any FreeShippingRepositoryProtocol, dependency: Dependency = CoreDependencies()) {
        self.repository = repository
        self.dependency = dependency
    }

    func onAppear() async {
        await LoadState.track(into: { state = $0 }) { () async throws(RepositoryError) in
            try await repository.refresh()
        }
    }

    func saveButtonDidTap(amount: Int) {
        let setting = FreeShippingSetting(amount: amount)
        isSaving = true
        repository.save(setting)
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isSaving = false
                    if case .failure(let error) = completion { self?.dependency.errorHandler.handle(error) }
                },
                receiveValue: { [weak self] in self?.state = .loaded(setting) }
            )
            .store(in: &cancellables)
    }
}
// snippet.end

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
