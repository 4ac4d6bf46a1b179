import Foundation
import Kumiki
import KumikiStore
import Observation
import Testing

/// Whether reading `read` inside Observation tracking is told of the change `change` makes.
@MainActor
private func isNotified(reading read: () -> Void, after change: () -> Void) -> Bool {
    let fired = Flag()
    withObservationTracking(read) { fired.set() }
    change()
    return fired.value
}

private final class Flag: @unchecked Sendable {
    @Locked private(set) var value = false
    func set() { value = true }
}

@Suite("Store: the Observation face")
@MainActor
struct StoreObservationTests {
    @Test("a view that reads one field through the store is told when that field changes, and only then")
    func fieldTracking() {
        let store = Store(initialState: ForEachReducerTests.list(3), reducer: CounterList())
        #expect(!isNotified(reading: { _ = store.title }, after: { store.send(.rows(.element(id: 1, action: .tapped))) }))
        #expect(isNotified(reading: { _ = store.title }, after: { store.send(.rename("new")) }))
        #expect(isNotified(reading: { _ = store.tapsSeen }, after: { store.send(.rows(.element(id: 2, action: .tapped))) }))
    }

    @Test("a list read through the store is tracked by its identifiers: a row's change does not wake the list, a removal does")
    func listTracking() {
        let store = Store(initialState: ForEachReducerTests.list(3), reducer: CounterList())
        #expect(!isNotified(reading: { _ = store.rows }, after: { store.send(.rows(.element(id: 3, action: .tapped))) }))
        #expect(isNotified(reading: { _ = store.rows }, after: { store.send(.remove(3)) }))
    }

    @Test("a row's store tells only the views of that row")
    func rowTracking() {
        let store = Store(initialState: ForEachReducerTests.list(100), reducer: CounterList())
        let rows = Array(store.scope(forEach: \.rows, action: CounterList.Action.rows))
        let woken = Flag()
        for row in rows where row.id != 42 {
            withObservationTracking { _ = row.count } onChange: { woken.set() }
        }
        #expect(isNotified(reading: { _ = rows[41].count }, after: { rows[41].send(.tapped) }))
        #expect(!woken.value)
    }

    @Test("reading the whole state tracks the whole state")
    func wholeState() {
        let store = Store(initialState: ForEachReducerTests.list(2), reducer: CounterList())
        #expect(isNotified(reading: { _ = store.state }, after: { store.send(.rename("x")) }))
    }
}
