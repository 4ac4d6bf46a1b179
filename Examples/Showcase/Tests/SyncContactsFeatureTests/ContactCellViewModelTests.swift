import Foundation
import Kumiki
import ShowcaseDomain
import ShowcaseTestSupport
import SyncContactsFeature
import Testing

@Suite("ContactCellViewModel")
@MainActor
struct ContactCellViewModelTests {
    private let channels = FakeChannelRepository()
    private let avatars = ControlledAvatarRepository()
    private let contact = Contact(id: 1, name: "佐藤 花子", company: "Sync 株式会社", title: "営業", email: "hanako@example.com", channelID: 501)

    private func makeViewModel() -> ContactCellViewModel {
        ContactCellViewModel(contact: contact, channels: channels, avatars: avatars, dependency: CoreDependencies(mainScheduler: .mainImmediate))
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

    @Test("the avatar loads when the row first appears, not before, and only once")
    func avatarLoadsLazily() {
        let viewModel = makeViewModel()
        #expect(avatars.requests.isEmpty, "a row that never appears costs nothing")
        viewModel.willDisplay()
        #expect(avatars.requests == [1])
        #expect(viewModel.isLoadingAvatar)
        viewModel.willDisplay()
        #expect(avatars.requests == [1], "a second appearance while loading does not ask again")
        avatars.succeed(1, with: Data([0x89, 0x50]))
        #expect(viewModel.avatar == Data([0x89, 0x50]))
        #expect(!viewModel.isLoadingAvatar)
        viewModel.didEndDisplaying()
        viewModel.willDisplay()
        #expect(avatars.requests == [1], "a loaded avatar stays with its row")
        #expect(viewModel.avatar == Data([0x89, 0x50]))
    }

    @Test("a row scrolled away (its cell reused) cancels its avatar download, and loads again when it returns")
    func avatarCancelledOnReuse() {
        let viewModel = makeViewModel()
        viewModel.willDisplay()
        viewModel.didEndDisplaying()
        #expect(avatars.cancellations == [1])
        #expect(!viewModel.isLoadingAvatar)
        #expect(viewModel.avatar == nil)
        viewModel.willDisplay()
        #expect(avatars.requests == [1, 1])
        avatars.succeed(1, with: Data([1, 2, 3]))
        #expect(viewModel.avatar == Data([1, 2, 3]))
    }

    @Test("an avatar that fails to load leaves the initial, and is not asked for again on every appearance")
    func avatarFailure() {
        let viewModel = makeViewModel()
        viewModel.willDisplay()
        avatars.fail(1, .network(.offline))
        #expect(viewModel.avatar == nil)
        #expect(viewModel.initials == "佐")
        viewModel.didEndDisplaying()
        viewModel.willDisplay()
        #expect(avatars.requests == [1])
    }
}
