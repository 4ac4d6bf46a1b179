/// An actor protocol: its mock is an actor.
// kumiki:mockable
public protocol Counter: Actor {
    /// The count.
    var value: Int { get }
    /// Counts one more and returns the count.
    func increment() -> Int
    /// An `async` requirement.
    func reset() async
    /// A requirement outside the actor.
    nonisolated func label() -> String
}
