import Foundation
import Kumiki
import KumikiTesting
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

    @Test("first load: screen tag, full-screen indicator, then the list")
    func firstLoad() throws {
        let flags = viewModel.outputs.flags.record()
        let rows = viewModel.outputs.contacts.record()
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        #expect(try flags.availableElements.get().map(\.description)
            == ["[noDataView]", "[fullScreenIndicator]", "[list]"])
        #expect(analytics.tags == [.contactList])
        #expect(try rows.availableElements.get() == [[], contacts])
    }

    @Test("the whole first-load-then-retry scenario, as a timeline snapshot")
    func retryTimeline() {
        let timeline = Timeline()
        timeline.observe("flags", viewModel.outputs.flags)
        timeline.observe("contacts", viewModel.outputs.contacts) { $0.map(\.name).description }
        timeline.observe("errorMessage", viewModel.outputs.errorMessage) { $0 ?? "nil" }
        timeline.observe("transitionItem", viewModel.outputs.transitionItem)
        timeline.step("viewDidLoad()") { viewModel.inputs.viewDidLoad() }
        timeline.step("repository fails: offline") { repository.fail(.offline) }
        timeline.step("retryButtonDidTap()") { viewModel.inputs.retryButtonDidTap() }
        timeline.step("repository answers 3 contacts") { repository.succeed(contacts) }
        timeline.step("contactDidSelect(at: 0)") { viewModel.inputs.contactDidSelect(at: 0) }
        assertTimeline(timeline, matchesSnapshotNamed: "retry")
    }

    @Test("a failed first load shows the retry view with the error; retry loads again")
    func retry() throws {
        let flags = viewModel.outputs.flags.record()
        let messages = viewModel.outputs.errorMessage.record()
        viewModel.inputs.viewDidLoad()
        repository.fail(.offline)
        viewModel.inputs.retryButtonDidTap()
        repository.succeed(contacts)
        #expect(try flags.availableElements.get().map(\.description)
            == ["[noDataView]", "[fullScreenIndicator]", "[retryView]", "[fullScreenIndicator]", "[list]"])
        #expect(try messages.availableElements.get() == [nil, "You appear to be offline.", nil])
        #expect(repository.fetchCount == 2)
    }

    @Test("a refresh keeps the list, with an inline indicator and then an inline error")
    func refreshFailure() throws {
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        let flags = viewModel.outputs.flags.record()
        viewModel.inputs.pullToRefresh()
        repository.fail(.offline)
        #expect(try flags.availableElements.get().map(\.description)
            == ["[list]", "[list, inlineIndicator]", "[list, inlineError]"])
        #expect(try viewModel.contacts.record().next().get() == contacts)
    }

    @Test("inputs while a request is in flight do not start a second request")
    func noDuplicateRequests() {
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.pullToRefresh()
        viewModel.inputs.retryButtonDidTap()
        #expect(repository.fetchCount == 1)
    }

    @Test("selecting a row emits one transition and logs the contact and position from the state")
    func selection() throws {
        let transitions = viewModel.outputs.transitionItem.record()
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        viewModel.inputs.contactDidSelect(at: 2)
        #expect(try transitions.availableElements.get() == [.contactDetail(contacts[2])])
        #expect(analytics.tags.last == .contactSelected(id: 3, position: 2))

        let late = viewModel.outputs.transitionItem.record()
        #expect(try late.availableElements.get().isEmpty, "a transition is an event: a new subscriber must not replay it")
    }

    @Test("selecting a row that does not exist is reported as unreachable, not crashed on")
    func impossibleSelection() throws {
        let transitions = viewModel.outputs.transitionItem.record()
        viewModel.inputs.contactDidSelect(at: 5)
        #expect(try transitions.availableElements.get().isEmpty)
        let event = try #require(unreachable.events.first)
        #expect(event.typeName == "KumikiDemo.ContactListViewModel")
        #expect(event.function == "contactDidSelect(at:)")
        #expect(event.message == "row 5 selected in a list of 0")
    }

    @Test("the ViewModel is released once the view drops it, even with a request in flight")
    func noLeak() {
        assertReleased {
            let viewModel = ContactListViewModel(
                repository: repository, dependency: CoreDependencies(mainScheduler: .immediate))
            viewModel.inputs.viewDidLoad()
            return viewModel
        }
    }
}
