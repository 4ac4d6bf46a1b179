import Foundation
import Kumiki
import KumikiTestSupport
import Testing

@testable import KumikiDemo

/// A repository whose every fetch stays in flight until the test answers it.
private final class ControlledContactRepository: ContactRepositoryProtocol, @unchecked Sendable {
    private var pending: [PassthroughSubject<[Contact], DemoError>] = []
    var fetchCount: Int { pending.count }

    func fetchContacts() -> AnyPublisher<[Contact], DemoError> {
        let response = PassthroughSubject<[Contact], DemoError>()
        pending.append(response)
        return response.eraseToAnyPublisher()
    }

    /// Answers the latest fetch with `contacts`, as a real request would: one value, then finished.
    func succeed(_ contacts: [Contact]) {
        pending.last?.send(contacts)
        pending.last?.send(completion: .finished)
    }

    /// Fails the latest fetch.
    func fail(_ error: DemoError) {
        pending.last?.send(completion: .failure(error))
    }
}

@Suite("ContactListViewModel")
@MainActor
struct ContactListViewModelTests {
    private let repository = ControlledContactRepository()
    private let analytics = SpyAnalyticsTracker()
    private let unreachable = SpyUnreachableReporter()
    private let viewModel: ContactListViewModel
    private let contacts = FixtureContactRepository.fixtures

    init() {
        viewModel = ContactListViewModel(
            repository: repository,
            dependency: CoreDependencies(
                analyticsTracker: analytics, unreachableReporter: unreachable, mainScheduler: .immediate)
        )
    }

    private func record() -> (flags: TestSubscriber<ListViewFlags, Never>, transitions: TestSubscriber<ContactListTransitionItem, Never>) {
        let flags = TestSubscriber<ListViewFlags, Never>()
        let transitions = TestSubscriber<ContactListTransitionItem, Never>()
        viewModel.outputs.flags.subscribe(flags)
        viewModel.outputs.transitionItem.subscribe(transitions)
        return (flags, transitions)
    }

    @Test("first load: screen tag, full-screen indicator, then the list")
    func firstLoad() {
        let recorded = record()
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        #expect(recorded.flags.timeline == ["[noDataView]", "[fullScreenIndicator]", "[list]"])
        #expect(analytics.tags == [.contactList])
        #expect(viewModel.contacts.collectedValues() == [contacts])
    }

    @Test("a failed first load shows the retry view with the error; retry loads again")
    func retry() {
        let recorded = record()
        var messages: [String?] = []
        let cancellable = viewModel.outputs.errorMessage.sink { messages.append($0) }
        viewModel.inputs.viewDidLoad()
        repository.fail(.offline)
        viewModel.inputs.retryButtonDidTap()
        repository.succeed(contacts)
        #expect(recorded.flags.timeline
            == ["[noDataView]", "[fullScreenIndicator]", "[retryView]", "[fullScreenIndicator]", "[list]"])
        #expect(messages == [nil, "You appear to be offline.", nil])
        #expect(repository.fetchCount == 2)
        cancellable.cancel()
    }

    @Test("a refresh keeps the list, with an inline indicator and then an inline error")
    func refreshFailure() {
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        let recorded = record()
        viewModel.inputs.pullToRefresh()
        repository.fail(.offline)
        #expect(recorded.flags.timeline == ["[list]", "[list, inlineIndicator]", "[list, inlineError]"])
        #expect(viewModel.contacts.collectedValues() == [contacts])
    }

    @Test("inputs while a request is in flight do not start a second request")
    func noDuplicateRequests() {
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.pullToRefresh()
        viewModel.inputs.retryButtonDidTap()
        #expect(repository.fetchCount == 1)
    }

    @Test("selecting a row emits one transition and logs the contact and position from the state")
    func selection() {
        let recorded = record()
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        viewModel.inputs.contactDidSelect(at: 2)
        #expect(recorded.transitions.values == [.contactDetail(contacts[2])])
        #expect(analytics.tags.last == .contactSelected(id: 3, position: 2))

        let late = TestSubscriber<ContactListTransitionItem, Never>()
        viewModel.outputs.transitionItem.subscribe(late)
        #expect(late.values.isEmpty, "a transition is an event: a new subscriber must not replay it")
    }

    @Test("selecting a row that does not exist is reported as unreachable, not crashed on")
    func impossibleSelection() throws {
        let recorded = record()
        viewModel.inputs.contactDidSelect(at: 5)
        #expect(recorded.transitions.values.isEmpty)
        let event = try #require(unreachable.events.first)
        #expect(event.typeName == "KumikiDemo.ContactListViewModel")
        #expect(event.function == "contactDidSelect(at:)")
        #expect(event.message == "row 5 selected in a list of 0")
    }

    @Test("the ViewModel is released once the view drops it, even with a request in flight")
    func noLeak() {
        weak var weakViewModel: ContactListViewModel?
        do {
            let local = ContactListViewModel(
                repository: repository, dependency: CoreDependencies(mainScheduler: .immediate))
            weakViewModel = local
            local.inputs.viewDidLoad()
        }
        #expect(weakViewModel == nil)
    }
}
