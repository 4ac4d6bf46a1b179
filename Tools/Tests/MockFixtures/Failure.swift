/// An `Error` refinement.
// kumiki:mockable
public protocol Failure: Error, Equatable {
    /// The failure's code.
    var code: Int { get }
}
