// snippet.hide
import Foundation
import Kumiki
import KumikiStore
import KumikiTesting
import Observation
import Testing

struct Story: Hashable, Sendable, Identifiable {
    let id: Int
    let title: String
}

protocol CommentCounting: Sendable {
    func comments(of id: Story.ID) async throws -> Int
}

struct LiveCommentCounter: CommentCounting {
    func comments(of id: Story.ID) async throws -> Int { id % 7 }
}

// snippet.show
// snippet.row-feature
/// One row of the list: a feature of its own, with its own state, actions and work.
struct StoryRow: Reducer {
    struct State: Equatable, Identifiable {
        var story: Story
        var isBookmarked = false
        var comments: Int?
        var id: Story.ID { story.id }
    }

    enum Action: Equatable {
        case appeared
        case bookmarkTapped
        case commentsLoaded(Int)
    }

    enum CancelID { case comments }

    let counter: any CommentCounting

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appeared:
            guard state.comments == nil else { return .none }
            let (counter, id) = (self.counter, state.id)
            return .run { send in
                await send(.commentsLoaded(try await counter.comments(of: id)))
            }
            .cancellable(id: CancelID.comments)   // private to this row: other rows keep theirs
        case .bookmarkTapped:
            state.isBookmarked.toggle()
            return .none
        case .commentsLoaded(let count):
            state.comments = count
            return .none
        }
    }
}
// snippet.end

// snippet.list-feature
/// The list: its rows through `forEach`, an optional detail through `ifLet`.
struct StoryList: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<StoryRow.State> = []
        var detail: StoryRow.State?
        var title = "Stories"
    }

    enum Action: Equatable {
        case loaded([Story])
        case rows(IdentifiedAction<Story.ID, StoryRow.Action>)
        case opened(Story.ID)
        case detail(StoryRow.Action)
        case closed

        // How forEach and ifLet find their children's actions.
        var rows: IdentifiedAction<Story.ID, StoryRow.Action>? {
            if case .rows(let action) = self { action } else { nil }
        }
        var detail: StoryRow.Action? {
            if case .detail(let action) = self { action } else { nil }
        }
    }

    let counter: any CommentCounting

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        Reduce<State, Action> { state, action in
            switch action {
            case .loaded(let stories):
                // Rows that leave the list take their running work with them.
                state.rows = IdentifiedArray(uniqueElements: stories.map { StoryRow.State(story: $0) })
                return .none
            case .opened(let id):
                state.detail = state.rows[id: id]
                return .none
            case .closed:
                state.detail = nil   // cancels whatever the detail was doing
                return .none
            case .rows, .detail:
                return .none       // the children's reducers ran first; react here if you need to
            }
        }
        .forEach(\.rows, action: Action.rows, extract: \.rows) { StoryRow(counter: counter) }
        .ifLet(\.detail, action: Action.detail, extract: \.detail) { StoryRow(counter: counter) }
        .reduce(into: &state, action: action)
    }
}
// snippet.end

@MainActor
func rowStores(_ store: Store<StoryList.State, StoryList.Action>) -> [AnyCancellable] {
    var cancellables: [AnyCancellable] = []
    // snippet.row-stores
    let rows = store.scope(forEach: \.rows, action: StoryList.Action.rows)
    for row in rows {                       // a store per row, made on demand
        row.publisher.map(\.isBookmarked).removeDuplicates()
            .sink { isBookmarked in print(row.state.id, isBookmarked) }   // wakes for this row only
            .store(in: &cancellables)
    }
    rows.store(for: 3)?.send(.bookmarkTapped)    // an action of one row wakes one row's store
    // snippet.end
    // snippet.optional-child
    if let detail = store.scope(ifLet: \.detail, action: StoryList.Action.detail) {
        detail.send(.bookmarkTapped)         // exists only while `state.detail` does
    }
    // snippet.end
    return cancellables
}

@MainActor
func observe(_ store: Store<StoryList.State, StoryList.Action>) {
    // snippet.observation
    withObservationTracking {
        _ = store.title     // tracked: this field alone
        _ = store.rows      // tracked by its identifiers: rows coming, going or moving
    } onChange: {
        print("the title changed, or rows came or went")
    }
    // snippet.end
}

@MainActor
func diagnostics() {
    // snippet.flood
    let store = Store(
        initialState: StoryList.State(),
        reducer: StoryList(counter: LiveCommentCounter()).debug("stories: ")   // prints each action and its diff
    )
    store.actionFloodLimits = ActionFloodLimits(perCase: 300)   // a screen that truly needs more
    // snippet.end
    _ = store
}

/// A counter whose answers wait until the test lets them go.
struct HeldCounter: CommentCounting {
    let gate: ResponseGate
    func comments(of id: Story.ID) async throws -> Int {
        try await gate.pass()
        return 1
    }
}

// snippet.removal-test
@Test @MainActor func removingARowCancelsItsWork() async {
    let gate = ResponseGate()
    let stories = [Story(id: 1, title: "組木"), Story(id: 2, title: "継手")]
    let store = TestStore(
        initialState: StoryList.State(rows: IdentifiedArray(uniqueElements: stories.map { StoryRow.State(story: $0) })),
        reducer: StoryList(counter: HeldCounter(gate: gate)))
    await store.send(.rows(.element(id: 1, action: .appeared)))   // starts loading row 1's comments
    await store.send(.loaded([stories[1]])) {                     // row 1 leaves the list
        $0.rows.remove(id: 1)
    }
    gate.open()
    await store.finish()    // nothing arrives for row 1, and nothing is left running
}
// snippet.end
