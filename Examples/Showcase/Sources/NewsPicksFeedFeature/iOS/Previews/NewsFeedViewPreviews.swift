#if canImport(SwiftUI)
import KumikiStore
import ShowcaseDomain
import SwiftUI

/// Xcode previews of the NewsPicks feed in its collection view, from the preview repository.
struct NewsFeedViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            NewsFeedView(store: Store(
                initialState: NewsFeed.State(),
                reducer: NewsFeed(
                    repository: PreviewNewsFeedRepository(), analytics: PreviewAnalyticsLogRepository(),
                    engagement: PreviewArticleEngagementRepository())
            ))
        }
    }
}
#endif
