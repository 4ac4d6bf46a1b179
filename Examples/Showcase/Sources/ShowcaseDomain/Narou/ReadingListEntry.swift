import Foundation

/// A novel saved to read later.
public struct ReadingListEntry: Hashable, Sendable, Codable, Identifiable {
    /// The novel's code.
    public var ncode: String
    /// Its title when it was saved.
    public var title: String
    /// Its author.
    public var writer: String
    /// When it was saved.
    public var addedAt: Date

    /// The identity used by lists: the novel's code.
    public var id: String { ncode }

    /// Creates an entry.
    public init(ncode: String, title: String, writer: String, addedAt: Date) {
        self.ncode = ncode
        self.title = title
        self.writer = writer
        self.addedAt = addedAt
    }
}
