import Kumiki

/// Where the contact list can navigate; the View layer performs it.
enum ContactListTransitionItem: Equatable {
    case contactDetail(Contact)
}

/// What the contact list's View layer may ask of its ViewModel.
@MainActor
protocol ContactListViewModelInputs {
    /// The screen appeared for the first time.
    func viewDidLoad()
    /// The retry view's button was tapped.
    func retryButtonDidTap()
    /// The user pulled to refresh a list that already has items.
    func pullToRefresh()
    /// The row at `index` was tapped.
    func contactDidSelect(at index: Int)
}

/// What the contact list's View layer observes.
@MainActor
protocol ContactListViewModelOutputs {
    /// The rows to show (state: always has a value).
    var contacts: AnyPublisher<[Contact], Never> { get }
    /// Which views show, derived from the list state (state).
    var flags: AnyPublisher<ListViewFlags, Never> { get }
    /// The message for the retry view or the inline error banner (state).
    var errorMessage: AnyPublisher<String?, Never> { get }
    /// Where to go next (event: delivered once, never replayed to a new subscriber).
    var transitionItem: AnyPublisher<ContactListTransitionItem, Never> { get }
}

/// The contact list ViewModel as the View layer holds it.
@MainActor
protocol ContactListViewModelType: ViewModelType
where Inputs == any ContactListViewModelInputs, Outputs == any ContactListViewModelOutputs {}

/// The UIKit-style ViewModel of the demo: Inputs/Outputs protocols, `@Published`
/// state, a `PassthroughSubject` for navigation events, and flags derived from
/// one ``ListState``.
@MainActor
final class ContactListViewModel: ContactListViewModelType {
    typealias Dependency = HasAnalyticsTracker & HasUnreachableReporter & HasMainScheduler

    var inputs: any ContactListViewModelInputs { self }
    var outputs: any ContactListViewModelOutputs { self }

    @Published private var state = ListState<Contact, DemoError>()
    private let transitionSubject = PassthroughSubject<ContactListTransitionItem, Never>()
    private let repository: any ContactRepositoryProtocol
    private let dependency: Dependency
    private var loadCancellable: AnyCancellable?

    init(
        repository: any ContactRepositoryProtocol = FixtureContactRepository(),
        dependency: Dependency = CoreDependencies()
    ) {
        self.repository = repository
        self.dependency = dependency
    }

    private func load() {
        guard !state.request.isRequesting else { return }
        state.beginRequest()
        loadCancellable = repository.fetchContacts()
            // The repository answers on a background queue; state changes on the main actor.
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.state.fail(with: error)
                    }
                },
                receiveValue: { [weak self] contacts in
                    self?.state.finish(with: contacts)
                }
            )
    }
}

extension ContactListViewModel: ContactListViewModelInputs {
    func viewDidLoad() {
        dependency.analyticsTracker.post(tag: .contactList)
        load()
    }

    func retryButtonDidTap() {
        load()
    }

    func pullToRefresh() {
        load()
    }

    func contactDidSelect(at index: Int) {
        guard state.items.indices.contains(index) else {
            dependency.unreachableReporter.reportUnreachable(
                "row \(index) selected in a list of \(state.items.count)", in: Self.self)
            return
        }
        let contact = state.items[index]
        // Log parameters come from the state at the time of the input, not from the caller.
        dependency.analyticsTracker.post(tag: .contactSelected(id: contact.id, position: index))
        transitionSubject.send(.contactDetail(contact))
    }
}

extension ContactListViewModel: ContactListViewModelOutputs {
    var contacts: AnyPublisher<[Contact], Never> {
        $state.map(\.items).removeDuplicates().eraseToAnyPublisher()
    }

    var flags: AnyPublisher<ListViewFlags, Never> {
        $state.listViewFlags()
    }

    var errorMessage: AnyPublisher<String?, Never> {
        $state.map { $0.request.failure?.description }.removeDuplicates().eraseToAnyPublisher()
    }

    var transitionItem: AnyPublisher<ContactListTransitionItem, Never> {
        transitionSubject.eraseToAnyPublisher()
    }
}

extension AnalyticsTag {
    /// The contact list became visible.
    static let contactList = AnalyticsTag.screen("contact_list")

    /// A contact row was tapped.
    static func contactSelected(id: Int, position: Int) -> AnalyticsTag {
        .event("contact_selected", parameters: ["contact_id": "\(id)", "position": "\(position)"])
    }
}
