/// Associated types: the mock is generic over them.
public protocol KeyValueCaching: AutoMockable {
    /// The key.
    associatedtype Key: Hashable
    /// The stored value.
    associatedtype Value

    /// The value for `key`, if any.
    func value(for key: Key) -> Value?
    /// Stores `value` under `key`.
    func store(_ value: Value, for key: Key)
    /// Every key.
    var keys: Set<Key> { get }
}
