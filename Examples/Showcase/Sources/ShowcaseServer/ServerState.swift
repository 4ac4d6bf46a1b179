import Foundation

/// What the fixture backend remembers between requests: the shop's free-shipping
/// setting, favourites, registered accounts, read channels, bookmarked articles and the analytics log.
/// Reset with ``reset()`` (or `POST /admin/reset`).
final class ServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var freeShippingAmount: Int?
    private var favoriteProductIDs: Set<Int> = []
    private var registeredEmails: Set<String> = []
    private var readChannelIDs: Set<Int> = []
    private var bookmarkedArticleIDs: Set<Int> = []
    private var analyticsLog: [AnalyticsLogRecord] = []

    /// Runs `body` with the state locked.
    func withLock<T>(_ body: (ServerState) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(self)
    }

    /// Forgets everything.
    func reset() {
        withLock { state in
            state.freeShippingAmount = nil
            state.favoriteProductIDs = []
            state.registeredEmails = []
            state.readChannelIDs = []
            state.bookmarkedArticleIDs = []
            state.analyticsLog = []
        }
    }

    // Accessors below are called inside `withLock`.

    var freeShipping: Int? {
        get { freeShippingAmount }
        set { freeShippingAmount = newValue }
    }

    var favorites: Set<Int> {
        get { favoriteProductIDs }
        set { favoriteProductIDs = newValue }
    }

    var emails: Set<String> {
        get { registeredEmails }
        set { registeredEmails = newValue }
    }

    var readChannels: Set<Int> {
        get { readChannelIDs }
        set { readChannelIDs = newValue }
    }

    var bookmarks: Set<Int> {
        get { bookmarkedArticleIDs }
        set { bookmarkedArticleIDs = newValue }
    }

    var log: [AnalyticsLogRecord] {
        get { analyticsLog }
        set { analyticsLog = newValue }
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
