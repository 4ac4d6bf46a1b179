import Foundation
import Kumiki
import Observation
import ShowcaseDomain
import ShowcasePresentation

/// The reading list in the `@Observable` style (the Observation framework, iOS 17 and later):
/// the same screen, behaviour and tests as ``ReadingListViewModel``, which is written as an
/// `ObservableObject` for iOS 16, so the two styles read side by side.
///
/// What differs: no `@Published` and no `objectWillChange` (Observation tracks each stored
/// property a view reads, and re-renders only views that read what changed); the outputs are
/// plain `private(set)` properties; collaborators that are no output are `@ObservationIgnored`.
@available(iOS 17, macOS 14, *)
@MainActor
@Observable
public final class ObservableReadingListViewModel {
    /// What this screen needs besides its repository.
    public typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    /// The saved novels.
    public private(set) var entries: [ReadingListEntry] = []
    /// What went wrong, if removing failed.
    public private(set) var errorMessage: String?
    /// Where to go.
    public private(set) var transitionItem: ReadingListTransitionItem?

    /// Which views show: the list, or the "nothing saved yet" view.
    public var flags: ListViewFlags { ListState<ReadingListEntry, Never>(items: entries).flags }

    @ObservationIgnored private let actions: ReadingListActions
    @ObservationIgnored private var entriesSubscription: AnyCancellable?

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
