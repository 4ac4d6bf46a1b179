import Kumiki
import ShowcaseDomain
import ShowcaseTestSupport
import SyncContactsFeature
import Testing

@Suite("ContactCellViewModel")
@MainActor
struct ContactCellViewModelTests {
    private let channels = FakeChannelRepository()
    private let contact = Contact(id: 1, name: "佐藤 花子", company: "Sync 株式会社", title: "営業", email: "hanako@example.com", channelID: 501)

    private func makeViewModel() -> ContactCellViewModel {
        ContactCellViewModel(contact: contact, channels: channels, dependency: CoreDependencies(mainScheduler: .mainImmediate))
    }

    @Test("a row observes nothing until it is displayed, then shows its conversation's unread count")
    func observesOnlyWhenDisplayed() {
        channels.shared.value = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 3)]
        let viewModel = makeViewModel()
        #expect(!viewModel.isObserving)
        #expect(viewModel.badge == nil)
        viewModel.willDisplay()
        #expect(viewModel.isObserving)
        #expect(viewModel.unreadCount == 3)
        #expect(viewModel.badge == "3")
        #expect(viewModel.title == "佐藤 花子")
        #expect(viewModel.subtitle == "Sync 株式会社・営業")
        #expect(viewModel.initials == "佐")
    }

    @Test("reading the conversation elsewhere clears the badge at once: the repository is shared")
    func followsTheSharedRepository() {
        channels.shared.value = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 3)]
        let viewModel = makeViewModel()
        viewModel.willDisplay()
        channels.shared.value = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 0)]
        #expect(viewModel.unreadCount == 0)
        #expect(viewModel.badge == nil)
        channels.shared.value = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 120)]
        #expect(viewModel.badge == "99+")
    }

    @Test("a reused cell stops observing and forgets the count, so no stale badge shows")
    func cancelsOnReuse() {
        channels.shared.value = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 3)]
        let viewModel = makeViewModel()
        viewModel.willDisplay()
        viewModel.didEndDisplaying()
        #expect(!viewModel.isObserving)
        #expect(viewModel.unreadCount == nil)
        channels.shared.value = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 7)]
        #expect(viewModel.unreadCount == nil, "an ended row no longer hears its conversation")
        viewModel.willDisplay()
        #expect(viewModel.unreadCount == 7)
    }

    @Test("a contact whose conversation is not loaded shows no badge")
    func noConversation() {
        let viewModel = makeViewModel()
        viewModel.willDisplay()
        #expect(viewModel.unreadCount == nil)
        #expect(viewModel.badge == nil)
    }
}
