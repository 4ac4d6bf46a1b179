#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// What both reading list ViewModels offer the screen they share.
@MainActor
protocol ReadingListScreenModel: AnyObject {
    var entries: [ReadingListEntry] { get }
    var flags: ListViewFlags { get }
    var errorMessage: String? { get }
    func onAppear()
    func entryDidSelect(at index: Int)
    func removeButtonDidTap(at index: Int)
}

extension ReadingListViewModel: ReadingListScreenModel {}

@available(iOS 17, macOS 14, *)
extension ObservableReadingListViewModel: ReadingListScreenModel {}
#endif
