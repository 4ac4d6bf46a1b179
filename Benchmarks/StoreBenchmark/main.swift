// What a store costs, side by side in one run. Run in release:
//
//     swift run -c release kumiki-store-benchmark [--rounds N]
//
// 1. Per action through a three-level scoped store (root → feed → row, a view subscribed to
//    the row) against the same work written by hand: one `@Published` state with `map` +
//    `removeDuplicates` per level and the same view. Target ≤ 1.25×. A bare loop that only
//    calls the reducer is printed as the floor.
// 2. Creating a scoped store (`scope(state:action:)`), in µs: TCA reports about 9 µs after its
//    scoping rewrite (their figure, their machine).
// 3. A send to one row of a 1,000-row list through the row's store (`forEach` + `scope(forEach:)`,
//    every row's store alive and observed) against the same action sent to the list's own store
//    with no row stores (a single store: what the row scoping adds). Target ≤ 2×. A send to a store
//    that holds one row and no list is printed too: the cost of the list itself (the `forEach`
//    reducer finding the row by identifier, through key paths).
// 4. Memory per row store: heap bytes in use after making 1,000 row stores, per store.
// 5. Wake-ups per send in that 1,000-row list: how many row stores told their observers. Goal: 1.
//
// Every timed loop runs in alternating rounds so machine noise hits each side alike; medians
// are printed. It asserts nothing.
import BenchmarkSupport
import Foundation
import HeapStats
import KumikiStore

let arguments = BenchmarkArguments(
    usage: """
        usage: kumiki-store-benchmark [--rounds N] [--rows N] [--rows N]
          Prints a store's costs side by side (per action through scopes, scoping, a row of a
          1,000-row list, memory per row store, wake-ups per send); run with -c release.
        """,
    options: ["--rounds", "--rows"]
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

/// One article row of a feed: read state and likes.
struct ArticleRow: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var title: String
        var likes = 0
        var isRead = false
    }
    enum Action { case liked, opened }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .liked: state.likes &+= 1
        case .opened: state.isRead = true
        }
        return .none
    }
}

/// A feed of `ArticleRow`s.
struct ArticleList: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<ArticleRow.State>
        var title = "feed"
    }
    enum Action {
        case rows(IdentifiedAction<Int, ArticleRow.Action>)
        var rows: IdentifiedAction<Int, ArticleRow.Action>? {
            if case .rows(let action) = self { action } else { nil }
        }
    }

    private let core = Reduce<State, Action> { _, _ in .none }
        .forEach(\.rows, action: Action.rows, extract: \.rows) { ArticleRow() }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        core.reduce(into: &state, action: action)
    }

    static func state(rows count: Int) -> State {
        State(rows: IdentifiedArray(uniqueElements: (0..<count).map { ArticleRow.State(id: $0, title: "Article \($0) 組木の記事") }))
    }
}

let actionCount = 10_000
let rounds = arguments.count("--rounds", default: 15)
let names = (0..<actionCount).map { "user\($0 % 100)" }
let rowCount = arguments.count("--rows", default: 1_000)

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

/// One call of the reducer, kept out of line so the optimiser cannot fold the whole loop away.
@inline(never)
func reduceOnce(_ reducer: Root, _ state: inout Root.State, _ action: Root.Action) -> Effect<Root.Action> {
    reducer.reduce(into: &state, action: action)
}

@MainActor
func runBareLoop() -> Int {
    var state = Root.State()
    let reducer = Root()
    var seen = 0
    for name in names {
        _ = reduceOnce(reducer, &state, .feed(.row(.like(name))))
        seen &+= state.feed.row.likes
    }
    return seen
}

/// Makes `actionCount` scoped stores of one root, keeping them alive, and returns how many.
@MainActor
func runScoping() -> Int {
    let root = Store(initialState: Root.State(), reducer: Root())
    var children: [Store<Root.Feed, Root.FeedAction>] = []
    children.reserveCapacity(actionCount)
    for _ in 0..<actionCount {
        children.append(root.scope(state: \.feed, action: Root.Action.feed))
    }
    return children.count
}

/// A 1,000-row list with every row's store alive and observed; sends to one row at a time.
@MainActor
final class RowList {
    let store = Store(initialState: ArticleList.state(rows: rowCount), reducer: ArticleList())
    let rows: [Store<ArticleRow.State, ArticleRow.Action>]
    private(set) var wakeUps = 0
    private var views: [AnyCancellable] = []

    init() {
        rows = Array(store.scope(forEach: \.rows, action: ArticleList.Action.rows))
        for row in rows {
            row.objectWillChange.sink { [unowned self] in self.wakeUps += 1 }.store(in: &views)
        }
    }
}

@MainActor
func runRowSends(_ list: RowList) -> Int {
    for index in 0..<actionCount {
        list.rows[(index &* 7) % rowCount].send(.liked)
    }
    return actionCount
}

/// The same row actions sent to the list's store, with no row stores at all.
@MainActor
func runListStoreSends() -> Int {
    let store = Store(initialState: ArticleList.state(rows: rowCount), reducer: ArticleList())
    var wakeUps = 0
    let view = store.objectWillChange.sink { wakeUps += 1 }
    for index in 0..<actionCount {
        store.send(.rows(.element(id: (index &* 7) % rowCount, action: .liked)))
    }
    view.cancel()
    return wakeUps
}

@MainActor
func runSingleStoreSends() -> Int {
    let store = Store(initialState: ArticleRow.State(id: 0, title: "Article 0 組木の記事"), reducer: ArticleRow())
    var wakeUps = 0
    let view = store.objectWillChange.sink { wakeUps += 1 }
    for _ in 0..<actionCount {
        store.send(.liked)
    }
    view.cancel()
    return wakeUps
}

/// Heap bytes in use, from the allocator.
func heapInUse() -> Int {
    Int(kumiki_heap_in_use())
}

@MainActor
func main() {
    #if DEBUG
    print("warning: debug build; run `swift run -c release kumiki-store-benchmark` for real figures")
    #endif
    print("kumiki-store-benchmark: medians of \(rounds) alternating rounds, \(ProcessInfo.processInfo.activeProcessorCount) cores")

    // 1. Per action through three levels of scope.
    _ = runStore()
    _ = runHandWritten()
    let perAction = measure([runStore, runHandWritten, runBareLoop])
    let (store, hand, bare) = (perAction[0], perAction[1], perAction[2])
    precondition(store.check == hand.check && hand.check == bare.check, "the three loops must do the same work")
    func perSend(_ seconds: Double) -> String {
        String(format: "%8.1f ns", seconds / Double(actionCount) * 1e9)
    }
    print("\n1. \(actionCount) actions through a three-level scoped store (root → feed → row, a view on the row)")
    print("   Store                                         \(perSend(store.seconds)) per action")
    print("   hand-written @Published + derived publishers  \(perSend(hand.seconds)) per action")
    print("   bare reducer loop, no observation (floor)     \(perSend(bare.seconds)) per action")
    print(String(format: "   ratio Store / hand-written: %.2f× (target ≤ 1.25×)", store.seconds / hand.seconds))

    // 2. Creating a scoped store.
    let scoping = measure([runScoping])[0]
    print("\n2. creating a scoped store: " + String(format: "%.2f µs", scoping.seconds / Double(actionCount) * 1e6)
        + " each (TCA reports about 9 µs after its scoping rewrite: their figure, their machine)")

    // 3. A send to one row of 1,000 against a send to a single store.
    let list = RowList()
    _ = runRowSends(list)
    _ = runListStoreSends()
    _ = runSingleStoreSends()
    let wakeUpsBefore = list.wakeUps
    let sends = measure([{ runRowSends(list) }, runListStoreSends, runSingleStoreSends])
    let (row, listStore, single) = (sends[0], sends[1], sends[2])
    let rowWakeUps = Double(list.wakeUps - wakeUpsBefore) / Double(actionCount * rounds)
    print("\n3. a send to one row of a \(rowCount)-row list (every row's store alive and observed)")
    print("   through the row's store (forEach + scope(forEach:))  \(perSend(row.seconds)) per send")
    print("   the same action to the list's store, no row stores  \(perSend(listStore.seconds)) per send")
    print("   to a store holding one row and no list              \(perSend(single.seconds)) per send")
    print(String(format: "   ratio row store / list's store: %.2f× (target ≤ 2×)", row.seconds / listStore.seconds))
    print(String(format: "   ratio row store / one-row store: %.2f× (the list's own cost: finding the row by identifier)", row.seconds / single.seconds))

    // 4. Memory per row store.
    let before = heapInUse()
    let fresh = Store(initialState: ArticleList.state(rows: rowCount), reducer: ArticleList())
    let afterState = heapInUse()
    let rowStores = Array(fresh.scope(forEach: \.rows, action: ArticleList.Action.rows))
    let afterStores = heapInUse()
    if before > 0 {
        print("\n4. memory: \((afterStores - afterState) / rowCount) bytes per row store"
            + " (the \(rowCount) rows themselves: \((afterState - before) / rowCount) bytes each)")
    } else {
        print("\n4. memory: not measured on this platform")
    }
    withExtendedLifetime(rowStores) {}

    // 5. Wake-ups.
    print("\n5. wake-ups per send in the \(rowCount)-row list: " + String(format: "%.3f", rowWakeUps)
        + " row stores (goal: exactly 1)")
}

MainActor.assumeIsolated { main() }
