/// An `IteratorProtocol` refinement.
// kumiki:mockable
public protocol Lines: IteratorProtocol where Element == String {
    /// How many lines were read.
    var lineCount: Int { get }
}
