import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import Swinject

/// minne's products and shop settings (minne's two write-ups): requesters over the backend,
/// and repositories shared by every screen (`.container`), so a favourite set on the detail
/// screen shows on the list at once.
struct MinneAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any ProductRequesterProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            ProductRequester(apiClient: try r.resolve((any APIClientProtocol).self, name: InfrastructureAssembly.backend))
        }
        container.register((any ProductRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            ProductRepository(requester: try r.resolve((any ProductRequesterProtocol).self), cache: try r.resolve((any CacheStore).self))
        }
        container.register((any FavoriteRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            FavoriteRepository(requester: try r.resolve((any ProductRequesterProtocol).self), database: try r.resolve(ShowcaseDatabase.self))
        }
        container.register((any FreeShippingSettingRequesterProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            FreeShippingSettingRequester(apiClient: try r.resolve((any APIClientProtocol).self, name: InfrastructureAssembly.backend))
        }
        container.register((any FreeShippingSettingRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            FreeShippingSettingRepository(requester: try r.resolve((any FreeShippingSettingRequesterProtocol).self))
        }
    }
}
