import Foundation
import KumikiStore
import KumikiTesting
import Testing

/// A screen with an optional detail: the detail is a ``CounterRow`` feature of its own.
struct DetailHost: Reducer {
    struct State: Equatable {
        var detail: CounterRow.State?
        var opened = 0
    }

    enum Action: Equatable {
        case open(Int)
        case dismiss
        case detail(CounterRow.Action)

        var detail: CounterRow.Action? {
            if case .detail(let action) = self { action } else { nil }
        }
    }

    var delay: Duration = .milliseconds(30)

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        Reduce<State, Action> { state, action in
            switch action {
            case .open(let id):
                state.detail = CounterRow.State(id: id)
                state.opened += 1
                return .none
            case .dismiss:
                state.detail = nil
                return .none
            case .detail:
                return .none
            }
        }
        .ifLet(\.detail, action: Action.detail, extract: \.detail) { CounterRow(delay: delay) }
        .reduce(into: &state, action: action)
    }
}

@Suite("ifLet: an optional child feature")
@MainActor
struct IfLetReducerTests {
    @Test("the child's reducer runs while its state exists; its effects come back embedded")
    func childRuns() async {
        let store = TestStore(initialState: DetailHost.State(), reducer: DetailHost(delay: .milliseconds(1)))
        await store.send(.open(7)) {
            $0.detail = CounterRow.State(id: 7)
            $0.opened = 1
        }
        await store.send(.detail(.tapped)) {
            $0.detail?.count = 1
        }
        await store.send(.detail(.startLoad))
        await store.receive(.detail(.loaded("row 7"))) {
            $0.detail?.loaded = ["row 7"]
        }
    }

    @Test("dismissing the child cancels its running effects")
    func dismissalCancels() async throws {
        let store = TestStore(initialState: DetailHost.State(), reducer: DetailHost(delay: .milliseconds(30)))
        await store.send(.open(1)) {
            $0.detail = CounterRow.State(id: 1)
            $0.opened = 1
        }
        await store.send(.detail(.startLoad))
        await store.send(.dismiss) {
            $0.detail = nil
        }
        try await Task.sleep(for: .milliseconds(80))
        await store.finish(timeout: .milliseconds(100))
    }

    @Test("a child action while the child is nil is reported at the ifLet")
    func actionWhileNil() async {
        let store = TestStore(initialState: DetailHost.State(), reducer: DetailHost())
        await withKnownIssue {
            await store.send(.detail(.cancelLoad))
        } matching: { issue in
            issue.description.contains("An ifLet received a child action while the child's state was nil")
        }
    }
}
