import Foundation
import Kumiki

/// An `APIClientProtocol` for Requester and Repository tests: it
/// answers each endpoint type with the stub the test registered and records
/// every endpoint sent.
///
/// ```swift
/// let client = StubAPIClient()
/// client.stub(GetShippingSettingsEndpoint.self) { endpoint in
///     #expect(endpoint.shopID == "42")
///     return ShippingSettings(threshold: 5_000)
/// }
/// client.stub(UpdateShippingSettingsEndpoint.self, failure: .http(status: 500, body: Data()))
/// let requester = ShippingRequester(apiClient: client)
/// ```
///
/// Sending an endpoint type with no stub reports a test failure and throws
/// `NetworkError/invalidRequest(_:)`.
public final class StubAPIClient: APIClientProtocol, @unchecked Sendable {
    /// What the tests registered and what was sent; the stubs are `@Sendable` closures stored as
    /// `Any`, which is why the class stays `@unchecked`.
    private struct Registry {
        var stubs: [ObjectIdentifier: Any] = [:]
        var gates: [ObjectIdentifier: ResponseGate] = [:]
        var sent: [any Endpoint] = []
    }

    private let registry = Locked(Registry())

    /// Creates a client with no stubs.
    public init() {}

    /// Every endpoint sent so far, in order.
    public var sentEndpoints: [any Endpoint] {
        registry.withLock { $0.sent }
    }

    /// The sent endpoints of one type, for assertions on their parameters.
    public func sent<E: Endpoint>(_ type: E.Type) -> [E] {
        sentEndpoints.compactMap { $0 as? E }
    }

    /// Answers endpoints of `type` with `respond`, which may inspect the endpoint or throw.
    public func stub<E: Endpoint>(_ type: E.Type, _ respond: @escaping @Sendable (E) throws(NetworkError) -> E.Success) {
        registry.withLock { $0.stubs[ObjectIdentifier(type)] = respond }
    }

    /// Answers endpoints of `type` with `value`.
    public func stub<E: Endpoint>(_ type: E.Type, value: E.Success) where E.Success: Sendable {
        stub(type) { _ in value }
    }

    /// Fails endpoints of `type` with `failure`.
    public func stub<E: Endpoint>(_ type: E.Type, failure: NetworkError) {
        stub(type) { _ throws(NetworkError) in throw failure }
    }

    /// Holds every later response to endpoints of `type` at the returned gate
    /// until the test opens it; pass a gate to hold several types with one.
    @discardableResult
    public func hold<E: Endpoint>(_ type: E.Type, at gate: ResponseGate = ResponseGate()) -> ResponseGate {
        registry.withLock { $0.gates[ObjectIdentifier(type)] = gate }
        return gate
    }

    /// Records `endpoint`, waits at its gate if it is held, and answers with its stub.
    public func send<E: Endpoint>(_ endpoint: E) async throws(NetworkError) -> E.Success {
        let (stub, gate) = record(endpoint)
        guard let respond = stub as? @Sendable (E) throws(NetworkError) -> E.Success else {
            TestFailure.report("StubAPIClient has no stub for \(E.self); register one with stub(\(E.self).self, ...)")
            throw .invalidRequest("no stub for \(E.self)")
        }
        try await gate?.pass()
        if Task.isCancelled { throw .cancelled }
        return try respond(endpoint)
    }

    /// Records `endpoint` and returns the stub and the gate registered for its type.
    private func record<E: Endpoint>(_ endpoint: E) -> (stub: Any?, gate: ResponseGate?) {
        registry.withLock { registry in
            registry.sent.append(endpoint)
            return (registry.stubs[ObjectIdentifier(E.self)], registry.gates[ObjectIdentifier(E.self)])
        }
    }
}
