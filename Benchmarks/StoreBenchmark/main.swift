// Cost of `Store.send` through a three-level scoped store, against the same
// work written by hand. Run in release:
//
//     swift run -c release kumiki-store-benchmark
//
// Both sides run the same reducer on the same state for 10,000 actions, and
// both keep a "view" subscribed to the innermost state (the row), as a
// screen would. The hand-written side holds the state in one `@Published`
// property and derives the feed and row publishers with `map` +
// `removeDuplicates`: what a team writes without a store. A bare loop that
// only calls the reducer (no observation at all) is printed as a floor.
import BenchmarkSupport
import Foundation
import KumikiStore

let arguments = BenchmarkArguments(
    usage: """
        usage: kumiki-store-benchmark [--rounds N]
          Times Store.send through scoped stores against the same work by hand; run with -c release.
        """,
    options: ["--rounds"]
)

struct Root: Reducer {
    struct State: Equatable {
        var feed = Feed()
        var counter = 0
    }
    struct Feed: Equatable {
        var row = Row()
        var title = "feed"
    }
    struct Row: Equatable {
        var likes = 0
        var lastLiker = ""
    }
    enum Action { case feed(FeedAction) }
    enum FeedAction { case row(RowAction) }
    enum RowAction { case like(String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .feed(.row(.like(let who))):
            state.feed.row.likes += 1
            state.feed.row.lastLiker = who
            state.counter &+= 1
        }
        return .none
    }
}

/// The hand-written equivalent: one published state, derived publishers, a view sink.
@MainActor
final class HandWrittenScreen {
    @Published private(set) var state = Root.State()
    private let reducer = Root()

    var rowPublisher: AnyPublisher<Root.Row, Never> {
        $state.map(\.feed).removeDuplicates().map(\.row).removeDuplicates().eraseToAnyPublisher()
    }

    func send(_ action: Root.Action) {
        var next = state
        _ = reducer.reduce(into: &next, action: action)
        state = next
    }
}

let actionCount = 10_000
let rounds = arguments.count("--rounds", default: 15)
let names = (0..<actionCount).map { "user\($0 % 100)" }

/// Times `bodies` in alternating rounds, so machine noise hits every side alike, and returns each side's median.
@MainActor
func measure(_ bodies: [() -> Int]) -> [(seconds: Double, check: Int)] {
    var samples = Array(repeating: [Double](), count: bodies.count)
    var checks = Array(repeating: 0, count: bodies.count)
    for _ in 0..<rounds {
        for (index, body) in bodies.enumerated() {
            let start = ContinuousClock.now
            checks[index] = body()
            let elapsed = ContinuousClock.now - start
            samples[index].append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
    }
    return samples.indices.map { index in
        let sorted = samples[index].sorted()
        return (sorted[sorted.count / 2], checks[index])
    }
}

@MainActor
func runStore() -> Int {
    let root = Store(initialState: Root.State(), reducer: Root())
    let feed = root.scope(state: \.feed, action: Root.Action.feed)
    let row = feed.scope(state: \.row, action: Root.FeedAction.row)
    var seen = 0
    let view = row.publisher.sink { seen &+= $0.likes }
    for name in names { row.send(.like(name)) }
    view.cancel()
    return seen
}

@MainActor
func runHandWritten() -> Int {
    let screen = HandWrittenScreen()
    var seen = 0
    let view = screen.rowPublisher.sink { seen &+= $0.likes }
    for name in names { screen.send(.feed(.row(.like(name)))) }
    view.cancel()
    return seen
}

@MainActor
func runBareLoop() -> Int {
    var state = Root.State()
    let reducer = Root()
    var seen = 0
    for name in names {
        _ = reducer.reduce(into: &state, action: .feed(.row(.like(name))))
        seen &+= state.feed.row.likes
    }
    return seen
}

@MainActor
func main() {
    #if DEBUG
    print("warning: debug build; run `swift run -c release kumiki-store-benchmark` for real figures")
    #endif
    _ = runStore()
    _ = runHandWritten()
    let results = measure([runStore, runHandWritten, runBareLoop])
    let (store, hand, bare) = (results[0], results[1], results[2])
    precondition(store.check == hand.check && hand.check == bare.check, "the three loops must do the same work")

    func perSend(_ seconds: Double) -> String {
        String(format: "%8.1f ns/action", seconds / Double(actionCount) * 1e9)
    }
    print("\(actionCount) actions through a three-level scoped store, median of \(rounds) alternating rounds")
    print("  Store (root → feed → row, view on row)     \(perSend(store.seconds))")
    print("  hand-written @Published + derived publishers \(perSend(hand.seconds))")
    print("  bare reducer loop, no observation (floor)  \(perSend(bare.seconds))")
    print(String(format: "  ratio Store / hand-written: %.2f× (target ≤ 2×)", store.seconds / hand.seconds))
    print(String(format: "  ratio Store / bare loop:    %.1f×", store.seconds / bare.seconds))
}

MainActor.assumeIsolated { main() }
