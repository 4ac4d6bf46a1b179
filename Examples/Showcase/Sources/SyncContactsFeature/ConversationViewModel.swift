import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// The conversation with one contact: opening it marks it read. A conversation that
/// no longer exists is Sync's "unreachable" branch: it is reported,
/// with where and which build, instead of crashing, and the screen says so.
@MainActor
public final class ConversationViewModel: ObservableObject {
    /// What this screen needs besides its repository.
    public typealias Dependency = HasUnreachableReporter & HasMainScheduler

    /// The contact.
    public let contact: Contact
    /// The conversation: found at once when the list is already loaded, otherwise loading,
    /// found, or failed (unavailable, or vanished from the server).
    @Published public private(set) var conversation: LoadState<Channel, ConversationFailure> = .idle
    /// Why marking the conversation read failed, shown below it.
    @Published public private(set) var markReadMessage: String?

    /// The conversation, once found.
    public var channel: Channel? { conversation.value }
    /// Whether it is loading.
    public var isLoading: Bool { conversation.isLoading }
    /// What the screen says when the conversation cannot be shown or marked read.
    public var message: String? {
        switch conversation.failure {
        case .unavailable: "会話を読み込めませんでした"
        case .vanished: "この会話は見つかりませんでした"
        case nil: markReadMessage
        }
    }

    private let repository: any ChannelRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    /// Creates the conversation screen for `contact`.
    public init(contact: Contact, repository: any ChannelRepositoryProtocol, dependency: Dependency = CoreDependencies()) {
        self.contact = contact
        self.repository = repository
        self.dependency = dependency
    }

    /// The screen appeared: finds the conversation (loading the list if needed) and marks it read.
    public func onAppear() {
        if let channel = repository.channel(id: contact.channelID) {
            conversation = .loaded(channel)
            markRead(channel)
            return
        }
        // Received on the main scheduler before tracking, so `.loading` shows at once.
        repository.refresh()
            .mapError(ConversationFailure.unavailable)
            .receive(on: dependency.mainScheduler)
            .flatMap { [repository, contact] _ -> AnyPublisher<Channel, ConversationFailure> in
                guard let channel = repository.channel(id: contact.channelID) else {
                    return Fail(error: .vanished).eraseToAnyPublisher()
                }
                return Just(channel).setFailureType(to: ConversationFailure.self).eraseToAnyPublisher()
            }
            .trackLoadState()
            .sink { [weak self] state in
                guard let self else { return }
                self.conversation = state
                switch state {
                case .loaded(let channel):
                    self.markRead(channel)
                case .failed(.vanished):
                    // The contact names a conversation the server no longer has: "cannot happen", yet does.
                    self.dependency.unreachableReporter.reportUnreachable(
                        "channel \(self.contact.channelID) of contact \(self.contact.id) vanished before it was marked read",
                        in: Self.self)
                case .idle, .loading, .failed(.unavailable):
                    break
                }
            }
            .store(in: &cancellables)
    }

    private func markRead(_ channel: Channel) {
        repository.markRead(channel)
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self, case .failure(let error) = completion else { return }
                    if error.isNotFound {
                        self.dependency.unreachableReporter.reportUnreachable(
                            "channel \(channel.id) vanished on the server while it was marked read", in: Self.self)
                        self.conversation = .failed(.vanished)
                    } else {
                        self.markReadMessage = FailureMessage(error, headline: "既読にできませんでした").text
                    }
                },
                receiveValue: { [weak self] in
                    guard let self, var read = self.conversation.value else { return }
                    read.unreadCount = 0
                    self.conversation = .loaded(read)
                }
            )
            .store(in: &cancellables)
    }
}
