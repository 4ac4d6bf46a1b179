import KumikiStore
import Testing

private struct Inbox: Reducer {
    struct State: Equatable {
        var messages: [String] = []
        var draft = ""
    }

    enum Action: Equatable {
        case draftChanged(String)
        case sendTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .draftChanged(let draft):
            state.draft = draft
        case .sendTapped:
            state.messages.append(state.draft)
            state.draft = ""
        }
        return .none
    }
}

@Suite("ViewStore")
@MainActor
struct ViewStoreTests {
    @Test("a view of the message count re-renders when the count changes, not on every keystroke")
    func announcesOnlyItsOwnChanges() {
        let store = Store(initialState: Inbox.State(), reducer: Inbox())
        let viewStore = ViewStore(store, observe: \.messages.count)
        var announcements = 0
        let cancellable = viewStore.objectWillChange.sink { announcements += 1 }
        store.send(.draftChanged("お"))
        store.send(.draftChanged("おは"))
        store.send(.draftChanged("おはよう"))
        #expect(announcements == 0)
        #expect(viewStore.state == 0)
        viewStore.send(.sendTapped)
        #expect(announcements == 1)
        #expect(viewStore.state == 1)
        #expect(store.state.messages == ["おはよう"])
        cancellable.cancel()
    }

    @Test("the publisher replays the current view state and then only distinct ones")
    func publisherIsDeduplicated() {
        let store = Store(initialState: Inbox.State(), reducer: Inbox())
        let viewStore = ViewStore(store, observe: \.draft.isEmpty)
        var values: [Bool] = []
        let cancellable = viewStore.publisher.sink { values.append($0) }
        store.send(.draftChanged("a"))
        store.send(.draftChanged("ab"))
        store.send(.sendTapped)
        #expect(values == [true, false, true])
        cancellable.cancel()
    }

    @Test("a view store of a scoped store follows the child's state")
    func scopedStore() {
        let store = Store(initialState: Inbox.State(), reducer: Inbox())
        let child = store.scope(state: \.draft, action: { Inbox.Action.draftChanged($0) })
        let viewStore = ViewStore(child, observe: \.count)
        viewStore.send("三文字")
        #expect(viewStore.state == 3)
        #expect(store.state.draft == "三文字")
    }

    @Test("the view store keeps its store alive")
    func lifetime() {
        weak var weakStore: Store<Inbox.State, Inbox.Action>?
        var viewStore: ViewStore<Int, Inbox.Action>?
        do {
            let store = Store(initialState: Inbox.State(), reducer: Inbox())
            weakStore = store
            viewStore = ViewStore(store, observe: \.messages.count)
        }
        #expect(weakStore != nil)
        viewStore?.send(.sendTapped)
        #expect(viewStore?.state == 1)
        viewStore = nil
        #expect(weakStore == nil)
    }
}
