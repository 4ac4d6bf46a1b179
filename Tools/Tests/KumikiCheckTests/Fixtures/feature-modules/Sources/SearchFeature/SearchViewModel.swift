import Combine
import Domain
import FeedFeature

public final class SearchViewModel: ObservableObject {
    @Published public private(set) var query = ""
    public let feed: FeedViewModel

    public init(feed: FeedViewModel) {
        self.feed = feed
    }
}
