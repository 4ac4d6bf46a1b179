import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// What the reading list decides, whichever way its ViewModel publishes: ``ReadingListViewModel``
/// (`ObservableObject`) and ``ObservableReadingListViewModel`` (`@Observable`) hold the outputs and
/// ask this for every change, so the two styles cannot drift apart in behaviour.
@MainActor
struct ReadingListActions {
    let repository: any ReadingListRepositoryProtocol
    let dependency: any HasAnalyticsTracker & HasMainScheduler

    /// The saved novels as they change, delivered on the main scheduler.
    func observeEntries(_ receive: @escaping @MainActor ([ReadingListEntry]) -> Void) -> AnyCancellable {
        repository.entries
            .receive(on: dependency.mainScheduler)
            .sink { receive($0) }
    }

    /// Logs the screen view.
    func screenAppeared() {
        dependency.analyticsTracker.post(tag: .screen("reading_list"))
    }

    /// Where tapping row `index` goes; `nil` for a row that is no longer there.
    func transition(forRowAt index: Int, of entries: [ReadingListEntry]) -> ReadingListTransitionItem? {
        guard entries.indices.contains(index) else { return nil }
        return .novelDetail(ncode: entries[index].ncode)
    }

    /// Removes row `index` and answers the message to show afterwards: none when it went, the
    /// failure in the user's words when it did not, `current` for a row that is no longer there.
    func errorMessage(afterRemovingRowAt index: Int, of entries: [ReadingListEntry], current: String?) -> String? {
        guard entries.indices.contains(index) else { return current }
        do {
            try repository.remove(entries[index].ncode)
            return nil
        } catch {
            return FailureMessage(error, headline: "読書リストから外せませんでした").text
        }
    }
}
