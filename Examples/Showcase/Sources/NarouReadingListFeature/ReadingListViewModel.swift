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

    private let repository: any ReadingListRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    /// Creates the reading list's ViewModel.
    public init(repository: any ReadingListRepositoryProtocol, dependency: Dependency = CoreDependencies()) {
        self.repository = repository
        self.dependency = dependency
        repository.entries
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.entries = $0 }
            .store(in: &cancellables)
    }

    /// The screen appeared.
    public func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("reading_list"))
    }

    /// Row `index` was tapped.
    public func entryDidSelect(at index: Int) {
        guard entries.indices.contains(index) else { return }
        transitionItem = .novelDetail(ncode: entries[index].ncode)
    }

    /// The remove button of row `index`.
    public func removeButtonDidTap(at index: Int) {
        guard entries.indices.contains(index) else { return }
        do {
            try repository.remove(entries[index].ncode)
            errorMessage = nil
        } catch {
            errorMessage = FailureMessage(error, headline: "読書リストから外せませんでした").text
        }
    }

    /// The view navigated.
    public func transitionDidFinish() {
        transitionItem = nil
    }
}
