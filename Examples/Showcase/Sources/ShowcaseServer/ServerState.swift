import Foundation
import NIOConcurrencyHelpers

/// What the fixture backend remembers between requests: the shop's free-shipping
/// setting, favourites, registered accounts, read channels, bookmarked articles and the analytics log.
/// Reset with ``reset()`` (or `POST /admin/reset`).
final class ServerState: Sendable {
    /// The remembered values themselves, changed only inside ``withLock(_:)``.
    struct Memory {
        var freeShipping: Int?
        var favorites: Set<Int> = []
        var emails: Set<String> = []
        var readChannels: Set<Int> = []
        var bookmarks: Set<Int> = []
        var log: [AnalyticsLogRecord] = []
    }

    private let memory = NIOLockedValueBox(Memory())

    /// Runs `body` with the state locked.
    func withLock<T>(_ body: (inout Memory) throws -> T) rethrows -> T {
        try memory.withLockedValue(body)
    }

    /// Forgets everything.
    func reset() {
        withLock { $0 = Memory() }
    }
}

/// One analytics event as the app posted it to the NewsPicks-like log sink.
public struct AnalyticsLogRecord: Codable, Sendable, Equatable {
    /// The event's name, e.g. `article_impression`.
    public var event: String
    /// Its parameters, e.g. `["article_id": "12", "position": "3"]`.
    public var parameters: [String: String]

    /// Creates a record.
    public init(event: String, parameters: [String: String]) {
        self.event = event
        self.parameters = parameters
    }
}
