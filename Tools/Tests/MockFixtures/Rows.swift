/// A `Collection` refinement with a primary associated type.
// kumiki:mockable
public protocol Rows: Collection<String> {
    /// The table's name.
    var table: String { get }
}
