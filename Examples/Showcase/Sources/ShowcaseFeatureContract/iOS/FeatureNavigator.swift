#if canImport(SwiftUI)
import ShowcaseRouting

/// How a feature's views navigate on iOS: they ask for a route, or to go back, and the app's
/// navigation stacks do it; no view knows another feature or the stack it is on.
@MainActor
public struct FeatureNavigator {
    /// Opens `route` on the current tab, whichever feature draws it.
    public let push: (ShowcaseRoute) -> Void
    /// Goes back one screen.
    public let pop: () -> Void

    /// A navigator over the app's own push and pop.
    public init(push: @escaping (ShowcaseRoute) -> Void, pop: @escaping () -> Void) {
        self.push = push
        self.pop = pop
    }
}
#endif
