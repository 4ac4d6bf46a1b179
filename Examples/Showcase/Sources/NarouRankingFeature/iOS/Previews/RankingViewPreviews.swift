#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of the rankings, loaded from the preview use case.
struct RankingViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            RankingView(viewModel: RankingViewModel(useCase: PreviewRankingUseCase()), openNovel: { _ in })
        }
    }
}
#endif
