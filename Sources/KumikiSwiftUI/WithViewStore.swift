#if canImport(SwiftUI)
import KumikiStore
import SwiftUI

/// A view that observes one slice of a ``Store``'s state and re-renders only when that
/// slice changes; the SwiftUI face of ``ViewStore``.
///
/// Use it for the parts of a screen that show little of a large state (a header, a
/// badge, a row), so the rest of the state can change without redrawing them:
///
/// ```swift
/// WithViewStore(store, observe: \.unreadCount) { viewStore in
///     Text("\(viewStore.state) unread")
/// }
/// ```
public struct WithViewStore<ViewState: Equatable, Action, Content: View>: View {
    @StateObject private var viewStore: ViewStore<ViewState, Action>
    private let content: (ViewStore<ViewState, Action>) -> Content

    /// Observes `toViewState(store.state)` and builds `content` from it.
    public init<State>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (State) -> ViewState,
        @ViewBuilder content: @escaping (ViewStore<ViewState, Action>) -> Content
    ) {
        _viewStore = StateObject(wrappedValue: ViewStore(store, observe: toViewState))
        self.content = content
    }

    /// The content built from the current view state.
    public var body: some View {
        content(viewStore)
    }
}

extension ViewStore {
    /// A two-way binding for a control: it reads `value(state)` and sends
    /// `action(newValue)` when the control changes, so the reducer stays the only writer.
    ///
    /// ```swift
    /// TextField("Message", text: viewStore.binding(get: \.draft, send: Inbox.Action.draftChanged))
    /// ```
    public func binding<Value>(
        get value: @escaping (ViewState) -> Value,
        send action: @escaping (Value) -> Action
    ) -> Binding<Value> {
        Binding(
            get: { value(self.state) },
            set: { self.send(action($0)) }
        )
    }
}
#endif
