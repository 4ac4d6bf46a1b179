import Foundation
import Kumiki
import KumikiTesting
import ShowcaseDomain
import ShowcaseTestSupport
import SyncContactsFeature
import Testing

@Suite("ContactListViewModel")
@MainActor
struct ContactListViewModelTests {
    private let repository = ControlledContactRepository()
    private let channels = FakeChannelRepository()
    private let avatars = ControlledAvatarRepository()
    private let analytics = SpyAnalyticsTracker()
    private let unreachable = SpyUnreachableReporter()
    private let viewModel: ContactListViewModel

    init() {
        viewModel = ContactListViewModel(
            repository: repository, channels: channels, avatars: avatars,
            dependency: CoreDependencies(analyticsTracker: analytics, unreachableReporter: unreachable, mainScheduler: .mainImmediate))
    }

    @Test("every cell of Sync's matrix: no items × none/requesting/failed, items × none/requesting/failed")
    func matrix() throws {
        let flags = viewModel.outputs.flags.record()
        viewModel.inputs.viewDidLoad()          // no items, requesting
        repository.fail(.network(.offline))     // no items, failed
        viewModel.inputs.retryButtonDidTap()    // no items, requesting
        repository.succeed([])                  // no items, none
        viewModel.inputs.pullToRefresh()        // no items, requesting
        repository.succeed(contacts)            // items, none
        viewModel.inputs.pullToRefresh()        // items, requesting
        repository.fail(.network(.timeout))     // items, failed
        #expect(try flags.availableElements.get().map(\.description) == [
            "[noDataView]", "[fullScreenIndicator]", "[retryView]", "[fullScreenIndicator]", "[noDataView]",
            "[fullScreenIndicator]", "[list]", "[list, inlineIndicator]", "[list, inlineError]",
        ])
        #expect(analytics.tags == [.screen("contact_list")])
    }

    @Test("the first-load-then-retry scenario, as a timeline snapshot")
    func retryTimeline() {
        let timeline = Timeline()
        timeline.observe("flags", viewModel.outputs.flags)
        timeline.observe("contacts", viewModel.outputs.contacts) { $0.map(\.name).description }
        timeline.observe("errorMessage", viewModel.outputs.errorMessage) { $0 ?? "nil" }
        timeline.observe("transitionItem", viewModel.outputs.transitionItem)
        timeline.step("viewDidLoad()") { viewModel.inputs.viewDidLoad() }
        timeline.step("repository fails: offline") { repository.fail(.network(.offline)) }
        timeline.step("retryButtonDidTap()") { viewModel.inputs.retryButtonDidTap() }
        timeline.step("repository answers 3 contacts") { repository.succeed(contacts) }
        timeline.step("contactDidSelect(at: 0)") { viewModel.inputs.contactDidSelect(at: 0) }
        assertTimeline(timeline, matchesSnapshotNamed: "retry")
    }

    @Test("offline, the saved contacts show with a notice of their age; a retry that reaches the server clears it")
    func savedContacts() throws {
        let notice = viewModel.outputs.offlineNotice.record()
        let rows = viewModel.outputs.contacts.record()
        viewModel.inputs.viewDidLoad()
        repository.answerSaved(contacts, age: .seconds(600), after: .network(.offline))
        #expect(try rows.availableElements.get().last == contacts)
        viewModel.inputs.retryButtonDidTap()
        repository.succeed(contacts)
        #expect(try notice.availableElements.get() == [nil, "オフライン — 10分前の内容を表示しています", nil])
    }

    @Test("the list makes one row ViewModel per contact and keeps it; a reload that drops the contact cancels its avatar load")
    func rowViewModels() throws {
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        let first = viewModel.outputs.cellViewModel(for: contacts[0])
        #expect(viewModel.outputs.cellViewModel(for: contacts[0]) === first, "kept while listed")
        first.willDisplay()
        #expect(avatars.requests == [contacts[0].id], "the avatar loads when the row shows, not before")
        #expect(first.isLoadingAvatar)
        viewModel.inputs.pullToRefresh()
        repository.succeed(Array(contacts.dropFirst()))
        #expect(avatars.cancellations == [contacts[0].id], "the reload dropped the row and cancelled its load")
        #expect(!first.isLoadingAvatar)
        #expect(viewModel.outputs.cellViewModel(for: contacts[0]) !== first, "a contact that comes back gets a new row")
    }

    @Test("inputs while a request is in flight do not start a second request")
    func noDuplicateRequests() {
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.pullToRefresh()
        viewModel.inputs.retryButtonDidTap()
        #expect(repository.fetchCount == 1)
    }

    @Test("selecting a row emits one transition (an event) and logs the contact and position from the state")
    func selection() throws {
        let transitions = viewModel.outputs.transitionItem.record()
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
        viewModel.inputs.contactDidSelect(at: 2)
        #expect(try transitions.availableElements.get() == [.conversation(contacts[2])])
        #expect(analytics.tags.last == .event("contact_selected", parameters: ["contact_id": "7", "position": "2"]))
        #expect(try viewModel.outputs.transitionItem.record().availableElements.get().isEmpty, "not replayed")
    }

    @Test("selecting a row that does not exist is reported as unreachable, not crashed on")
    func impossibleSelection() throws {
        viewModel.inputs.contactDidSelect(at: 5)
        let event = try #require(unreachable.events.first)
        #expect(event.typeName == "SyncContactsFeature.ContactListViewModel")
        #expect(event.message == "row 5 selected in a list of 0")
    }

    @Test("the ViewModel is released with a request in flight")
    func noLeak() {
        assertReleased {
            let viewModel = ContactListViewModel(
                repository: repository, channels: FakeChannelRepository(), avatars: ControlledAvatarRepository(),
                dependency: CoreDependencies(mainScheduler: .mainImmediate))
            viewModel.inputs.viewDidLoad()
            return viewModel
        }
    }
}
