/// A reference type that is not `Sendable`, for `sending` parameters.
public final class Box {
    /// What it holds.
    public var value: Int

    /// Creates a box holding `value`.
    public init(value: Int) {
        self.value = value
    }
}
