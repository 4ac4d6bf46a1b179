/// The state of the request that fills a list: none in flight, one in flight,
/// or the last one failed.
///
/// `RequestState` says nothing about the items already on screen; combine it
/// with them in a ``ListState`` to decide which views show.
public enum RequestState<Failure: Error> {
    /// No request is in flight and the last one (if any) succeeded.
    case none
    /// A request is in flight.
    case requesting
    /// The last request failed.
    case failed(Failure)

    /// Whether a request is in flight.
    public var isRequesting: Bool {
        if case .requesting = self { return true }
        return false
    }

    /// The failure of the last request, or `nil` if it did not fail.
    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}

extension RequestState: Equatable where Failure: Equatable {}
extension RequestState: Hashable where Failure: Hashable {}
extension RequestState: Sendable where Failure: Sendable {}
