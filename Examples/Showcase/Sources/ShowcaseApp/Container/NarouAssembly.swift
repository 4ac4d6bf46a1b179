import Foundation
import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import Swinject

/// The Narou features wired the NaroViewer way, with Swinject: frameworks and
/// drivers, interface adapters, use cases, each registered against its protocol and built from
/// the container's other registrations. Unlike NaroViewer's `AppBuilder.shared`, the container
/// stays in the composition root: ViewModels receive use cases through their initializers and
/// never see it.
struct NarouAssembly: Assembly {
    func assemble(container: Container) {
        // Frameworks & drivers: shared, so every screen sees one store and one reading list.
        container.register((any NarouRequesterProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            NarouRequester(apiClient: try r.resolve((any APIClientProtocol).self, name: InfrastructureAssembly.narou))
        }
        container.register((any RankingStoreProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            RankingStore(database: try r.resolve(ShowcaseDatabase.self))
        }
        container.register((any ReadingListRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            ReadingListRepository(database: try r.resolve(ShowcaseDatabase.self), now: try r.resolve(Clock.self).now)
        }
        // Interface adapters.
        container.register((any RankingGatewayProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            NarouRankingGateway(requester: try r.resolve((any NarouRequesterProtocol).self))
        }
        container.register((any NovelGatewayProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            NarouNovelGateway(requester: try r.resolve((any NarouRequesterProtocol).self))
        }
        // Use cases: a fresh one for each screen that asks.
        container.register((any RankingUseCaseProtocol).self, scope: .transient) { r throws(ShowcaseAppError) in
            RankingUseCase(
                rankingGateway: try r.resolve((any RankingGatewayProtocol).self),
                novelGateway: try r.resolve((any NovelGatewayProtocol).self),
                store: try r.resolve((any RankingStoreProtocol).self),
                now: try r.resolve(Clock.self).now)
        }
        container.register((any SearchNovelsUseCaseProtocol).self, scope: .transient) { r throws(ShowcaseAppError) in
            SearchNovelsUseCase(gateway: try r.resolve((any NovelGatewayProtocol).self))
        }
        container.register((any NovelDetailUseCaseProtocol).self, scope: .transient) { r throws(ShowcaseAppError) in
            NovelDetailUseCase(gateway: try r.resolve((any NovelGatewayProtocol).self))
        }
    }
}
