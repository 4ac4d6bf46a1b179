import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation
import ShowcaseUIComponents

/// Sync's contact list (the UIKit shape): Inputs/Outputs protocols, one
/// ``Kumiki/ListState`` from which every view flag is derived (no data, full-screen
/// indicator, retry; list with inline indicator or inline error), and navigation as
/// an event.
@MainActor
public final class ContactListViewModel: ContactListViewModelType {
    /// What this screen needs besides its repository.
    public typealias Dependency = HasAnalyticsTracker & HasUnreachableReporter & HasMainScheduler

    /// The ViewModel seen through its inputs.
    public var inputs: any ContactListViewModelInputs { self }
    /// The ViewModel seen through its outputs.
    public var outputs: any ContactListViewModelOutputs { self }

    @Published private var state = ListState<Contact, RepositoryError>()
    @Published private var saved: SavedContent?
    private let transitionSubject = PassthroughSubject<ContactListTransitionItem, Never>()
    private let repository: any ContactRepositoryProtocol
    private let channels: any ChannelRepositoryProtocol
    private let avatars: any ContactAvatarRepositoryProtocol
    private let dependency: Dependency
    private var load: AnyCancellable?
    /// One row ViewModel per contact shown (Sync), made here and kept while its
    /// contact is in the list, so a row that scrolls back finds its avatar already loaded.
    private var cells: [Contact.ID: ContactCellViewModel] = [:]

    /// Creates the list's ViewModel; `channels` and `avatars` are what its rows' ViewModels read.
    public init(
        repository: any ContactRepositoryProtocol,
        channels: any ChannelRepositoryProtocol,
        avatars: any ContactAvatarRepositoryProtocol,
        dependency: Dependency = CoreDependencies()
    ) {
        self.repository = repository
        self.channels = channels
        self.avatars = avatars
        self.dependency = dependency
    }

    private func loadContacts() {
        guard !state.request.isRequesting else { return }
        state.beginRequest()
        load = repository.fetchContacts()
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion { self?.state.fail(with: error) }
                },
                receiveValue: { [weak self] cached in
                    self?.saved = SavedContent(cached)
                    self?.state.finish(with: cached.value)
                    self?.dropCells(notIn: cached.value)
                }
            )
    }
}

extension ContactListViewModel {
    /// A reload drops the rows whose contact left (or changed): their loads are cancelled.
    private func dropCells(notIn contacts: [Contact]) {
        let current = Dictionary(contacts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (id, cell) in cells where current[id] != cell.contact {
            cell.didEndDisplaying()
            cells[id] = nil
        }
    }
}

extension ContactListViewModel: ContactListViewModelInputs {
    /// Posts the screen log and loads.
    public func viewDidLoad() {
        dependency.analyticsTracker.post(tag: .screen("contact_list"))
        loadContacts()
    }

    /// Loads again after a failure.
    public func retryButtonDidTap() {
        loadContacts()
    }

    /// Loads again, keeping the rows on screen.
    public func pullToRefresh() {
        loadContacts()
    }

    /// Opens the conversation with the contact of row `index`.
    public func contactDidSelect(at index: Int) {
        guard state.items.indices.contains(index) else {
            // The view offered a row the state does not have: report it, do not crash.
            dependency.unreachableReporter.reportUnreachable("row \(index) selected in a list of \(state.items.count)", in: Self.self)
            return
        }
        let contact = state.items[index]
        // Log parameters come from the state at the time of the input, not from the view.
        dependency.analyticsTracker.post(tag: .event("contact_selected", parameters: ["contact_id": "\(contact.id)", "position": "\(index)"]))
        transitionSubject.send(.conversation(contact))
    }
}

extension ContactListViewModel: ContactListViewModelOutputs {
    /// The rows.
    public var contacts: AnyPublisher<[Contact], Never> {
        $state.map(\.items).removeDuplicates().eraseToAnyPublisher()
    }

    /// The view flags.
    public var flags: AnyPublisher<ListViewFlags, Never> {
        $state.listViewFlags()
    }

    /// The error text for the retry view or the inline banner.
    public var errorMessage: AnyPublisher<String?, Never> {
        $state.map { $0.request.failure.map { FailureMessage($0, headline: "連絡先を読み込めませんでした").text } }.removeDuplicates().eraseToAnyPublisher()
    }

    /// Navigation events.
    public func cellViewModel(for contact: Contact) -> ContactCellViewModel {
        if let existing = cells[contact.id], existing.contact == contact { return existing }
        let created = ContactCellViewModel(contact: contact, channels: channels, avatars: avatars, dependency: dependency)
        cells[contact.id] = created
        return created
    }

    public var offlineNotice: AnyPublisher<String?, Never> {
        $saved.map { saved in saved.map { OfflineNotice(age: $0.age, failure: FailureMessage.Kind($0.failure)).text } }
            .removeDuplicates().eraseToAnyPublisher()
    }

    public var transitionItem: AnyPublisher<ContactListTransitionItem, Never> {
        transitionSubject.eraseToAnyPublisher()
    }
}
