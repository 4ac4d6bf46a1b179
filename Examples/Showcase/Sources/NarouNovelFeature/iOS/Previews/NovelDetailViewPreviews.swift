#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of a novel's detail, in and out of the reading list.
struct NovelDetailViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            NovelDetailView(viewModel: NovelDetailViewModel(
                ncode: PreviewNovelDetailUseCase.finished.ncode,
                useCase: PreviewNovelDetailUseCase(),
                readingList: PreviewNovelReadingList()
            ))
        }
        .previewDisplayName("in the reading list")
        NavigationStack {
            NovelDetailView(viewModel: NovelDetailViewModel(
                ncode: PreviewNovelDetailUseCase.ongoing.ncode,
                useCase: PreviewNovelDetailUseCase(),
                readingList: PreviewNovelReadingList()
            ))
        }
        .previewDisplayName("not in the reading list")
    }
}
#endif
