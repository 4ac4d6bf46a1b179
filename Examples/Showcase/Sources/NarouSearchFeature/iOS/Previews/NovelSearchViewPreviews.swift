#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of search before typing; type 組木 in the live preview to see results.
struct NovelSearchViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            NovelSearchView(viewModel: NovelSearchViewModel(useCase: PreviewSearchNovelsUseCase()), openNovel: { _ in })
        }
    }
}
#endif
