import Foundation
import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import Swinject

/// The Narou feature wired the NaroViewer way (seed `001_…`), with a Swinject
/// container: frameworks & drivers, interface adapters, use cases, each registered
/// against its protocol. Unlike NaroViewer's `AppBuilder.shared`, the container stays
/// in the composition root: ViewModels receive use cases through their initializers
/// and never see it, and a missing registration is a typed error at startup rather
/// than a force unwrap.
struct NarouAssembly: Assembly {
    let apiClient: any APIClientProtocol
    let database: ShowcaseDatabase
    let now: @Sendable () -> Date

    func assemble(container: Container) {
        // Frameworks & drivers.
        let requester: any NarouRequesterProtocol = NarouRequester(apiClient: apiClient)
        let store: any RankingStoreProtocol = RankingStore(database: database)
        container.register((any NarouRequesterProtocol).self) { _ in requester }
        container.register((any RankingStoreProtocol).self) { _ in store }
        container.register((any ReadingListRepositoryProtocol).self) { [database] _ in ReadingListRepository(database: database) }
            .inObjectScope(.container)
        // Interface adapters.
        let rankingGateway: any RankingGatewayProtocol = NarouRankingGateway(requester: requester)
        let novelGateway: any NovelGatewayProtocol = NarouNovelGateway(requester: requester)
        container.register((any RankingGatewayProtocol).self) { _ in rankingGateway }
        container.register((any NovelGatewayProtocol).self) { _ in novelGateway }
        // Use cases.
        container.register((any RankingUseCaseProtocol).self) { [now] _ in
            RankingUseCase(rankingGateway: rankingGateway, novelGateway: novelGateway, store: store, now: now)
        }
        container.register((any SearchNovelsUseCaseProtocol).self) { _ in SearchNovelsUseCase(gateway: novelGateway) }
        container.register((any NovelDetailUseCaseProtocol).self) { _ in NovelDetailUseCase(gateway: novelGateway) }
    }
}

/// Resolves a service an assembly registered; a missing registration is a typed error, not a force unwrap.
func resolve<Service>(_ type: Service.Type, from resolver: any Resolver) throws(ShowcaseAppError) -> Service {
    guard let service = resolver.resolve(type) else { throw .missingRegistration(String(describing: type)) }
    return service
}
