import Foundation
import KumikiStore
import KumikiTestSupport
import KumikiTesting
import Testing

/// A counter with every kind of effect, to exercise the store.
private struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
        var log: [String] = []
    }

    enum Action: Equatable {
        case increment
        case startTimer
        case stopTimer
        case tick
        case echo(String)
        case sendTwice
        case sequence
        case publisherEffect
        case offMainEffect
        case restartable(Int)
    }

    enum CancelID { case timer, restartable }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .startTimer:
            return .run { send in
                while true {
                    try await Task.sleep(for: .milliseconds(5))
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer)
        case .stopTimer:
            return .cancel(id: CancelID.timer)
        case .tick:
            state.count += 1
            return .none
        case .echo(let text):
            state.log.append(text)
            return .none
        case .sendTwice:
            return .merge(.send(.echo("a")), .send(.echo("b")))
        case .sequence:
            return .concatenate(
                .run { send in
                    try await Task.sleep(for: .milliseconds(20))
                    await send(.echo("first"))
                },
                .send(.echo("second"))
            )
        case .publisherEffect:
            return .publisher(["p1", "p2"].publisher.map(Action.echo))
        case .offMainEffect:
            // A serial queue: on a concurrent one (`DispatchQueue.global()`) the value and the
            // completion are scheduled separately and may run out of order, and a completion that
            // wins drops the value (it failed here about one run in twelve, in OpenCombine as in Combine).
            return .publisher(
                Just(Action.echo("from background"))
                    .receive(on: DispatchQueue(label: "off-main effect"))
                    .eraseToAnyPublisher()
            )
        case .restartable(let id):
            return .run { send in
                try await Task.sleep(for: .milliseconds(30))
                await send(.echo("restartable \(id)"))
            }
            .cancellable(id: CancelID.restartable, cancelInFlight: true)
        }
    }
}

/// A reducer that writes a shared value which one of its own running effects
/// observes: the effect emits while the reducer is still running.
private struct Mirror: Reducer {
    struct State: Equatable {
        var count = 0
        var mirrored = 0
    }

    enum Action: Equatable {
        case observe
        case increment
        case mirror(Int)
    }

    let shared: SharedValue<Int>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .observe:
            return .publisher(shared.publisher.dropFirst().map(Action.mirror).eraseToAnyPublisher())
        case .increment:
            state.count += 1
            shared.value = state.count
            return .none
        case .mirror(let value):
            state.mirrored = value
            return .none
        }
    }
}

@Suite("Store")
@MainActor
struct StoreTests {
    @Test("an action sent while the reducer runs is queued and runs after it: no state is lost or taken back")
    func reentrantSendIsQueued() throws {
        let store = Store(initialState: Mirror.State(), reducer: Mirror(shared: SharedValue(0)))
        let states = store.publisher.record()
        store.send(.observe)
        store.send(.increment)
        store.send(.increment)
        #expect(store.state == Mirror.State(count: 2, mirrored: 2))
        let published = try states.availableElements.get()
        #expect(published.map(\.count) == [0, 0, 1, 1, 2, 2])
        #expect(published.map(\.mirrored) == [0, 0, 0, 1, 1, 2], "mirrored only ever moves forward")
    }

    @Test("actions sent by state subscribers are run in order after the current one")
    func subscriberSendsAreQueued() throws {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        var order: [String] = []
        let subscription = store.publisher.dropFirst().sink { state in
            order.append("published \(state.count) \(state.log)")
            if state.count == 1, state.log.isEmpty {
                store.send(.echo("from subscriber"))
                order.append("send returned")
            }
        }
        store.send(.increment)
        subscription.cancel()
        #expect(order == ["published 1 []", "send returned", "published 1 [\"from subscriber\"]"])
    }

    @Test("send runs the reducer and publishes the new state to both faces")
    func sendPublishes() throws {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        let states = store.publisher.map(\.count).record()
        let willChange = store.objectWillChange.record()
        store.send(.increment)
        store.send(.increment)
        #expect(store.state.count == 2)
        #expect(try states.availableElements.get() == [0, 1, 2])
        #expect(try willChange.availableElements.get().count == 2)
    }

    @Test("synchronous effects feed their actions back in order")
    func synchronousEffects() {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        store.send(.sendTwice)
        store.send(.publisherEffect)
        #expect(store.state.log == ["a", "b", "p1", "p2"])
    }

    @Test("a run effect sends actions until it is cancelled by id")
    func cancellableRun() async {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        store.send(.startTimer)
        #expect(await eventually { store.state.count >= 3 })
        store.send(.stopTimer)
        let stoppedAt = store.state.count
        try? await Task.sleep(for: .milliseconds(40))
        #expect(store.state.count == stoppedAt)
    }

    @Test("concatenated effects run one after another")
    func concatenation() async {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        store.send(.sequence)
        #expect(store.state.log.isEmpty, "the second effect must wait for the first")
        #expect(await eventually { store.state.log == ["first", "second"] })
    }

    @Test("cancelInFlight keeps only the latest run of an effect")
    func cancelInFlight() async {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        store.send(.restartable(1))
        store.send(.restartable(2))
        #expect(await eventually { !store.state.log.isEmpty })
        try? await Task.sleep(for: .milliseconds(50))
        #expect(store.state.log == ["restartable 2"])
    }

    @Test("an effect that delivers off the main thread is brought back to the main actor")
    func offMainDelivery() async {
        let store = Store(initialState: Counter.State(), reducer: Counter())
        store.send(.offMainEffect)
        #expect(await eventually { store.state.log == ["from background"] })
    }

    @Test("effects stop when the store goes away")
    func effectsEndWithStore() async {
        weak var weakStore: Store<Counter.State, Counter.Action>?
        do {
            let store = Store(initialState: Counter.State(), reducer: Counter())
            weakStore = store
            store.send(.startTimer)
        }
        #expect(await eventually { weakStore == nil })
    }

    @Test("mapped effects embed a child's actions into the parent's")
    func mappedEffects() {
        enum Parent: Equatable { case child(Counter.Action) }
        var received: [Parent] = []
        let store = Store(initialState: 0, reducer: Reduce<Int, Parent> { state, action in
            received.append(action)
            guard case .child(let childAction) = action, childAction == .sendTwice else { return .none }
            var childState = Counter.State()
            return Counter().reduce(into: &childState, action: childAction).map(Parent.child)
        })
        store.send(.child(.sendTwice))
        #expect(received == [.child(.sendTwice), .child(.echo("a")), .child(.echo("b"))])
    }
}

@Suite("Store scoping")
@MainActor
struct StoreScopingTests {
    struct Root: Reducer {
        struct State: Equatable {
            var feed = Feed()
            var unrelated = 0
        }
        struct Feed: Equatable {
            var row = Row()
        }
        struct Row: Equatable {
            var likes = 0
        }
        enum Action: Equatable {
            case feed(FeedAction)
            case touchUnrelated
        }
        enum FeedAction: Equatable {
            case row(RowAction)
        }
        enum RowAction: Equatable {
            case like
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .feed(.row(.like)):
                state.feed.row.likes += 1
            case .touchUnrelated:
                state.unrelated += 1
            }
            return .none
        }
    }

    @Test("a three-level scoped store sends to the root and sees the root's changes")
    func threeLevels() throws {
        let root = Store(initialState: Root.State(), reducer: Root())
        let feed = root.scope(state: \.feed, action: Root.Action.feed)
        let row = feed.scope(state: \.row, action: Root.FeedAction.row)
        let likes = row.publisher.map(\.likes).record()
        row.send(.like)
        row.send(.like)
        #expect(root.state.feed.row.likes == 2)
        #expect(feed.state.row.likes == 2)
        #expect(row.state.likes == 2)
        #expect(try likes.availableElements.get() == [0, 1, 2])
    }

    @Test("an Equatable child state publishes only when it changes")
    func equatableChildSkipsUnrelatedChanges() throws {
        let root = Store(initialState: Root.State(), reducer: Root())
        let row = root.scope(state: \.feed.row, action: { Root.Action.feed(.row($0)) })
        let rowStates = row.publisher.record()
        root.send(.touchUnrelated)
        root.send(.touchUnrelated)
        row.send(.like)
        #expect(try rowStates.availableElements.get().map(\.likes) == [0, 1])
    }

    @Test("a view's slice, scoped with the same actions, announces its own changes only: SwiftUI redraws it for nothing else")
    func viewSliceAnnouncesOnlyItsChanges() throws {
        let root = Store(initialState: Root.State(), reducer: Root())
        let likes = root.scope(state: \.feed.row.likes, action: { $0 })
        var announcements = 0
        let cancellable = likes.objectWillChange.sink { announcements += 1 }
        let values = likes.publisher.record()
        root.send(.touchUnrelated)
        root.send(.touchUnrelated)
        #expect(announcements == 0)
        #expect(likes.state == 0)
        likes.send(.feed(.row(.like)))
        #expect(announcements == 1)
        #expect(likes.state == 1)
        #expect(root.state.feed.row.likes == 1)
        #expect(try values.availableElements.get() == [0, 1])
        cancellable.cancel()
    }

    @Test("a scoped store keeps its parent alive")
    func childRetainsParent() {
        weak var weakRoot: Store<Root.State, Root.Action>?
        var row: Store<Root.Row, Root.RowAction>?
        do {
            let root = Store(initialState: Root.State(), reducer: Root())
            weakRoot = root
            row = root.scope(state: \.feed.row, action: { Root.Action.feed(.row($0)) })
        }
        #expect(weakRoot != nil)
        row?.send(.like)
        #expect(row?.state.likes == 1)
        row = nil
        #expect(weakRoot == nil)
    }
}
