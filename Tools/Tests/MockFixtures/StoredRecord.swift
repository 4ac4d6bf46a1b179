/// `Codable`, `Identifiable` and the description protocols.
// kumiki:mockable
public protocol StoredRecord: Codable, Identifiable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The record's name.
    var name: String { get }
}
