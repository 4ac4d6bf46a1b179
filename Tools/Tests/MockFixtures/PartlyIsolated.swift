/// A protocol whose requirements are isolated one by one.
// kumiki:mockable
public protocol PartlyIsolated: Sendable {
    /// A main-actor method.
    @MainActor func render(_ text: String)
    /// A main-actor property.
    @MainActor var isVisible: Bool { get }
    /// A method of no actor.
    func prepare() async
}
