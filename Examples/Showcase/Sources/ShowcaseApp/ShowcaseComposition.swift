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
import ShowcaseFeatureContract
import ShowcaseInfrastructure
import ShowcaseRouting
import ShowcaseUIComponents
import Swinject
import SyncContactsFeature
import SyncSignUpFeature

/// The composition root: the only place that names concrete types and the only module that
/// knows every feature. Every service is registered in one Swinject container, an assembly per
/// feature family (``NarouAssembly``, ``MinneAssembly``, ``SyncAssembly``, ``NewsPicksAssembly``)
/// over the shared ``InfrastructureAssembly``; each registration builds its instance from the
/// container's other registrations, so replacing one (a requester, in a test) reaches every
/// repository, gateway and use case above it. Every registration is resolved once here, so a
/// wiring mistake is a typed error before the first screen. Features receive what they need
/// through their initializers and never see the container; a front end shows ``features``, and
/// features reach each other only through ``ShowcaseRouting/ShowcaseRoute``.
@MainActor
public final class ShowcaseComposition {
    /// The dependencies every screen gets: Kumiki's `CoreDependencies`, each ViewModel naming the
    /// `Has*` protocols it needs of them (minne's protocol composition).
    public let dependency: CoreDependencies
    /// Every feature, in tab order (features without a tab answer routes only).
    public let features: [any ShowcaseFeature]
    /// The links every feature declares, folded into one router.
    public var links: ShowcaseLinks {
        ShowcaseLinks(features: features.map { type(of: $0) })
    }

    /// Wires everything to `backendURL` (and `narouURL` for the Narou tabs), storing data
    /// in `database` and what the server sent in `cache` (so lists open offline); `now` is the
    /// clock the Narou ranking reads; a request fails as a timeout after `requestTimeout` seconds.
    /// `override` runs on the container after the assemblies, to
    /// replace registrations (a test double for a requester).
    public init(
        backendURL: URL,
        narouURL: URL,
        database: ShowcaseDatabase,
        cache: any CacheStore = InMemoryCacheStore(),
        mainScheduler: AnySchedulerOf<DispatchQueue> = .main,
        now: @escaping @Sendable () -> Date = { Date() },
        requestTimeout: TimeInterval = 15,
        override: (Container) -> Void = { _ in }
    ) throws(ShowcaseAppError) {
        // A failed request is logged with its method and URL; screens say only what kind of failure it was.
        let networkLog = Logger(label: "showcase.network")
        let catalog = RegistrationCatalog()
        let container = Container(behaviors: [catalog])
        let assembler = Assembler(container: container)
        assembler.apply(assemblies: [
            InfrastructureAssembly(
                backendClient: APIClient(
                    baseURL: backendURL, userAgent: "KumikiShowcase/1.0", timeout: requestTimeout, logger: networkLog),
                narouClient: APIClient(
                    baseURL: narouURL, userAgent: "KumikiShowcase/1.0 (+https://github.com/kumiki)", timeout: requestTimeout, logger: networkLog),
                database: database, cache: cache, now: now),
            NarouAssembly(), MinneAssembly(), SyncAssembly(), NewsPicksAssembly(),
        ])
        override(container)
        try catalog.resolveAll(assembler.resolver)
        let r = ServiceResolver(resolver: assembler.resolver)

        let analyticsLog = try r.resolve((any AnalyticsLogRepositoryProtocol).self)
        let dependency = CoreDependencies(
            logger: Logger(label: "showcase"),
            analyticsTracker: BackendAnalyticsTracker(repository: analyticsLog),
            errorHandler: LoggingErrorHandler(logger: Logger(label: "showcase.error")),
            unreachableReporter: BackendUnreachableReporter(repository: analyticsLog),
            mainScheduler: mainScheduler)
        self.dependency = dependency
        self.registeredServices = catalog.names
        let readingList = try r.resolve((any ReadingListRepositoryProtocol).self)

        // One line per feature: adding a feature adds its line here (and its target to the manifest).
        features = [
            NarouRankingFeature(useCase: try r.resolve((any RankingUseCaseProtocol).self), dependency: dependency, now: now),
            NarouSearchFeature(useCase: try r.resolve((any SearchNovelsUseCaseProtocol).self), dependency: dependency),
            NarouReadingListFeature(repository: readingList, dependency: dependency),
            NarouNovelFeature(useCase: try r.resolve((any NovelDetailUseCaseProtocol).self), readingList: readingList, dependency: dependency),
            MinneProductsFeature(
                repository: try r.resolve((any ProductRepositoryProtocol).self),
                favoriteRepository: try r.resolve((any FavoriteRepositoryProtocol).self), dependency: dependency),
            MinneShopSettingsFeature(repository: try r.resolve((any FreeShippingSettingRepositoryProtocol).self), dependency: dependency),
            SyncContactsFeature(
                contacts: try r.resolve((any ContactRepositoryProtocol).self),
                channels: try r.resolve((any ChannelRepositoryProtocol).self),
                avatars: try r.resolve((any ContactAvatarRepositoryProtocol).self),
                dependency: dependency
            ),
            SyncSignUpFeature(repository: try r.resolve((any AccountRepositoryProtocol).self), dependency: dependency),
            NewsPicksFeedFeature(
                repository: try r.resolve((any NewsFeedRepositoryProtocol).self), analytics: analyticsLog,
                engagement: try r.resolve((any ArticleEngagementRepositoryProtocol).self)
            ),
        ]
    }

    /// The services the container registers, by type (and name): for tests and diagnostics.
    public let registeredServices: [String]

    /// The feature of type `type`, for tests and front ends that need one by name.
    public func feature<Feature: ShowcaseFeature>(_ type: Feature.Type) -> Feature? {
        features.lazy.compactMap { $0 as? Feature }.first
    }
}
