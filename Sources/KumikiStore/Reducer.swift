/// A feature's logic: how an action changes the state, and what work it starts.
///
/// Write one struct per feature. Its dependencies arrive through the
/// initializer the Kumiki way, so a test builds the reducer with doubles:
///
/// ```swift
/// struct CounterFeature: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action: Equatable { case incrementTapped, saved }
///     typealias Dependency = HasAnalyticsTracker
///
///     let dependency: Dependency
///     init(dependency: Dependency = CoreDependencies()) { self.dependency = dependency }
///
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         switch action {
///         case .incrementTapped:
///             state.count += 1
///             return .none
///         case .saved:
///             return .none
///         }
///     }
/// }
/// ```
///
/// A reducer must be a pure function of the state and the action apart from
/// the effects it returns: all I/O happens in an ``Effect``.
public protocol Reducer<State, Action> {
    /// Everything the feature's view shows and the feature's logic needs.
    associatedtype State
    /// Everything that can happen to the feature: user inputs and effect results.
    associatedtype Action

    /// Applies `action` to `state` and returns the work it starts.
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// A reducer from a closure, for small features and for tests.
public struct Reduce<State, Action>: Reducer {
    private let body: (inout State, Action) -> Effect<Action>

    /// Creates a reducer that runs `body`.
    public init(_ body: @escaping (inout State, Action) -> Effect<Action>) {
        self.body = body
    }

    /// Runs the closure.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body(&state, action)
    }
}
