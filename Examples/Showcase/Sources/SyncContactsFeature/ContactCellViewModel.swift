import Foundation
import Kumiki
import ShowcaseDomain

/// One row of the contact list (Sync's table of contacts with a view model per
/// cell): the contact's text, its avatar loaded lazily, and the unread count of its
/// conversation, observed only while the row is on screen.
///
/// A table reuses cells, so work must start when a row appears and stop when its cell is
/// reused for another contact: a badge must never show another contact's count, an avatar
/// still downloading for a row scrolled away is cancelled, and hundreds of rows must not
/// each hold a subscription. The count comes from the shared channel repository, so reading
/// a conversation updates the row at once; a loaded avatar stays, so scrolling back shows it.
@MainActor
public final class ContactCellViewModel: ObservableObject {
    /// The contact this row shows.
    public let contact: Contact
    /// The conversation's unread messages; `nil` while not observed or not loaded yet.
    @Published public private(set) var unreadCount: Int?
    /// The avatar's image data (PNG); `nil` until loaded, and for good when it failed, so the
    /// row keeps showing the initial.
    @Published public private(set) var avatar: Data?

    private let channels: any ChannelRepositoryProtocol
    private let avatars: any ContactAvatarRepositoryProtocol
    private let dependency: any HasMainScheduler
    private var observation: AnyCancellable?
    private var avatarLoad: AnyCancellable?
    private var avatarFailed = false

    /// Creates the row's ViewModel; nothing is observed or loaded until ``willDisplay()``.
    public init(
        contact: Contact,
        channels: any ChannelRepositoryProtocol,
        avatars: any ContactAvatarRepositoryProtocol,
        dependency: any HasMainScheduler = CoreDependencies()
    ) {
        self.contact = contact
        self.channels = channels
        self.avatars = avatars
        self.dependency = dependency
    }

    /// The row's first line.
    public var title: String { contact.name }

    /// The row's second line.
    public var subtitle: String { "\(contact.company)・\(contact.title)" }

    /// The letters on the row's avatar: the name's first character.
    public var initials: String { contact.name.first.map(String.init) ?? "?" }

    /// The badge text, or `nil` for no badge.
    public var badge: String? {
        guard let unreadCount, unreadCount > 0 else { return nil }
        return unreadCount > 99 ? "99+" : "\(unreadCount)"
    }

    /// Whether the row is observing its conversation; for tests of reuse.
    public var isObserving: Bool { observation != nil }

    /// Whether the avatar is being downloaded; for tests of reuse.
    public var isLoadingAvatar: Bool { avatarLoad != nil }

    /// The row is about to appear: loads the avatar if it has none yet, and starts observing
    /// its conversation's unread count.
    public func willDisplay() {
        loadAvatar()
        guard observation == nil else { return }
        let channelID = contact.channelID
        observation = channels.channels
            .map { $0.first { $0.id == channelID }?.unreadCount }
            .removeDuplicates()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.unreadCount = $0 }
    }

    /// The row left the screen, or its cell is being reused: cancels an avatar download in
    /// flight, stops observing and forgets the count, so a reused cell never shows a stale badge.
    public func didEndDisplaying() {
        avatarLoad = nil
        observation = nil
        unreadCount = nil
    }

    private func loadAvatar() {
        guard avatar == nil, avatarLoad == nil, !avatarFailed else { return }
        avatarLoad = avatars.avatar(for: contact)
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure = completion {
                        self?.avatarFailed = true
                    }
                    self?.avatarLoad = nil
                },
                receiveValue: { [weak self] data in
                    self?.avatar = data
                }
            )
    }
}
