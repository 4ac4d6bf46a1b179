import Foundation

/// One stored cache value.
public struct CacheEntry: Hashable, Sendable {
    /// The encoded value.
    public let data: Data
    /// When it was stored.
    public let storedAt: Date

    /// Creates an entry.
    public init(data: Data, storedAt: Date) {
        self.data = data
        self.storedAt = storedAt
    }
}
