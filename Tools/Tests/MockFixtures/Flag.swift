/// A `RawRepresentable` refinement whose raw type the `where` clause fixes.
// kumiki:mockable
public protocol Flag: RawRepresentable where RawValue == String {
    /// Whether the flag is on.
    var isOn: Bool { get }
}
