// The Network and Repositories guide's complete example, compiled and tested: minne's
// free-shipping setting, from Endpoint to ViewModel. A 404 means "not set yet".
import Foundation
import Kumiki

// MARK: Entity

struct FreeShippingSetting: Codable, Equatable, Sendable {
    var thresholdYen: Int
}

// MARK: Network: one struct per endpoint

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

// MARK: Requester: stateless, one per resource

protocol FreeShippingRequesterProtocol: Sendable {
    func fetch() -> NetworkPublisher<FreeShippingSetting>
    func save(_ setting: FreeShippingSetting) -> NetworkPublisher<Void>
}

struct FreeShippingRequester: FreeShippingRequesterProtocol {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    func fetch() -> NetworkPublisher<FreeShippingSetting> {
        apiClient.request(GetFreeShippingEndpoint())
    }

    func save(_ setting: FreeShippingSetting) -> NetworkPublisher<Void> {
        apiClient.request(PutFreeShippingEndpoint(setting: setting))
    }
}

// MARK: Repository: logic shared by screens, in-memory state every screen sees

protocol FreeShippingRepositoryProtocol: Sendable {
    /// The setting, `nil` when the shop has none (the API answers 404).
    var setting: AnyPublisher<FreeShippingSetting?, Never> { get }
    func refresh() -> RepositoryPublisher<FreeShippingSetting?>
    func save(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void>
}

final class FreeShippingRepository: FreeShippingRepositoryProtocol {
    private let requester: any FreeShippingRequesterProtocol
    private let shared = SharedValue<FreeShippingSetting?>(nil)

    init(requester: any FreeShippingRequesterProtocol) {
        self.requester = requester
    }

    var setting: AnyPublisher<FreeShippingSetting?, Never> { shared.publisher }

    func refresh() -> RepositoryPublisher<FreeShippingSetting?> {
        requester.fetch()
            .map(Optional.some)
            .catch { error -> AnyPublisher<FreeShippingSetting?, NetworkError> in
                // "Not found" means "not set", not a failure.
                error == .notFound
                    ? Just(nil).setFailureType(to: NetworkError.self).eraseToAnyPublisher()
                    : Fail(error: error).eraseToAnyPublisher()
            }
            .handleEvents(receiveOutput: { [shared] in shared.value = $0 })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }

    func save(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        requester.save(setting)
            .handleEvents(receiveOutput: { [shared] in shared.value = setting })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }
}

// MARK: ViewModel

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

    func onAppear() {
        repository.refresh()
            .trackLoadState()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.state = $0 }
            .store(in: &cancellables)
    }

    func saveButtonDidTap(thresholdYen: Int) {
        isSaving = true
        repository.save(FreeShippingSetting(thresholdYen: thresholdYen))
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isSaving = false
                    if case .failure(let error) = completion { self?.dependency.errorHandler.handle(error) }
                },
                receiveValue: { [weak self] in self?.state = .loaded(FreeShippingSetting(thresholdYen: thresholdYen)) }
            )
            .store(in: &cancellables)
    }
}
