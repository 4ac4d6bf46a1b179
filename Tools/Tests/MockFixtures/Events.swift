/// An `AsyncSequence` refinement.
// kumiki:mockable
public protocol Events: AsyncSequence where Element == String {
    /// Stops the events.
    func cancel()
}
