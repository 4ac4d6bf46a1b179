#if canImport(SwiftUI)
import Kumiki
import ShowcaseUIComponents
import SwiftUI

/// Xcode previews of a novel's detail, in and out of the reading list.
struct NovelDetailViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            NovelDetailView(viewModel: NovelDetailViewModel(
                ncode: PreviewFixtures.novels[0].ncode,
                useCase: PreviewNovelDetailUseCase(),
                readingList: PreviewReadingListRepository()
            ))
        }
        .previewDisplayName("in the reading list")
        NavigationStack {
            NovelDetailView(viewModel: NovelDetailViewModel(
                ncode: PreviewFixtures.novels[9].ncode,
                useCase: PreviewNovelDetailUseCase(),
                readingList: PreviewReadingListRepository()
            ))
        }
        .previewDisplayName("not in the reading list")
    }
}
#endif
