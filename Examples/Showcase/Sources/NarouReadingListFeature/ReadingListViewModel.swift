import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// The reading list: the saved novels, newest first, kept across launches.
@MainActor
public final class ReadingListViewModel: ObservableObject {
    /// What this screen needs besides its repository.
    public typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    /// The saved novels.
    @Published public private(set) var entries: [ReadingListEntry] = []
    /// What went wrong, if removing failed.
    @Published public private(set) var errorMessage: String?
    /// Where to go.
    @Published public private(set) var transitionItem: ReadingListTransitionItem?

    /// Which views show: the list, or the "nothing saved yet" view.
    public var flags: ListViewFlags { ListState<ReadingListEntry, Never>(items: entries).flags }

    private let actions: ReadingListActions
    private var entriesSubscription: AnyCancellable?

    /// Creates the reading list's ViewModel.
    public init(repository: any ReadingListRepositoryProtocol, dependency: Dependency = CoreDependencies()) {
        actions = ReadingListActions(repository: repository, dependency: dependency)
        entriesSubscription = actions.observeEntries { [weak self] in self?.entries = $0 }
    }

    /// The screen appeared.
    public func onAppear() {
        actions.screenAppeared()
    }

    /// Row `index` was tapped.
    public func entryDidSelect(at index: Int) {
        if let item = actions.transition(forRowAt: index, of: entries) { transitionItem = item }
    }

    /// The remove button of row `index`.
    public func removeButtonDidTap(at index: Int) {
        errorMessage = actions.errorMessage(afterRemovingRowAt: index, of: entries, current: errorMessage)
    }

    /// The view navigated.
    public func transitionDidFinish() {
        transitionItem = nil
    }
}
