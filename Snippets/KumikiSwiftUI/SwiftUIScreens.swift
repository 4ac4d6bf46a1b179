// snippet.hide
// Declarations only: Checks/ApplePlatforms also compiles this file inside a library
// target, against the SwiftUI stand-in, where the `#if` below is true.
#if canImport(SwiftUI)
import Kumiki
import KumikiStore
import KumikiSwiftUI
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
}

enum ContactsError: Error {
    case offline
}

enum ContactListTransitionItem {
    case conversation(Contact)
}

@MainActor
protocol ContactListViewModelInputs {
    func viewDidLoad()
    func retryButtonDidTap()
    func contactDidSelect(at index: Int)
}

@MainActor
protocol ContactListViewModelOutputs {
    var state: AnyPublisher<ListState<Contact, ContactsError>, Never> { get }
    var transitionItem: AnyPublisher<ContactListTransitionItem, Never> { get }
}

final class ContactListViewModel: ViewModelType, ContactListViewModelInputs, ContactListViewModelOutputs {
    @Published private var current = ListState<Contact, ContactsError>()
    private let transitions = PassthroughSubject<ContactListTransitionItem, Never>()
    var inputs: any ContactListViewModelInputs { self }
    var outputs: any ContactListViewModelOutputs { self }
    var state: AnyPublisher<ListState<Contact, ContactsError>, Never> { $current.eraseToAnyPublisher() }
    var transitionItem: AnyPublisher<ContactListTransitionItem, Never> { transitions.eraseToAnyPublisher() }
    func viewDidLoad() { current.beginRequest() }
    func retryButtonDidTap() { current.beginRequest() }
    func contactDidSelect(at index: Int) { transitions.send(.conversation(current.items[index])) }
}

struct Inbox: Reducer {
    struct State: Equatable {
        var messages: [String] = []
        var draft = ""
    }

    enum Action: Equatable {
        case draftChanged(String)
        case sendTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .draftChanged(let draft):
            state.draft = draft
        case .sendTapped:
            state.messages.append(state.draft)
            state.draft = ""
        }
        return .none
    }
}

struct MessageRow: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var text: String
        var isStarred = false
    }

    enum Action: Equatable {
        case starTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.isStarred.toggle()
        return .none
    }
}

struct Thread: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<MessageRow.State> = []
    }

    enum Action: Equatable {
        case rows(IdentifiedAction<Int, MessageRow.Action>)
        var rows: IdentifiedAction<Int, MessageRow.Action>? {
            if case .rows(let action) = self { action } else { nil }
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        Reduce<State, Action> { _, _ in .none }
            .forEach(\.rows, action: Action.rows, extract: \.rows) { MessageRow() }
            .reduce(into: &state, action: action)
    }
}

// snippet.show
// snippet.observer
struct ContactListView: View {
    @StateObject private var viewModel: ViewModelObserver<ContactListViewModel>
    private let openConversation: (Contact) -> Void

    init(viewModel: ContactListViewModel, openConversation: @escaping (Contact) -> Void) {
        _viewModel = StateObject(wrappedValue: ViewModelObserver(viewModel))
        self.openConversation = openConversation
    }

    var body: some View {
        let state = viewModel.state ?? ListState()
        ListStateView(
            state.presentation,
            emptyTitle: "No contacts yet",
            message: { _ in "Could not load your contacts." },
            retry: { viewModel.inputs.retryButtonDidTap() }
        ) {
            List(Array(state.items.enumerated()), id: \.element.id) { index, contact in
                Button(contact.name) { viewModel.inputs.contactDidSelect(at: index) }
            }
        }
        .onAppear { viewModel.inputs.viewDidLoad() }
        .onTransitionItem(viewModel.outputs.transitionItem) { item in
            switch item {
            case .conversation(let contact):
                openConversation(contact)
            }
        }
    }
}
// snippet.end

// snippet.view-store
struct ComposeBar: View {
    let store: Store<Inbox.State, Inbox.Action>

    var body: some View {
        // Only the draft is observed: a new message elsewhere does not redraw the bar.
        WithViewStore(store, observe: \.draft) { viewStore in
            HStack {
                TextField("Message", text: viewStore.binding(get: { $0 }, send: Inbox.Action.draftChanged))
                Button("Send") { viewStore.send(.sendTapped) }
                    .disabled(viewStore.state.isEmpty)
            }
        }
    }
}
// snippet.end

// snippet.row-stores
struct ThreadView: View {
    let store: Store<Thread.State, Thread.Action>

    var body: some View {
        // One store per row: starring a message redraws that row only.
        List(store.scope(forEach: \.rows, action: Thread.Action.rows)) { row in
            MessageRowView(store: row)
        }
    }
}

struct MessageRowView: View {
    @ObservedObject var store: Store<MessageRow.State, MessageRow.Action>

    var body: some View {
        HStack {
            Text(store.state.text)
            Button(store.state.isStarred ? "Unstar" : "Star") { store.send(.starTapped) }
        }
    }
}
// snippet.end
// snippet.hide
#endif
