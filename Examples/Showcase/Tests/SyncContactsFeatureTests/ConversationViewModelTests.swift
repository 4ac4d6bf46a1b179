import Foundation
import Kumiki
import KumikiTesting
import ShowcaseDomain
import ShowcaseTestSupport
import SyncContactsFeature
import Testing

@Suite("ConversationViewModel")
@MainActor
struct ConversationViewModelTests {
    private let channels = FakeChannelRepository()
    private let unreachable = SpyUnreachableReporter()

    private func makeViewModel(_ contact: Contact) -> ConversationViewModel {
        ConversationViewModel(contact: contact, repository: channels,
                              dependency: CoreDependencies(unreachableReporter: unreachable, mainScheduler: .mainImmediate))
    }

    @Test("opening a conversation loads the list if needed and marks it read")
    func marksRead() {
        channels.serverChannels = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 3)]
        let viewModel = makeViewModel(contacts[0])
        viewModel.onAppear()
        #expect(channels.markedRead == [501])
        #expect(viewModel.channel?.unreadCount == 0)
        #expect(unreachable.events.isEmpty)
    }

    @Test("a conversation that no longer exists is reported as unreachable, with where it happened, and the screen says so")
    func vanished() throws {
        channels.serverChannels = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 3)]
        let viewModel = makeViewModel(contacts[2])
        viewModel.onAppear()
        #expect(channels.markedRead.isEmpty)
        #expect(viewModel.message == "この会話は見つかりませんでした")
        let event = try #require(unreachable.events.first)
        #expect(event.typeName == "SyncContactsFeature.ConversationViewModel")
        #expect(event.message == "channel 507 of contact 7 vanished before it was marked read")
        #expect(event.line > 0)
    }

    @Test("a conversation deleted on the server after it was loaded is reported too; other failures only say so")
    func vanishedOnServer() throws {
        channels.shared.value = [Channel(id: 507, contactID: 7, title: "会話", unreadCount: 1)]
        channels.markReadFailure = .network(.notFound)
        makeViewModel(contacts[2]).onAppear()
        #expect(unreachable.events.map(\.message) == ["channel 507 vanished on the server while it was marked read"])

        channels.markReadFailure = .network(.offline)
        let offline = makeViewModel(contacts[2])
        offline.onAppear()
        #expect(offline.message == "既読にできませんでした。サーバーに接続できません。通信環境を確認してください")
        #expect(unreachable.events.count == 1)
    }

    @Test("while the list loads the screen shows loading; a list that cannot load says so, and nothing is reported")
    func loadStates() {
        channels.serverChannels = [Channel(id: 501, contactID: 1, title: "会話", unreadCount: 3)]
        let scheduler = DispatchQueue.test
        let viewModel = ConversationViewModel(
            contact: contacts[0], repository: channels,
            dependency: CoreDependencies(unreachableReporter: unreachable, mainScheduler: scheduler.eraseToAnyScheduler()))
        viewModel.onAppear()
        #expect(viewModel.conversation == .loading, "set the moment the load starts, not a scheduler turn later")
        #expect(viewModel.isLoading && viewModel.channel == nil && viewModel.message == nil)
        scheduler.advance()
        #expect(viewModel.conversation == .loaded(Channel(id: 501, contactID: 1, title: "会話", unreadCount: 0)))

        channels.refreshFailure = .network(.offline)
        let offline = makeViewModel(contacts[1])
        offline.onAppear()
        #expect(offline.conversation == .failed(.unavailable(.network(.offline))))
        #expect(offline.message == "会話を読み込めませんでした")
        #expect(unreachable.events.isEmpty)
    }

    @Test("the ViewModel is released")
    func noLeak() {
        assertReleased {
            let viewModel = makeViewModel(contacts[0])
            viewModel.onAppear()
            return viewModel
        }
    }
}
