import Foundation
import KumikiStore
import Testing

/// Collects what `debug()` prints.
private final class Lines: @unchecked Sendable {
    private let stored = Locked<[String]>([])
    func append(_ line: String) { stored.withLock { $0.append(line) } }
    var all: [String] { stored.current }
}

@Suite("Store: action-flood warnings (debug builds)")
@MainActor
struct ActionFloodTests {
    @Test("a scroll that sends an action per frame for every visible row warns, naming the case")
    func scrollFlood() async {
        let store = Store(initialState: ForEachReducerTests.list(40), reducer: CounterList())
        let rows = Array(store.scope(forEach: \.rows, action: CounterList.Action.rows))
        withKnownIssue {
            // One second of scrolling at 60 frames a second, twelve rows on screen.
            for frame in 0..<60 {
                for row in rows[(frame % 28)..<(frame % 28 + 12)] {
                    row.send(.tapped)
                }
            }
        } matching: { issue in
            let text = issue.description
            return text.contains("The action rows.element.tapped was sent 101 times within") && text.contains("limit is 100 per 1 s")
        }
    }

    @Test("a normal session stays silent: taps, a rename, a removal")
    func normalSession() {
        let store = Store(initialState: ForEachReducerTests.list(40), reducer: CounterList())
        let rows = Array(store.scope(forEach: \.rows, action: CounterList.Action.rows))
        for row in rows.prefix(20) { row.send(.tapped) }
        store.send(.rename("news"))
        store.send(.remove(3))
        for row in rows.suffix(10) { row.send(.tapped) }
        #expect(store.state.tapsSeen == 30)
    }

    @Test("one send that leads to more than 1,000 actions warns once; the limits are adjustable")
    func synchronousFlood() async {
        // `.send` effects feed back synchronously: one send leads to 1,500 actions before it returns.
        let store = Store(initialState: 0, reducer: Reduce<Int, Int> { state, action in
            state = action
            return action < 1_500 ? .send(action + 1) : .none
        })
        store.actionFloodLimits = ActionFloodLimits(perCase: .max)
        withKnownIssue {
            store.send(0)
        } matching: { issue in
            issue.description.contains("led to more than 1000 actions before it returned")
        }
        #expect(store.state == 1_500)
        store.actionFloodLimits = .off
        store.send(0)
        #expect(store.state == 1_500)
    }

    @Test("debug() prints each action and the state difference it caused")
    func debugReducer() {
        let lines = Lines()
        let store = Store(
            initialState: ForEachReducerTests.list(2),
            reducer: CounterList().debug("list: ", to: { lines.append($0) }))
        store.send(.rename("news"))
        store.send(.remove(2))
        let printed = lines.all
        #expect(printed.count == 2)
        #expect(printed[0].hasPrefix("list: received action:\n  CounterList.Action.rename(\"news\")"))
        #expect(printed[0].contains("-   title: \"list\"\n+   title: \"news\""))
        #expect(printed[1].contains("remove(2)"))
    }
}
