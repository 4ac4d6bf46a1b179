/// A transport of another module, with an associated type and a requirement implemented by
/// default there: a fixture's mock reads both from these sources.
public protocol Transport: Sendable {
    /// What the transport sends.
    associatedtype Message: Sendable

    /// Sends one message and returns the reply's bytes.
    func send(_ message: Message) async throws -> [UInt8]
    /// Closes the transport; by default there is nothing to close.
    func close() async
}

extension Transport {
    /// Nothing to close.
    public func close() async {}
}
