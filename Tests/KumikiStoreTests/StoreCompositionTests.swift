import Foundation
import KumikiStore
import KumikiTesting
import Testing

@Suite("Store: rows and optional children")
@MainActor
struct StoreCompositionTests {
    /// A store of `count` rows, its row stores made, and a count of each row store's wake-ups.
    @MainActor
    final class Harness {
        let store: Store<CounterList.State, CounterList.Action>
        let rows: [Store<CounterRow.State, CounterRow.Action>]
        private(set) var wakeUps: [Int: Int] = [:]
        private var cancellables: [AnyCancellable] = []

        init(count: Int) {
            store = Store(initialState: ForEachReducerTests.list(count), reducer: CounterList())
            rows = Array(store.scope(forEach: \.rows, action: CounterList.Action.rows))
            for row in rows {
                let id = row.state.id
                row.objectWillChange.sink { [unowned self] in self.wakeUps[id, default: 0] += 1 }.store(in: &cancellables)
            }
        }

        var totalWakeUps: Int { wakeUps.values.reduce(0, +) }
    }

    @Test("in a 1,000-row list, an action of one row wakes that row's store and no other")
    func oneRowWakesOne() {
        let harness = Harness(count: 1_000)
        harness.rows[499].send(.tapped)
        #expect(harness.wakeUps == [500: 1])
        #expect(harness.rows[499].state.count == 1)
        #expect(harness.store.state.tapsSeen == 1)
    }

    @Test("a change of the list's own state that leaves the rows alone wakes no row")
    func parentChangeWakesNone() {
        let harness = Harness(count: 100)
        harness.store.send(.rename("news"))
        #expect(harness.totalWakeUps == 0)
        #expect(harness.store.state.title == "news")
    }

    @Test("when the list's reducer changes rows itself, exactly the rows that changed wake up")
    func parentRowChanges() {
        let harness = Harness(count: 50)
        harness.rows[3].send(.tapped)
        harness.rows[7].send(.tapped)
        harness.store.send(.resetAll)
        #expect(harness.wakeUps == [4: 2, 8: 2])
        #expect(harness.rows.allSatisfy { $0.state.count == 0 })
    }

    @Test("a row's store is the same object while the row lives; a removed row's store keeps its state and refuses actions")
    func removedRow() async {
        let harness = Harness(count: 3)
        let collection = harness.store.scope(forEach: \.rows, action: CounterList.Action.rows)
        #expect(collection.store(for: 2) === harness.rows[1])
        harness.rows[1].send(.tapped)
        harness.store.send(.remove(2))
        #expect(collection.store(for: 2) == nil)
        #expect(harness.store.scope(forEach: \.rows, action: CounterList.Action.rows).ids == [1, 3])
        #expect(harness.rows[1].state.count == 1)
        withKnownIssue {
            harness.rows[1].send(.tapped)
        } matching: { issue in
            issue.description.contains("An action was sent to a store whose state is gone")
        }
        #expect(harness.store.state.tapsSeen == 1)
    }

    @Test("a reducer that drops the forEach's report still refreshes every row: missing news costs time, not correctness")
    func droppedReport() {
        // The outer reducer runs the list but returns its own effect, discarding the list's.
        let outer = Reduce<CounterList.State, CounterList.Action> { state, action in
            _ = CounterList().reduce(into: &state, action: action)
            return .none
        }
        let store = Store(initialState: ForEachReducerTests.list(5), reducer: outer)
        let rows = Array(store.scope(forEach: \.rows, action: CounterList.Action.rows))
        rows[2].send(.tapped)
        #expect(rows[2].state.count == 1)
        #expect(rows.map(\.state.count) == [0, 0, 1, 0, 0])
    }

    @Test("an optional child's store exists only while its state does, and a new one comes with the next state")
    func optionalChild() async {
        let store = Store(initialState: DetailHost.State(), reducer: DetailHost())
        #expect(store.scope(ifLet: \.detail, action: DetailHost.Action.detail) == nil)
        store.send(.open(4))
        let detail = store.scope(ifLet: \.detail, action: DetailHost.Action.detail)
        #expect(detail != nil)
        #expect(store.scope(ifLet: \.detail, action: DetailHost.Action.detail) === detail)
        detail?.send(.tapped)
        #expect(detail?.state.count == 1)
        #expect(store.state.detail?.count == 1)
        store.send(.dismiss)
        #expect(detail?.state.count == 1, "the dismissed store keeps its last state")
        withKnownIssue {
            detail?.send(.tapped)
        } matching: { issue in
            issue.description.contains("An action was sent to a store whose state is gone")
        }
        store.send(.open(5))
        let next = store.scope(ifLet: \.detail, action: DetailHost.Action.detail)
        #expect(next != nil && next !== detail)
        #expect(next?.state.id == 5)
    }

    @Test("the publisher delivers the current state on subscription and every change; a scoped Equatable child publishes only its own changes")
    func publisherFaces() throws {
        let store = Store(initialState: ForEachReducerTests.list(2), reducer: CounterList())
        let titles = store.publisher.map(\.title).record()
        let taps = store.scope(state: { $0.tapsSeen }, action: { $0 }).publisher.record()
        store.send(.rename("a"))
        store.send(.rows(.element(id: 1, action: .tapped)))
        #expect(try titles.availableElements.get() == ["list", "a", "a"])
        #expect(try taps.availableElements.get() == [0, 1])
    }
}
