import Foundation
import Kumiki
import ShowcaseDomain

/// The conversation with one contact: opening it marks it read. A conversation that
/// no longer exists is the seed's "unreachable" branch (seed `002_…`): it is reported,
/// with where and which build, instead of crashing, and the screen says so.
@MainActor
public final class ConversationViewModel: ObservableObject {
    /// What this screen needs besides its repository.
    public typealias Dependency = HasUnreachableReporter & HasMainScheduler

    /// The contact.
    public let contact: Contact
    /// The conversation, once found.
    @Published public private(set) var channel: Channel?
    /// Whether it is loading.
    @Published public private(set) var isLoading = false
    /// What the screen says when the conversation cannot be shown.
    @Published public private(set) var message: String?

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
            markRead(channel)
            return
        }
        isLoading = true
        repository.refresh()
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self else { return }
                    self.isLoading = false
                    if case .failure = completion {
                        self.message = "会話を読み込めませんでした"
                    }
                },
                receiveValue: { [weak self] _ in
                    guard let self else { return }
                    if let channel = self.repository.channel(id: self.contact.channelID) {
                        self.markRead(channel)
                    } else {
                        // The contact names a conversation the server no longer has: "cannot happen", yet does.
                        self.dependency.unreachableReporter.reportUnreachable(
                            "channel \(self.contact.channelID) of contact \(self.contact.id) vanished before it was marked read",
                            in: Self.self)
                        self.message = "この会話は見つかりませんでした"
                    }
                }
            )
            .store(in: &cancellables)
    }

    private func markRead(_ channel: Channel) {
        self.channel = channel
        repository.markRead(channel)
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self, case .failure(let error) = completion else { return }
                    if error.isNotFound {
                        self.dependency.unreachableReporter.reportUnreachable(
                            "channel \(channel.id) vanished on the server while it was marked read", in: Self.self)
                        self.message = "この会話は見つかりませんでした"
                    } else {
                        self.message = "既読にできませんでした（\(error)）"
                    }
                },
                receiveValue: { [weak self] in
                    self?.channel?.unreadCount = 0
                }
            )
            .store(in: &cancellables)
    }
}
