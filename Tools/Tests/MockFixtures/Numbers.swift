/// A `Sequence` refinement whose element the `where` clause fixes.
// kumiki:mockable
public protocol Numbers: Sequence where Element == Int {
    /// The sum of the numbers.
    var total: Int { get }
}
