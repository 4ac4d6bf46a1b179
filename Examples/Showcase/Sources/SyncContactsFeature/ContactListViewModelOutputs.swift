import Kumiki
import ShowcaseDomain

/// What the contact list's View layer observes.
@MainActor
public protocol ContactListViewModelOutputs {
    /// The rows (state).
    var contacts: AnyPublisher<[Contact], Never> { get }
    /// Which views show, derived from one list state (state; Sync's matrix).
    var flags: AnyPublisher<ListViewFlags, Never> { get }
    /// The text of the retry view or the inline error (state).
    var errorMessage: AnyPublisher<String?, Never> { get }
    /// Said above the list when the contacts shown were saved on the device because the server
    /// could not be reached, with their age (state); `nil` while they are current.
    var offlineNotice: AnyPublisher<String?, Never> { get }
    /// The ViewModel of the row showing `contact`: made by the list, kept while the contact is
    /// listed (a row that scrolls back keeps its avatar), dropped with its loads cancelled when a
    /// reload removes the contact.
    func cellViewModel(for contact: Contact) -> ContactCellViewModel
    /// Where to go (event: never replayed to a late subscriber).
    var transitionItem: AnyPublisher<ContactListTransitionItem, Never> { get }
}
