// snippet.hide
import Foundation
import KumikiTesting
import Testing

struct Product: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

struct GetProductsEndpoint: Endpoint {
    typealias Success = [Product]
    var path: String { "/products" }
}

struct ProductRequester: Sendable {
    let apiClient: any APIClientProtocol
    func products() -> NetworkPublisher<[Product]> { apiClient.request(GetProductsEndpoint()) }
}

@MainActor
final class ProductListViewModel: ObservableObject {
    typealias Dependency = HasAnalyticsTracker & HasMainScheduler
    @Published private(set) var products: [Product] = []
    @Published private(set) var isLoading = false
    private let requester: ProductRequester
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    init(requester: ProductRequester, dependency: Dependency) {
        self.requester = requester
        self.dependency = dependency
    }

    func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("product_list"))
        isLoading = true
        requester.products()
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] _ in self?.isLoading = false },
                receiveValue: { [weak self] in self?.products = $0 }
            )
            .store(in: &cancellables)
    }

    func onDisappear() {
        cancellables.removeAll()
    }
}

let cup = Product(id: 1, name: "Cup")

// snippet.show
// snippet.stub-client
@Test @MainActor func loadingStateWhileTheRequestIsInFlight() async throws {
    let client = StubAPIClient()
    client.stub(GetProductsEndpoint.self, value: [cup])
    let gate = client.hold(GetProductsEndpoint.self)   // responses wait until gate.open()
    let analytics = SpyAnalyticsTracker()
    let viewModel = ProductListViewModel(
        requester: ProductRequester(apiClient: client),
        dependency: CoreDependencies(analyticsTracker: analytics, mainScheduler: .mainImmediate))
    let products = viewModel.$products.record()

    viewModel.onAppear()
    #expect(await gate.waitForRequests(1))
    #expect(viewModel.isLoading)                        // observed without sleeping
    #expect(analytics.tags == [.screen("product_list")])

    gate.open()
    #expect(try await products.next(2).value(timeout: .seconds(1)) == [[], [cup]])
    #expect(client.sent(GetProductsEndpoint.self).count == 1)
}
// snippet.end

// snippet.cancellation
@Test @MainActor func leavingTheScreenCancelsTheRequest() async throws {
    let client = StubAPIClient()
    client.stub(GetProductsEndpoint.self, value: [cup])
    let gate = client.hold(GetProductsEndpoint.self)
    let viewModel = ProductListViewModel(
        requester: ProductRequester(apiClient: client),
        dependency: CoreDependencies(mainScheduler: .mainImmediate))

    viewModel.onAppear()
    #expect(await gate.waitForRequests(1))
    viewModel.onDisappear()                              // cancels the subscription, and so the request
    for _ in 0..<100 where gate.waitingCount > 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(gate.waitingCount == 0)
}
// snippet.end

// snippet.spies
let analytics = SpyAnalyticsTracker()
let errors = SpyErrorHandler()
let unreachable = SpyUnreachableReporter()
let dependencies = CoreDependencies(
    analyticsTracker: analytics,
    errorHandler: errors,
    unreachableReporter: unreachable,
    mainScheduler: .mainImmediate)
// snippet.end

struct GetCategoriesEndpoint: Endpoint {
    typealias Success = [String]
    var path: String { "/categories" }
}

@Test func oneGateForTwoEndpoints() async throws {
// snippet.shared-gate
let client = StubAPIClient()
client.stub(GetProductsEndpoint.self, value: [cup])
client.stub(GetCategoriesEndpoint.self, value: ["器"])
let gate = ResponseGate()
client.hold(GetProductsEndpoint.self, at: gate)
client.hold(GetCategoriesEndpoint.self, at: gate)

async let products = client.send(GetProductsEndpoint())
async let categories = client.send(GetCategoriesEndpoint())
#expect(await gate.waitForRequests(2))   // both in flight at once
gate.open()
#expect(try await products == [cup])
#expect(try await categories == ["器"])
// snippet.end
}
