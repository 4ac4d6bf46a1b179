/// `Sendable` and `AnyObject` refinements.
// kumiki:mockable
public protocol SharedCache: AnyObject, Sendable {
    /// The value for `key`.
    func value(for key: String) -> Int?
    /// Stores `value` for `key`.
    func store(_ value: Int, for key: String)
}
