/// A value the parameter fixtures pass around.
public struct Payload: Equatable, Sendable {
    /// Its identifier.
    public var id: Int

    /// Creates a payload.
    public init(id: Int) {
        self.id = id
    }
}
