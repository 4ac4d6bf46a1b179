/// Sends endpoints and returns their decoded responses; the seam between
/// Requesters and the network.
///
/// Requesters depend on this protocol, never on ``APIClient`` directly, so
/// their tests (and the Repositories above them) can use a stub.
public protocol APIClientProtocol: Sendable {
    /// Sends `endpoint` and returns its decoded success, or throws a ``NetworkError``.
    ///
    /// Cancelling the calling task cancels the request.
    func send<E: Endpoint>(_ endpoint: E) async throws(NetworkError) -> E.Success
}

extension APIClientProtocol {
    /// The Combine face of ``send(_:)``: the request starts on subscription,
    /// emits once, and is cancelled when the subscriber cancels.
    public func request<E: Endpoint>(_ endpoint: E) -> NetworkPublisher<E.Success> {
        AsyncOperationPublisher { () async -> Result<E.Success, NetworkError> in
            do throws(NetworkError) {
                return .success(try await send(endpoint))
            } catch {
                return .failure(error)
            }
        }
        .eraseToAnyPublisher()
    }
}
