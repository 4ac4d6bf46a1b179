/// A primary associated type, associated types with defaults and constraints, generic methods
/// with `where` clauses, and `Self` in every position a requirement may name it.
// kumiki:mockable
public protocol Container<Element>: AnyObject {
    /// The primary associated type.
    associatedtype Element: Equatable
    /// An associated type with a default.
    associatedtype Index: Comparable = Int
    /// An associated type constrained by its own `where` clause.
    associatedtype Storage: Collection where Storage.Element == Element
    /// A function type the protocol names.
    typealias Visitor = (Element) -> Void

    /// The associated types as a property.
    var storage: Storage { get }
    /// `Self` as an optional property.
    var parent: Self? { get set }
    /// An associated type in and out.
    func element(at index: Index) -> Element?
    /// `Self` as the result.
    func appending(_ element: Element) -> Self
    /// `Self` as a parameter and the result.
    func merged(with other: Self) -> Self
    /// `Self` inside a collection.
    func copies(_ count: Int) -> [Self]
    /// `Self` inside a closure that does not escape.
    func visit(_ visitor: (Self) -> Void)
    /// The protocol's own function type, which does not escape.
    func forEach(_ body: Visitor)
    /// `Self`'s metatype.
    func kind() -> Self.Type
    /// A generic method over a primary-associated-type existential.
    func transform<T>(_ transform: (Element) throws -> T) rethrows -> [T]
    /// A generic method with a `where` clause naming the protocol's associated type.
    func firstMatch<S: Sequence>(in candidates: S) -> Element? where S.Element == Element
    /// An existential of a protocol with a primary associated type.
    func adopt(_ other: any Container<Element>)
}
