import MockFixtureDependencies

/// A protocol refining another module's transport, its associated type fixed by a `where` clause.
// kumiki:mockable
public protocol MessageTransport: Transport where Message == String {
    /// Opens the transport.
    func open() async throws
}
