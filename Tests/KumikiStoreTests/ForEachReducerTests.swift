import Foundation
import KumikiStore
import KumikiTesting
import Testing

/// A row of a list: it counts taps, and loads something slowly that it can cancel itself.
struct CounterRow: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var count = 0
        var loaded: [String] = []
    }

    enum Action: Equatable {
        case tapped
        case startLoad
        case cancelLoad
        case loaded(String)
    }

    enum CancelID { case load }

    let delay: Duration
    /// Rows whose load takes longer than `delay`: a load a test cancels must still be running
    /// when the cancellation arrives, however slow the machine (ThreadSanitizer, a loaded CI).
    var delaysByRow: [Int: Duration] = [:]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .tapped:
            state.count += 1
            return .none
        case .startLoad:
            let (delay, id) = (delaysByRow[state.id] ?? self.delay, state.id)
            return .run { send in
                try await Task.sleep(for: delay)
                await send(.loaded("row \(id)"))
            }
            .cancellable(id: CancelID.load)
        case .cancelLoad:
            return .cancel(id: CancelID.load)
        case .loaded(let text):
            state.loaded.append(text)
            return .none
        }
    }
}

/// A list of ``CounterRow``s that can remove rows and counts every row tap it sees.
struct CounterList: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<CounterRow.State> = []
        var tapsSeen = 0
        var title = "list"
    }

    enum Action: Equatable {
        case rows(IdentifiedAction<Int, CounterRow.Action>)
        case remove(Int)
        case resetAll
        case rename(String)

        var rows: IdentifiedAction<Int, CounterRow.Action>? {
            if case .rows(let action) = self { action } else { nil }
        }
    }

    var delay: Duration = .milliseconds(50)
    var delaysByRow: [Int: Duration] = [:]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        core.reduce(into: &state, action: action)
    }

    private var core: ForEachReducer<Reduce<State, Action>, Int, CounterRow> {
        Reduce<State, Action> { state, action in
            switch action {
            case .rows(.element(_, .tapped)):
                state.tapsSeen += 1
                return .none
            case .rows:
                return .none
            case .remove(let id):
                state.rows.remove(id: id)
                return .none
            case .resetAll:
                for id in state.rows.ids { state.rows[id: id]?.count = 0 }
                return .none
            case .rename(let title):
                state.title = title
                return .none
            }
        }
        .forEach(\.rows, action: Action.rows, extract: \.rows) { CounterRow(delay: delay, delaysByRow: delaysByRow) }
    }
}

@Suite("forEach: a list of child features")
@MainActor
struct ForEachReducerTests {
    static func list(_ count: Int) -> CounterList.State {
        CounterList.State(rows: IdentifiedArray(uniqueElements: (1...count).map { CounterRow.State(id: $0) }))
    }

    @Test("an element's action runs its reducer on that element only, then the parent's, which sees it")
    func elementAction() async {
        let store = TestStore(initialState: Self.list(3), reducer: CounterList())
        await store.send(.rows(.element(id: 2, action: .tapped))) {
            $0.rows[id: 2]?.count = 1
            $0.tapsSeen = 1
        }
    }

    @Test("an element's effect sends its actions back tagged with the element's identifier")
    func elementEffect() async {
        let store = TestStore(initialState: Self.list(2), reducer: CounterList(delay: .milliseconds(1)))
        await store.send(.rows(.element(id: 2, action: .startLoad)))
        await store.receive(.rows(.element(id: 2, action: .loaded("row 2")))) {
            $0.rows[id: 2]?.loaded = ["row 2"]
        }
    }

    @Test("rows keep their cancellation identifiers to themselves: cancelling one row's load leaves the other's running")
    func privateCancellation() async {
        let store = TestStore(
            initialState: Self.list(2),
            reducer: CounterList(delay: .milliseconds(30), delaysByRow: [1: .seconds(60)])
        )
        await store.send(.rows(.element(id: 1, action: .startLoad)))
        await store.send(.rows(.element(id: 2, action: .startLoad)))
        await store.send(.rows(.element(id: 1, action: .cancelLoad)))
        await store.receive(.rows(.element(id: 2, action: .loaded("row 2")))) {
            $0.rows[id: 2]?.loaded = ["row 2"]
        }
        await store.finish()
    }

    @Test("removing an element cancels its running effects: nothing arrives for it, nothing is left running")
    func removalCancels() async {
        // Row 1's load would take a minute: if removing the row did not cancel it, it is still
        // running when `finish` gives up, and the test fails.
        let store = TestStore(initialState: Self.list(2), reducer: CounterList(delaysByRow: [1: .seconds(60)]))
        await store.send(.rows(.element(id: 1, action: .startLoad)))
        await store.send(.remove(1)) {
            $0.rows.remove(id: 1)
        }
        await store.finish(timeout: .seconds(1))
    }

    @Test("an action for an element that is not in the list is reported at the forEach")
    func missingElement() async {
        let store = TestStore(initialState: Self.list(1), reducer: CounterList())
        await withKnownIssue {
            await store.send(.rows(.element(id: 9, action: .cancelLoad)))
        } matching: { issue in
            issue.description.contains("A forEach received an action for an element that is not in its collection")
        }
    }

    @Test("an unasserted row change fails with a diff that shows the row")
    func exhaustiveRowDiff() async {
        let store = TestStore(initialState: Self.list(2), reducer: CounterList())
        await withKnownIssue {
            await store.send(.rows(.element(id: 1, action: .tapped))) {
                $0.tapsSeen = 1
            }
        } matching: { issue in
            let text = issue.description
            return text.contains("The state is not as asserted") && text.contains("count: 1") && text.contains("−")
        }
    }
}
