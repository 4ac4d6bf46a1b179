import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// Sync's contacts: the list, and the conversation behind
/// ``ShowcaseRoute/conversation(_:)``.
@MainActor
public final class SyncContactsFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "sync-contacts", title: "連絡先", link: "/sync/contacts")

    private let contacts: any ContactRepositoryProtocol
    private let channels: any ChannelRepositoryProtocol
    private let avatars: any ContactAvatarRepositoryProtocol
    private let dependency: ContactListViewModel.Dependency

    /// Creates the feature over the contacts, their avatars and their channels.
    public init(
        contacts: any ContactRepositoryProtocol,
        channels: any ChannelRepositoryProtocol,
        avatars: any ContactAvatarRepositoryProtocol,
        dependency: ContactListViewModel.Dependency
    ) {
        self.contacts = contacts
        self.channels = channels
        self.avatars = avatars
        self.dependency = dependency
    }

    /// The list's ViewModel, which makes its rows' ViewModels.
    public func makeListViewModel() -> ContactListViewModel {
        ContactListViewModel(repository: contacts, channels: channels, avatars: avatars, dependency: dependency)
    }

    /// The conversation's ViewModel.
    public func makeConversationViewModel(contact: Contact) -> ConversationViewModel {
        ConversationViewModel(contact: contact, repository: channels, dependency: dependency)
    }

    /// The contact list.
    public func makeRootScreen() -> (any ScreenController)? {
        ContactListScreen(viewModel: makeListViewModel())
    }

    /// The conversation, for ``ShowcaseRoute/conversation(_:)``.
    public func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)? {
        guard case .conversation(let contact) = route else { return nil }
        return ConversationScreen(viewModel: makeConversationViewModel(contact: contact))
    }
}
