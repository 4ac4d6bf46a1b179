import Foundation
import KumikiStore
import KumikiTestSupport
import KumikiTesting
import Testing

/// A search feature with a debounced, cancellable request effect.
private struct Search: Reducer {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
        var isSearching = false
    }

    enum Action: Equatable {
        case queryChanged(String)
        case resultsLoaded([String])
        case noop
        case slowWork
    }

    let catalog: [String]

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let query):
            state.query = query
            state.isSearching = true
            let catalog = self.catalog
            return .run { send in
                await send(.resultsLoaded(catalog.filter { $0.localizedCaseInsensitiveContains(query) }))
            }
        case .resultsLoaded(let results):
            state.results = results
            state.isSearching = false
            return .none
        case .noop:
            return .none
        case .slowWork:
            return .run { _ in try await Task.sleep(for: .seconds(30)) }
        }
    }
}

/// A reducer that writes a shared value which its own running effect observes.
private struct Mirror: Reducer {
    struct State: Equatable {
        var count = 0
        var mirrored = 0
    }

    enum Action: Equatable {
        case observe
        case increment
        case mirror(Int)
        case stop
    }

    enum CancelID { case observation }

    let shared: SharedValue<Int>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .observe:
            return .publisher(shared.publisher.dropFirst().map(Action.mirror).eraseToAnyPublisher())
                .cancellable(id: CancelID.observation)
        case .increment:
            state.count += 1
            shared.value = state.count
            return .none
        case .mirror(let value):
            state.mirrored = value
            return .none
        case .stop:
            return .cancel(id: CancelID.observation)
        }
    }
}

@Suite("TestStore")
@MainActor
struct TestStoreTests {
    @Test("an action an effect feeds back while the reducer runs is received after the sent action's change")
    func reentrantEffectActionIsQueued() async {
        let store = TestStore(initialState: Mirror.State(), reducer: Mirror(shared: SharedValue(0)))
        await store.send(.observe)
        await store.send(.increment) {
            $0.count = 1
        }
        await store.receive(.mirror(1)) {
            $0.mirrored = 1
        }
        await store.send(.increment) {
            $0.count = 2
        }
        await store.receive(.mirror(2)) {
            $0.mirrored = 2
        }
        await store.send(.stop)
        await store.finish()
    }

    private func makeStore() -> TestStore<Search.State, Search.Action> {
        TestStore(initialState: Search.State(), reducer: Search(catalog: ["Kumiki", "Kigumi", "Sashimono"]))
    }

    @Test("send and receive pass when every change and every fed-back action is asserted")
    func exhaustivePass() async {
        let store = makeStore()
        await store.send(.queryChanged("ki")) {
            $0.query = "ki"
            $0.isSearching = true
        }
        await store.receive(.resultsLoaded(["Kumiki", "Kigumi"])) {
            $0.results = ["Kumiki", "Kigumi"]
            $0.isSearching = false
        }
        await store.send(.noop)
        await store.finish()
    }

    @Test("an unasserted state change fails, showing the difference")
    func unassertedChange() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.queryChanged("ki"))
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("no change was asserted") && text.contains("isSearching")
        }
        // Waits for the effect's action rather than guessing how long it takes on a loaded machine.
        await store.receive(.resultsLoaded(["Kumiki", "Kigumi"])) {
            $0.results = ["Kumiki", "Kigumi"]
            $0.isSearching = false
        }
    }

    @Test("a wrong assertion fails with a line diff of the state")
    func wrongAssertion() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.queryChanged("ki")) {
                $0.query = "kumiki"
                $0.isSearching = true
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("not as asserted") && text.contains("kumiki") && text.contains("−")
        }
        await store.receive(.resultsLoaded(["Kumiki", "Kigumi"])) {
            $0.results = ["Kumiki", "Kigumi"]
            $0.isSearching = false
        }
    }

    @Test("sending while a received action is unasserted fails")
    func unreceivedBeforeSend() async {
        let store = makeStore()
        await store.send(.queryChanged("ki")) {
            $0.query = "ki"
            $0.isSearching = true
        }
        // However slow the machine, wait until the search effect has fed its results back.
        #expect(await eventually(within: .seconds(5)) { !store.state.isSearching })
        await withKnownIssue {
            await store.send(.noop)
        } matching: { String(describing: $0).contains("Must handle 1 received action") }
    }

    @Test("finishing with an unasserted received action fails")
    func unreceivedAtFinish() async {
        let store = makeStore()
        await store.send(.queryChanged("ki")) {
            $0.query = "ki"
            $0.isSearching = true
        }
        await withKnownIssue {
            await store.finish()
        } matching: { String(describing: $0).contains("were not asserted") }
        await store.skipReceivedActions()
    }

    @Test("an effect still running at the end fails")
    func effectStillRunning() async {
        let store = makeStore()
        await store.send(.slowWork)
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(20))
        } matching: { String(describing: $0).contains("still running") }
        store.skipInFlightEffects()
    }

    @Test("a store that goes away with an effect still running fails")
    func effectRunningAtDeinit() async {
        await withKnownIssue {
            let store = makeStore()
            await store.send(.slowWork)
        } matching: { String(describing: $0).contains("effect(s) still running") }
    }

    @Test("waiting for an action that never comes fails after the timeout")
    func receiveTimeout() async {
        let store = makeStore()
        await withKnownIssue {
            await store.receive(.resultsLoaded([]), timeout: .milliseconds(20))
        } matching: { String(describing: $0).contains("received no action") }
    }

    @Test("receiving a different action than expected fails")
    func unexpectedAction() async {
        let store = makeStore()
        await store.send(.queryChanged("ki")) {
            $0.query = "ki"
            $0.isSearching = true
        }
        await withKnownIssue {
            await store.receive(.resultsLoaded(["nothing"]))
        } matching: { String(describing: $0).contains("unexpected action") }
    }

    @Test("non-exhaustive mode checks only what the test asserts")
    func nonExhaustive() async {
        let store = makeStore()
        store.exhaustivity = .off
        await store.send(.queryChanged("ki")) { $0.query = "ki" }
        await store.receive(.resultsLoaded(["Kumiki", "Kigumi"])) { $0.results = ["Kumiki", "Kigumi"] }
        await store.send(.queryChanged("sashi"))
        await store.send(.slowWork)
        #expect(store.state.query == "sashi")
        store.skipInFlightEffects()
    }

    @Test("receive(where:) matches actions that are not Equatable by a predicate")
    func receiveWhere() async {
        let store = makeStore()
        await store.send(.queryChanged("sashi")) {
            $0.query = "sashi"
            $0.isSearching = true
        }
        await store.receive(where: { if case .resultsLoaded = $0 { true } else { false } }) {
            $0.results = ["Sashimono"]
            $0.isSearching = false
        }
    }
}
