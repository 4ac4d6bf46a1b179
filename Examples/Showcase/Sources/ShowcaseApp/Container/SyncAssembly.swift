import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import Swinject

/// Sync's contacts, conversations and sign-up: one requester, and
/// repositories shared by the list, its cells and the conversation (`.container`), so reading a
/// conversation clears its badge on the list.
struct SyncAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any SyncRequesterProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            SyncRequester(apiClient: try r.resolve((any APIClientProtocol).self, name: InfrastructureAssembly.backend))
        }
        container.register((any ContactRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            ContactRepository(requester: try r.resolve((any SyncRequesterProtocol).self), cache: try r.resolve((any CacheStore).self))
        }
        container.register((any ChannelRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            ChannelRepository(requester: try r.resolve((any SyncRequesterProtocol).self))
        }
        container.register((any ContactAvatarRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            ContactAvatarRepository(requester: try r.resolve((any SyncRequesterProtocol).self))
        }
        container.register((any AccountRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            AccountRepository(requester: try r.resolve((any SyncRequesterProtocol).self))
        }
    }
}
