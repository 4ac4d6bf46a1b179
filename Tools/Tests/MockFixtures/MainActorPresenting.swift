/// A main-actor protocol with requirements that opt out of its isolation.
// kumiki:mockable
@MainActor
public protocol MainActorPresenting: AnyObject {
    /// An isolated property.
    var title: String { get set }
    /// An isolated method.
    func present(_ screen: String, animated: Bool)
    /// An isolated `async` method.
    func dismiss() async
    /// A requirement outside the main actor.
    nonisolated func identifier() -> String
    /// A property outside the main actor.
    nonisolated var version: Int { get }
}
