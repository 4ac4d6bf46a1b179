/// A value the fixture protocols pass around.
public struct Product: Hashable, Sendable {
    /// Its identifier.
    public var id: Int
    /// Its name.
    public var name: String

    /// Creates a product.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A typed error for the typed-throws requirements.
public enum LookupError: Error, Equatable {
    /// Nothing has that identifier.
    case notFound(Int)
}

/// Stands in for Combine's `AnyPublisher`, which the tools package does not depend on: a
/// requirement returning a generic publisher type is what matters to the generator. The
/// scaffold proof compiles mocks of real `AnyPublisher`-returning repositories against Kumiki.
public struct AnyPublisher<Output, Failure: Error> {
    /// The values it would publish.
    public var values: [Output]

    /// Creates a publisher of `values`.
    public init(_ values: [Output]) {
        self.values = values
    }
}
