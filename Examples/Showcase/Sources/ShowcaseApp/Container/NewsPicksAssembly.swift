import Kumiki
import ShowcaseDomain
import ShowcaseInfrastructure
import Swinject

/// The NewsPicks feed: one requester, the feed's pages, bookmarks and comment
/// counts, and the analytics log the whole app posts to (`.container`).
struct NewsPicksAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any NewsPicksRequesterProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            NewsPicksRequester(apiClient: try r.resolve((any APIClientProtocol).self, name: InfrastructureAssembly.backend))
        }
        container.register((any NewsFeedRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            NewsFeedRepository(requester: try r.resolve((any NewsPicksRequesterProtocol).self), cache: try r.resolve((any CacheStore).self))
        }
        container.register((any ArticleEngagementRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            ArticleEngagementRepository(requester: try r.resolve((any NewsPicksRequesterProtocol).self))
        }
        container.register((any AnalyticsLogRepositoryProtocol).self, scope: .container) { r throws(ShowcaseAppError) in
            AnalyticsLogRepository(requester: try r.resolve((any NewsPicksRequesterProtocol).self))
        }
    }
}
