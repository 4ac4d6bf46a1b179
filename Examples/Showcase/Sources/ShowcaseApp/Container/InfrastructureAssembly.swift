import Foundation
import Kumiki
import ShowcaseInfrastructure
import Swinject

/// What every feature's services are built on: the two API clients (the fixture backend, and
/// the Narou API, which may be the live one), the local database, the cache of what the server
/// sent, and the clock. Made once by the composition root and shared (`.container`).
struct InfrastructureAssembly: Assembly {
    /// The name of the backend's client.
    static let backend = "backend"
    /// The name of the Narou API's client.
    static let narou = "narou"

    let backendClient: any APIClientProtocol
    let narouClient: any APIClientProtocol
    let database: ShowcaseDatabase
    let cache: any CacheStore
    let now: @Sendable () -> Date

    func assemble(container: Container) {
        let (backendClient, narouClient, database, cache, now) = (backendClient, narouClient, database, cache, now)
        container.register((any APIClientProtocol).self, name: Self.backend, scope: .container) { _ in backendClient }
        container.register((any APIClientProtocol).self, name: Self.narou, scope: .container) { _ in narouClient }
        container.register(ShowcaseDatabase.self, scope: .container) { _ in database }
        container.register((any CacheStore).self, scope: .container) { _ in cache }
        container.register(Clock.self, scope: .container) { _ in Clock(now: now) }
    }
}

/// The clock services read, as a registered value.
struct Clock {
    let now: @Sendable () -> Date
}
