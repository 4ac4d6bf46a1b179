import Kumiki
import ShowcaseDomain

/// One row of the contact list (seed 005, Sync's table of contacts with a view model per
/// cell): the contact's text, and the unread count of its conversation, observed only
/// while the row is on screen.
///
/// A table reuses cells, so the observation must start when a row appears and stop when
/// its cell is reused for another contact: a badge must never show another contact's
/// count, and hundreds of rows must not each hold a subscription. The count comes from
/// the shared channel repository, so reading a conversation updates the row at once.
@MainActor
public final class ContactCellViewModel: ObservableObject {
    /// The contact this row shows.
    public let contact: Contact
    /// The conversation's unread messages; `nil` while not observed or not loaded yet.
    @Published public private(set) var unreadCount: Int?

    private let channels: any ChannelRepositoryProtocol
    private let dependency: any HasMainScheduler
    private var observation: AnyCancellable?

    /// Creates the row's ViewModel; nothing is observed until ``willDisplay()``.
    public init(contact: Contact, channels: any ChannelRepositoryProtocol, dependency: any HasMainScheduler = CoreDependencies()) {
        self.contact = contact
        self.channels = channels
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

    /// The row is about to appear: starts observing its conversation's unread count.
    public func willDisplay() {
        guard observation == nil else { return }
        let channelID = contact.channelID
        observation = channels.channels
            .map { $0.first { $0.id == channelID }?.unreadCount }
            .removeDuplicates()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.unreadCount = $0 }
    }

    /// The row left the screen, or its cell is being reused: stops observing and forgets
    /// the count, so a reused cell never shows a stale badge.
    public func didEndDisplaying() {
        observation = nil
        unreadCount = nil
    }
}
