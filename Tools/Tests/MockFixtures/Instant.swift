/// `Comparable` and `Hashable` refinements, as a tracing library's instant declares them.
// kumiki:mockable
public protocol Instant: Comparable, Hashable, Sendable {
    /// Nanoseconds since the epoch.
    var nanoseconds: UInt64 { get }
}
