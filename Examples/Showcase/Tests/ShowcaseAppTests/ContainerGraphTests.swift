import Foundation
import Kumiki
import MinneProductsFeature
import NarouRankingFeature
import ShowcaseApp
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcaseRouting
import Swinject
import Testing

/// A Narou requester that answers one fixed ranking and one novel, and counts what it was asked.
private final class SpyNarouRequester: NarouRequesterProtocol, @unchecked Sendable {
    @Locked private(set) var requests: [String] = []

    func ranking(rtype: String) -> NetworkPublisher<[NarouRankingItem]> {
        $requests.withLock { $0.append("ranking \(rtype)") }
        return Just([NarouRankingItem(ncode: "N0001SPY", rank: 1, pt: 100)]).setFailureType(to: NetworkError.self).eraseToAnyPublisher()
    }

    func novels(_ endpoint: NarouNovelEndpoint) -> NetworkPublisher<NarouNovelResponse> {
        $requests.withLock { $0.append("novels") }
        return Fail(error: NetworkError.offline).eraseToAnyPublisher()
    }
}

/// A minne requester that answers one page of one product, and counts the pages asked for.
private final class SpyProductRequester: ProductRequesterProtocol, @unchecked Sendable {
    @Locked private(set) var requestedPages: [Int] = []

    func products(page: Int, perPage: Int) -> NetworkPublisher<ProductsPageDTO> {
        $requestedPages.withLock { $0.append(page) }
        let product = ProductDTO(id: 77, name: "スパイの器", price: 1_000, creator: "工房", category: "器", description: "", stock: 1)
        return Just(ProductsPageDTO(products: [product], nextPage: nil)).setFailureType(to: NetworkError.self).eraseToAnyPublisher()
    }

    func product(id: Int) -> NetworkPublisher<ProductDTO> { Fail(error: NetworkError.notFound).eraseToAnyPublisher() }
    func favorites() -> NetworkPublisher<FavoritesDTO> { Fail(error: NetworkError.offline).eraseToAnyPublisher() }
    func setFavorite(_ isFavorite: Bool, productID: Int) -> NetworkPublisher<Void> { Just(()).setFailureType(to: NetworkError.self).eraseToAnyPublisher() }
}

@Suite("The Showcase's container is a graph")
@MainActor
struct ContainerGraphTests {
    private func compose(override: (Container) -> Void = { _ in }) throws -> ShowcaseComposition {
        try ShowcaseComposition(
            backendURL: try #require(URL(string: "http://127.0.0.1:9")), narouURL: try #require(URL(string: "http://127.0.0.1:9")),
            database: try ShowcaseDatabase(), mainScheduler: .mainImmediate, override: override)
    }

    @Test("every registration of every assembly resolves, each built from the container's other registrations")
    func everyRegistrationResolves() throws {
        let composition = try compose()
        let services = composition.registeredServices
        for expected in [
            "NarouRequesterProtocol", "RankingGatewayProtocol", "RankingUseCaseProtocol", "ProductRepositoryProtocol",
            "FavoriteRepositoryProtocol", "ContactRepositoryProtocol", "ChannelRepositoryProtocol",
            "NewsFeedRepositoryProtocol", "AnalyticsLogRepositoryProtocol", "APIClientProtocol named backend",
        ] {
            #expect(services.contains(expected), "\(expected) in \(services)")
        }
        #expect(services.count >= 25)
    }

    @Test("the composition's links are the ones its registered features declare: every tab's own link opens it, and the deeper paths open their screens")
    func linksComeFromTheRegisteredFeatures() throws {
        let composition = try compose()
        for feature in composition.features {
            guard let tab = feature.tab else { continue }
            let link = try #require(tab.link, "\(tab.id) has no link")
            #expect(try composition.links.target(for: "https://showcase.example" + link) == ShowcaseNavigationTarget(tab: tab))
        }
        for (path, tab) in [
            ("/narou/novels/n1000aa", "narou-ranking"), ("/minne/products/42", "minne-products"), ("/minne/settings/free-shipping", "shop-settings"),
        ] {
            let target = try composition.links.target(for: "showcase:/" + path)
            #expect(target.tab.id == tab && target.stack.count == 1, "\(path) → \(target)")
        }
    }

    @Test("a registration whose dependency is missing is a typed error naming it, never a crash or a nil")
    func missingDependency() throws {
        let catalog = RegistrationCatalog()
        let container = Container(behaviors: [catalog])
        container.register((any RankingGatewayProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            NarouRankingGateway(requester: try r.resolve((any NarouRequesterProtocol).self))
        }
        #expect(throws: ShowcaseAppError.missingRegistration("NarouRequesterProtocol")) {
            try catalog.resolveAll(container)
        }
        #expect(throws: ShowcaseAppError.missingRegistration("NovelGatewayProtocol")) {
            try ServiceResolver(resolver: container).resolve((any NovelGatewayProtocol).self)
        }
    }

    @Test("overriding the Narou requester reaches the gateways and the ranking use case above it")
    func overrideReachesTheUseCase() async throws {
        let spy = SpyNarouRequester()
        let composition = try compose { container in
            container.register((any NarouRequesterProtocol).self, scope: .container) { _ in spy }
        }
        let ranking = try #require(composition.feature(NarouRankingFeature.self)).makeViewModel()
        ranking.onAppear()
        for _ in 0..<2_000 where spy.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(spy.requests.first?.hasPrefix("ranking ") == true, "the use case asked the double, through its gateway: \(spy.requests)")
    }

    @Test("overriding the minne requester reaches the shared product repository the list reads")
    func overrideReachesTheRepository() async throws {
        let spy = SpyProductRequester()
        let composition = try compose { container in
            container.register((any ProductRequesterProtocol).self, scope: .container) { _ in spy }
        }
        let list = try #require(composition.feature(MinneProductsFeature.self)).makeListViewModel()
        list.onAppear()
        for _ in 0..<2_000 where list.state.items.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(list.state.items.map(\.name) == ["スパイの器"])
        #expect(spy.requestedPages == [1])
    }
}
