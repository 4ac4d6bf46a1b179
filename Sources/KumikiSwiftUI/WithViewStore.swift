#if canImport(SwiftUI)
import KumikiStore
import SwiftUI

/// A view that observes one slice of a `Store`'s state and re-renders only when that
/// slice changes.
///
/// Use it for the parts of a screen that show little of a large state (a header, a
/// badge, a row), so the rest of the state can change without redrawing them. The slice is
/// an `Equatable` scope of the store with the same actions, so `content` reads it as
/// `state` and sends the feature's own actions:
///
/// ```swift
/// WithViewStore(store, observe: \.unreadCount) { viewStore in
///     Text("\(viewStore.state) unread")
/// }
/// ```
///
/// Outside SwiftUI, `store.scope(state:action:)` with an `Equatable` slice gives the same
/// deduplicated `publisher`.
public struct WithViewStore<ViewState: Equatable, Action, Content: View>: View {
    @StateObject private var viewStore: Store<ViewState, Action>
    private let content: (Store<ViewState, Action>) -> Content

    /// Observes `toViewState(store.state)` and builds `content` from it.
    public init<State>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (State) -> ViewState,
        @ViewBuilder content: @escaping (Store<ViewState, Action>) -> Content
    ) {
        _viewStore = StateObject(wrappedValue: store.scope(state: toViewState, action: { $0 }))
        self.content = content
    }

    /// The content built from the current view state.
    public var body: some View {
        content(viewStore)
    }
}

extension Store {
    /// A two-way binding for a control: it reads `value(state)` and sends
    /// `action(newValue)` when the control changes, so the reducer stays the only writer.
    ///
    /// ```swift
    /// TextField("Message", text: viewStore.binding(get: \.draft, send: Inbox.Action.draftChanged))
    /// ```
    public func binding<Value>(
        get value: @escaping (State) -> Value,
        send action: @escaping (Value) -> Action
    ) -> Binding<Value> {
        Binding(
            get: { value(self.state) },
            set: { self.send(action($0)) }
        )
    }
}
#endif
