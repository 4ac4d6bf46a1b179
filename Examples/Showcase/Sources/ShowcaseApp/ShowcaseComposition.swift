import Foundation
import Kumiki
import KumikiStore
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcasePresentation
import ShowcaseTerminalUI
import Swinject

/// The composition root: the only place that names concrete types. It builds one
/// instance of every Repository (so screens that share one share its state: the
/// favourites of the product list and detail), wires the Narou feature through a
/// Swinject assembly, and hands each screen its ViewModel with `AppDependency`.
@MainActor
public final class ShowcaseComposition: ShowcaseScreenFactory {
    /// The dependencies every screen gets.
    public let dependency: AppDependency

    private let narou: any Resolver
    private let products: any ProductRepositoryProtocol
    private let favorites: any FavoriteRepositoryProtocol
    private let freeShipping: any FreeShippingSettingRepositoryProtocol
    private let contacts: any ContactRepositoryProtocol
    private let channels: any ChannelRepositoryProtocol
    private let accounts: any AccountRepositoryProtocol
    private let newsFeed: any NewsFeedRepositoryProtocol
    private let analyticsLog: any AnalyticsLogRepositoryProtocol
    private let rankingUseCase: any RankingUseCaseProtocol
    private let searchUseCase: any SearchNovelsUseCaseProtocol
    private let novelDetailUseCase: any NovelDetailUseCaseProtocol
    private let readingList: any ReadingListRepositoryProtocol
    private let now: @Sendable () -> Date

    /// Wires everything to `backendURL` (and `narouURL` for the Narou tabs), storing data
    /// in `database`; `now` is the clock the Narou ranking reads.
    public init(
        backendURL: URL,
        narouURL: URL,
        database: ShowcaseDatabase,
        mainScheduler: AnySchedulerOf<DispatchQueue> = .main,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(ShowcaseAppError) {
        self.now = now
        let backend = APIClient(baseURL: backendURL, userAgent: "KumikiShowcase/1.0")
        let narouClient = APIClient(baseURL: narouURL, userAgent: "KumikiShowcase/1.0 (+https://github.com/kumiki)")

        let productRequester = ProductRequester(apiClient: backend)
        products = ProductRepository(requester: productRequester)
        favorites = FavoriteRepository(requester: productRequester, database: database)
        freeShipping = FreeShippingSettingRepository(requester: FreeShippingSettingRequester(apiClient: backend))
        let syncRequester = SyncRequester(apiClient: backend)
        contacts = ContactRepository(requester: syncRequester)
        channels = ChannelRepository(requester: syncRequester)
        accounts = AccountRepository(requester: syncRequester)
        let newsPicks = NewsPicksRequester(apiClient: backend)
        newsFeed = NewsFeedRepository(requester: newsPicks)
        analyticsLog = AnalyticsLogRepository(requester: newsPicks)

        dependency = AppDependency(
            analyticsTracker: BackendAnalyticsTracker(repository: analyticsLog),
            unreachableReporter: BackendUnreachableReporter(repository: analyticsLog),
            mainScheduler: mainScheduler)

        let assembler = Assembler([NarouAssembly(apiClient: narouClient, database: database, now: now)])
        narou = assembler.resolver
        rankingUseCase = try resolve((any RankingUseCaseProtocol).self, from: narou)
        searchUseCase = try resolve((any SearchNovelsUseCaseProtocol).self, from: narou)
        novelDetailUseCase = try resolve((any NovelDetailUseCaseProtocol).self, from: narou)
        readingList = try resolve((any ReadingListRepositoryProtocol).self, from: narou)
    }

    /// The Narou ranking screen.
    public func makeRankingViewModel() -> RankingViewModel {
        RankingViewModel(useCase: rankingUseCase, dependency: dependency, now: now)
    }

    /// The Narou search screen.
    public func makeNovelSearchViewModel() -> NovelSearchViewModel {
        NovelSearchViewModel(useCase: searchUseCase, dependency: dependency)
    }

    /// The reading list.
    public func makeReadingListViewModel() -> ReadingListViewModel {
        ReadingListViewModel(repository: readingList, dependency: dependency)
    }

    /// A novel's detail.
    public func makeNovelDetailViewModel(ncode: String, novel: Novel?) -> NovelDetailViewModel {
        NovelDetailViewModel(ncode: ncode, novel: novel, useCase: novelDetailUseCase, readingList: readingList, dependency: dependency)
    }

    /// minne's product list.
    public func makeProductListViewModel() -> ProductListViewModel {
        ProductListViewModel(repository: products, favoriteRepository: favorites, dependency: dependency)
    }

    /// A product's detail.
    public func makeProductDetailViewModel(productID: Int, product: Product?) -> ProductDetailViewModel {
        ProductDetailViewModel(productID: productID, product: product, repository: products, favoriteRepository: favorites, dependency: dependency)
    }

    /// The free-shipping settings screen.
    public func makeFreeShippingSettingViewModel() -> FreeShippingSettingViewModel {
        FreeShippingSettingViewModel(repository: freeShipping, dependency: dependency)
    }

    /// Sync's contact list.
    public func makeContactListViewModel() -> ContactListViewModel {
        ContactListViewModel(repository: contacts, dependency: dependency)
    }

    /// A conversation.
    public func makeConversationViewModel(contact: Contact) -> ConversationViewModel {
        ConversationViewModel(contact: contact, repository: channels, dependency: dependency)
    }

    /// Sync's sign-up form.
    public func makeSignUpViewModel() -> SignUpViewModel {
        SignUpViewModel(repository: accounts, dependency: dependency)
    }

    /// The NewsPicks feed's store.
    public func makeNewsFeedStore() -> Store<NewsFeed.State, NewsFeed.Action> {
        Store(initialState: NewsFeed.State(), reducer: NewsFeed(repository: newsFeed, analytics: analyticsLog))
    }
}
