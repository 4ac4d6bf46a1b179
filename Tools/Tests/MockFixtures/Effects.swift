/// Every effect a requirement may have.
// kumiki:mockable
public protocol Effects {
    /// `async`.
    func load() async -> Int
    /// `throws`.
    func save(_ value: Int) throws
    /// `async throws`.
    func fetch(id: Int) async throws -> String
    /// Typed `throws(E)`.
    func parse(_ text: String) throws(ParseError) -> Int
    /// `async throws(E)`.
    func parseAll(_ texts: [String]) async throws(ParseError) -> [Int]
    /// A generic typed throw.
    func attempt<E: Error>(_ body: () throws(E) -> Void) throws(E)
    /// `rethrows`.
    func retry(_ body: () throws -> Void) rethrows
    /// An `async throws` property.
    var status: String { get async throws }
    /// A typed-throwing property.
    var count: Int { get throws(ParseError) }
    /// An `async` property.
    var ready: Bool { get async }
    /// A method that never returns.
    func terminate() -> Never
}
