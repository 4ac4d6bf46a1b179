#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of the reading list with three novels; swipe one away in the live preview.
struct ReadingListViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ReadingListView(viewModel: ReadingListViewModel(repository: PreviewReadingListRepository()), openNovel: { _ in })
        }
    }
}
#endif
