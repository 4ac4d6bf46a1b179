import Foundation
import Kumiki
import MinneProductsFeature
import MinneShopSettingsFeature
import NarouNovelFeature
import NarouRankingFeature
import NarouReadingListFeature
import NarouSearchFeature
import NewsPicksFeedFeature
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcaseRouting
import Swinject
import SyncContactsFeature
import SyncSignUpFeature

/// The composition root: the only place that names concrete types and the only module that
/// knows every feature. It builds one instance of every Repository (so features that share
/// one share its state: the favourites of the product list and detail), wires the Narou
/// repositories and use cases through a Swinject assembly, and makes each feature with what it
/// needs, through its initializer. A front end shows ``features``; features reach each other
/// only through ``ShowcaseRouting/ShowcaseRoute``.
@MainActor
public final class ShowcaseComposition {
    /// The dependencies every screen gets.
    public let dependency: AppDependency
    /// Every feature, in tab order (features without a tab answer routes only).
    public let features: [any ShowcaseFeature]

    /// Wires everything to `backendURL` (and `narouURL` for the Narou tabs), storing data
    /// in `database` and what the server sent in `cache` (so lists open offline); `now` is the
    /// clock the Narou ranking reads.
    public init(
        backendURL: URL,
        narouURL: URL,
        database: ShowcaseDatabase,
        cache: any CacheStore = InMemoryCacheStore(),
        mainScheduler: AnySchedulerOf<DispatchQueue> = .main,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(ShowcaseAppError) {
        // A failed request is logged with its method and URL; screens say only what kind of failure it was.
        let networkLog = Logger(label: "showcase.network")
        let backend = APIClient(baseURL: backendURL, userAgent: "KumikiShowcase/1.0", logger: networkLog)
        let narouClient = APIClient(baseURL: narouURL, userAgent: "KumikiShowcase/1.0 (+https://github.com/kumiki)", logger: networkLog)

        let productRequester = ProductRequester(apiClient: backend)
        let products = ProductRepository(requester: productRequester, cache: cache)
        let favorites = FavoriteRepository(requester: productRequester, database: database)
        let freeShipping = FreeShippingSettingRepository(requester: FreeShippingSettingRequester(apiClient: backend))
        let syncRequester = SyncRequester(apiClient: backend)
        let newsPicks = NewsPicksRequester(apiClient: backend)
        let analyticsLog = AnalyticsLogRepository(requester: newsPicks)

        let dependency = AppDependency(
            analyticsTracker: BackendAnalyticsTracker(repository: analyticsLog),
            unreachableReporter: BackendUnreachableReporter(repository: analyticsLog),
            mainScheduler: mainScheduler)
        self.dependency = dependency

        let assembler = Assembler([NarouAssembly(apiClient: narouClient, database: database, now: now)])
        let narou = assembler.resolver
        let readingList = try resolve((any ReadingListRepositoryProtocol).self, from: narou)

        // One line per feature: adding a feature adds its line here (and its target to the manifest).
        features = [
            RankingFeature(useCase: try resolve((any RankingUseCaseProtocol).self, from: narou), dependency: dependency, now: now),
            NovelSearchFeature(useCase: try resolve((any SearchNovelsUseCaseProtocol).self, from: narou), dependency: dependency),
            ReadingListFeature(repository: readingList, dependency: dependency),
            NovelDetailFeature(useCase: try resolve((any NovelDetailUseCaseProtocol).self, from: narou), readingList: readingList, dependency: dependency),
            ProductsFeature(repository: products, favoriteRepository: favorites, dependency: dependency),
            ShopSettingsFeature(repository: freeShipping, dependency: dependency),
            ContactsFeature(
                contacts: ContactRepository(requester: syncRequester, cache: cache),
                channels: ChannelRepository(requester: syncRequester),
                avatars: ContactAvatarRepository(requester: syncRequester),
                dependency: dependency
            ),
            SignUpFeature(repository: AccountRepository(requester: syncRequester), dependency: dependency),
            NewsFeedFeature(
                repository: NewsFeedRepository(requester: newsPicks, cache: cache), analytics: analyticsLog,
                engagement: ArticleEngagementRepository(requester: newsPicks)
            ),
        ]
    }

    /// The feature of type `type`, for tests and front ends that need one by name.
    public func feature<Feature: ShowcaseFeature>(_ type: Feature.Type) -> Feature? {
        features.lazy.compactMap { $0 as? Feature }.first
    }
}
