// snippet.hide
import Foundation
// snippet.show
// snippet.inputs-outputs
import Kumiki
import Observation

enum ContactListTransitionItem: Equatable {
    case contactDetail(Contact)
}

@MainActor protocol ContactListViewModelInputs {
    func viewDidLoad()
    func retryButtonDidTap()
    func contactDidSelect(at index: Int)
}

@MainActor protocol ContactListViewModelOutputs {
    var flags: AnyPublisher<ListViewFlags, Never> { get }            // state
    var transitionItem: AnyPublisher<ContactListTransitionItem, Never> { get }  // event
}

@MainActor protocol ContactListViewModelType: ViewModelType
where Inputs == any ContactListViewModelInputs,
      Outputs == any ContactListViewModelOutputs {}

@MainActor
final class ContactListViewModel: ContactListViewModelType {
    typealias Dependency = HasAnalyticsTracker & HasUnreachableReporter & HasMainScheduler

    var inputs: any ContactListViewModelInputs { self }
    var outputs: any ContactListViewModelOutputs { self }

    @Published private var state = ListState<Contact, RepositoryError>()
    private let transitionSubject = PassthroughSubject<ContactListTransitionItem, Never>()
    private let repository: any ContactRepositoryProtocol
    private let dependency: Dependency
    private var cancellable: AnyCancellable?

    init(repository: any ContactRepositoryProtocol = ContactRepository(),
         dependency: Dependency = CoreDependencies()) {
        self.repository = repository
        self.dependency = dependency
    }

    private func load() {
        guard !state.request.isRequesting else { return }
        state.beginRequest()
        cancellable = repository.fetchContacts()
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] in
                    if case .failure(let error) = $0 { self?.state.fail(with: error) }
                },
                receiveValue: { [weak self] in self?.state.finish(with: $0) }
            )
    }
}

extension ContactListViewModel: ContactListViewModelInputs {
    func viewDidLoad() {
        dependency.analyticsTracker.post(tag: .screen("contact_list"))
        load()
    }

    func retryButtonDidTap() {
        load()
    }

    func contactDidSelect(at index: Int) {
        guard state.items.indices.contains(index) else {
            dependency.unreachableReporter.reportUnreachable("row \(index) of \(state.items.count)", in: Self.self)
            return
        }
        transitionSubject.send(.contactDetail(state.items[index]))
    }
}

extension ContactListViewModel: ContactListViewModelOutputs {
    var flags: AnyPublisher<ListViewFlags, Never> { $state.listViewFlags() }
    var transitionItem: AnyPublisher<ContactListTransitionItem, Never> {
        transitionSubject.eraseToAnyPublisher()
    }
}
// snippet.end
// snippet.hide

struct Contact: Equatable, Sendable {
    let name: String
}

protocol ContactRepositoryProtocol {
    func fetchContacts() -> RepositoryPublisher<[Contact]>
}

struct ContactRepository: ContactRepositoryProtocol {
    func fetchContacts() -> RepositoryPublisher<[Contact]> {
        Just([Contact(name: "Aiko")]).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}

enum SignUpTransitionItem: Equatable {
    case welcome
}

// snippet.show
// snippet.observable-object
@MainActor
final class SignUpViewModel: ObservableObject {
    typealias TransitionItem = SignUpTransitionItem

    @Published var email = ""     // kumiki:bound-input
    @Published var password = ""  // kumiki:bound-input

    @Published private(set) var emailMessage: String?
    @Published private(set) var isSignUpEnabled = false
    @Published private(set) var transitionItem: TransitionItem?

    func signUpButtonDidTap() {
        guard isSignUpEnabled else { return }
        transitionItem = .welcome
    }

    func transitionDidFinish() { transitionItem = nil }
}
// snippet.end
// snippet.observable-macro
@MainActor
@Observable
final class ObservedSignUpViewModel {
    typealias TransitionItem = SignUpTransitionItem

    var email = ""     // kumiki:bound-input
    var password = ""  // kumiki:bound-input

    private(set) var emailMessage: String?
    private(set) var isSignUpEnabled = false
    private(set) var transitionItem: TransitionItem?

    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    func signUpButtonDidTap() {
        guard isSignUpEnabled else { return }
        transitionItem = .welcome
    }

    func transitionDidFinish() { transitionItem = nil }
}
// snippet.end
// snippet.any-view-model
let viewModel = ContactListViewModel()
let erased = AnyViewModel(viewModel)   // inputs and outputs without the concrete type
erased.inputs.viewDidLoad()
// snippet.end
