import Domain
import FeedFeature
import Infrastructure
import SearchFeature

struct AppComposition {
    func makeSearch() -> SearchViewModel {
        SearchViewModel(feed: FeedViewModel(repository: ArticleAPI()))
    }
}
