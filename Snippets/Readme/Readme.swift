// snippet.hide
import Foundation
import Kumiki
import KumikiStore
import KumikiTesting
import Testing

struct Contact: Equatable, Sendable {
    let name: String
}

enum DemoError: Error, Equatable, Sendable {
    case offline
}

enum ContactListTransitionItem: Equatable {
    case contactDetail(Contact)
}

protocol ContactRepositoryProtocol: Sendable {
    func fetchContacts() -> AnyPublisher<[Contact], DemoError>
}

struct FixtureContactRepository: ContactRepositoryProtocol {
    func fetchContacts() -> AnyPublisher<[Contact], DemoError> {
        Just([Contact(name: "Aiko")]).setFailureType(to: DemoError.self).eraseToAnyPublisher()
    }
}

@MainActor protocol ContactListViewModelInputs {
    func viewDidLoad()
}

@MainActor protocol ContactListViewModelOutputs {
    var flags: AnyPublisher<ListViewFlags, Never> { get }
}

@MainActor protocol ContactListViewModelType: ViewModelType
where Inputs == any ContactListViewModelInputs, Outputs == any ContactListViewModelOutputs {}

// snippet.show
// snippet.view-model
import Kumiki

@MainActor
final class ContactListViewModel: ContactListViewModelType {
    typealias Dependency = HasAnalyticsTracker & HasUnreachableReporter & HasMainScheduler

    var inputs: any ContactListViewModelInputs { self }
    var outputs: any ContactListViewModelOutputs { self }

    @Published private var state = ListState<Contact, DemoError>()
    private let repository: any ContactRepositoryProtocol
    private let dependency: Dependency

    init(repository: any ContactRepositoryProtocol = FixtureContactRepository(),
         dependency: Dependency = CoreDependencies()) {
        self.repository = repository
        self.dependency = dependency
    }
    // inputs: viewDidLoad(), retryButtonDidTap(), contactDidSelect(at:)
    // outputs: flags (derived from `state`), transitionItem (an event)
}
// snippet.end
// snippet.hide

extension ContactListViewModel: ContactListViewModelInputs {
    func viewDidLoad() {}
}

extension ContactListViewModel: ContactListViewModelOutputs {
    var flags: AnyPublisher<ListViewFlags, Never> { $state.listViewFlags() }
}

enum FeedTab: Equatable, Sendable {
    case top, technology
}

struct NewsFeed: Reducer {
    struct State: Equatable {
        var tab = FeedTab.top
        var isLoading = false
        var articles: [String] = []
    }

    enum Action: Equatable {
        case tabSelected(FeedTab)
        case articlesResponse(Result<[String], DemoError>)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .tabSelected(let tab):
            state.tab = tab
            state.isLoading = true
            return .send(.articlesResponse(.success(technology)))
        case .articlesResponse(let result):
            state.isLoading = false
            state.articles = (try? result.get()) ?? []
            return .none
        }
    }
}

let technology = ["Swift 6 on Linux"]

@Test @MainActor func switchTabs() async {
    let store = TestStore(initialState: NewsFeed.State(), reducer: NewsFeed())
// snippet.show
// snippet.test-store
await store.send(.tabSelected(.technology)) {
    $0.tab = .technology
    $0.isLoading = true
}
await store.receive(.articlesResponse(.success(technology))) {
    $0.isLoading = false
    $0.articles = technology
}
// snippet.end
// snippet.hide
}
