import Foundation
import Kumiki
import KumikiTesting
import MinneProductsFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

@Suite("ProductListViewModel and ProductDetailViewModel")
@MainActor
struct ProductListViewModelTests {
    private let analytics = SpyAnalyticsTracker()
    private let favorites = FakeFavoriteRepository()

    private func makeList(_ repository: FakeProductRepository) -> ProductListViewModel {
        ProductListViewModel(
            repository: repository, favoriteRepository: favorites,
            dependency: CoreDependencies(analyticsTracker: analytics, mainScheduler: .mainImmediate))
    }

    @Test("onAppear posts the screen log and loads the first page; the indicator shows while it is in flight, never 'no data'")
    func firstPage() async throws {
        let repository = FakeProductRepository(pages: 3)
        let gate = repository.client.hold(FakeProductsEndpoint.self)
        let viewModel = makeList(repository)
        let flags = viewModel.$state.map(\.flags).removeDuplicates().record()
        viewModel.onAppear()
        #expect(analytics.tags == [.screen("product_list")])
        #expect(await gate.waitForRequests(1))
        #expect(viewModel.flags == ListViewFlags(showsFullScreenIndicator: true))
        gate.open()
        #expect(await eventually { viewModel.state.items.count == 10 })
        #expect(try flags.availableElements.get() == [ListViewFlags(showsFullScreenIndicator: true), ListViewFlags(showsList: true)])
    }

    @Test("pages saved on the device show with a notice of their age, which goes when the server answers again")
    func savedPages() async throws {
        let repository = FakeProductRepository(pages: 1)
        let viewModel = makeList(repository)
        viewModel.onAppear()
        #expect(await eventually { viewModel.state.items.count == 10 })
        #expect(viewModel.offlineNotice == nil)
        // From another thread, as the repository's loading task publishes it (this trapped once: the
        // ViewModel mapped it with a main-actor closure before moving to the main queue).
        await Task.detached { repository.saved.value = SavedContent(age: .seconds(7_200), failure: .network(.timeout)) }.value
        #expect(await eventually { viewModel.offlineNotice == "サーバーが応答しません — 2時間前の内容を表示しています" })
        repository.saved.value = nil
        #expect(await eventually { viewModel.offlineNotice == nil })
    }

    @Test("didShowProduct(at:) loads the next page only near the end, and stops after the last page")
    func paging() async throws {
        let repository = FakeProductRepository(pages: 2)
        let viewModel = makeList(repository)
        viewModel.onAppear()
        #expect(await eventually { viewModel.state.items.count == 10 })
        viewModel.didShowProduct(at: 2)
        #expect(repository.requestedPages == [1], "row 3 of 10 is not near the end")
        viewModel.didShowProduct(at: 7)
        #expect(await eventually { viewModel.state.items.count == 20 })
        for row in 0..<20 { viewModel.didShowProduct(at: row) }
        #expect(repository.requestedPages == [1, 2])
        #expect(viewModel.flags == ListViewFlags(showsList: true))
    }

    @Test("an empty shop shows 'no data'; a failed first page shows retry; retry loads")
    func emptyAndRetry() async throws {
        let empty = makeList(FakeProductRepository(pages: 0))
        empty.onAppear()
        #expect(await eventually { empty.flags == ListViewFlags(showsNoDataView: true) })

        let repository = FakeProductRepository(pages: 1)
        repository.client.stub(FakeProductsEndpoint.self, failure: .offline)
        let viewModel = makeList(repository)
        viewModel.onAppear()
        #expect(await eventually { viewModel.flags == ListViewFlags(showsRetryView: true) })
        viewModel.didShowProduct(at: 0)
        #expect(repository.requestedPages == [1], "no request per row after a failure")
        repository.client.stub(FakeProductsEndpoint.self, value: Page(items: [Product(id: 1, name: "a", price: 1, creatorName: "", category: "", description: "", stock: 0)], nextCursor: nil))
        viewModel.retryButtonDidTap()
        #expect(await eventually { viewModel.flags == ListViewFlags(showsList: true) })
    }

    @Test("pull to refresh starts from the first page again")
    func refresh() async throws {
        let repository = FakeProductRepository(pages: 2)
        let viewModel = makeList(repository)
        viewModel.onAppear()
        #expect(await eventually { viewModel.state.items.count == 10 })
        viewModel.pullToRefresh()
        #expect(await eventually { repository.requestedPages == [1, 1] && viewModel.state.items.count == 10 })
        #expect(repository.resetCount == 1)
    }

    @Test("tapping a product navigates to its detail")
    func tap() async throws {
        let repository = FakeProductRepository(pages: 1)
        let viewModel = makeList(repository)
        viewModel.onAppear()
        #expect(await eventually { !viewModel.state.items.isEmpty })
        let product = viewModel.state.items[3]
        viewModel.didTapProduct(product)
        #expect(viewModel.transitionItem == .productDetail(product))
        viewModel.transitionDidFinish()
        #expect(viewModel.transitionItem == nil)
    }

    @Test("toggling the favourite in the detail updates the list at once, without a reload")
    func sharedFavorites() async throws {
        let repository = FakeProductRepository(pages: 1)
        let list = makeList(repository)
        list.onAppear()
        #expect(await eventually { !list.state.items.isEmpty })
        let product = list.state.items[0]
        let detail = ProductDetailViewModel(
            productID: product.id, product: product, repository: repository, favoriteRepository: favorites,
            dependency: CoreDependencies(analyticsTracker: analytics, mainScheduler: .mainImmediate))
        detail.onAppear()
        #expect(!detail.isFavorite)
        detail.favoriteButtonDidTap()
        #expect(detail.isFavorite)
        #expect(list.favoriteIDs == [product.id])
        #expect(repository.requestedPages == [1], "no reload")
        detail.favoriteButtonDidTap()
        #expect(list.favoriteIDs.isEmpty)
    }

    @Test("a refused favourite shows a message and leaves the state as the repository has it")
    func refusedFavorite() {
        favorites.refusesChanges = true
        let product = Product(id: 9, name: "器", price: 1, creatorName: "", category: "", description: "", stock: 1)
        let detail = ProductDetailViewModel(
            productID: 9, product: product, repository: FakeProductRepository(pages: 1), favoriteRepository: favorites,
            dependency: CoreDependencies(analyticsTracker: analytics, mainScheduler: .mainImmediate))
        detail.onAppear()
        detail.favoriteButtonDidTap()
        #expect(detail.errorMessage == "お気に入りに追加できませんでした。サーバーで問題が起きています（エラー 500）")
        #expect(!detail.isFavorite)
    }

    @Test("a detail opened by a link loads its product; an unknown one says so and offers retry")
    func detailByLink() async throws {
        let repository = FakeProductRepository(pages: 1)
        let detail = ProductDetailViewModel(
            productID: 12_345, repository: repository, favoriteRepository: favorites,
            dependency: CoreDependencies(analyticsTracker: analytics, mainScheduler: .mainImmediate))
        detail.onAppear()
        #expect(detail.errorMessage == "この作品は見つかりませんでした")
        #expect(detail.product == nil)
        #expect(analytics.tags == [.screen("product_detail", parameters: ["product_id": "12345"])])
    }

    @Test("both ViewModels are released with work in flight")
    func noLeaks() async {
        let repository = FakeProductRepository(pages: 2)
        repository.client.hold(FakeProductsEndpoint.self)
        await assertReleased(within: .seconds(5)) {
            let viewModel = makeList(repository)
            viewModel.onAppear()
            return viewModel
        }
        await assertReleased(within: .seconds(5)) {
            let detail = ProductDetailViewModel(productID: 1, repository: repository, favoriteRepository: favorites,
                                                dependency: CoreDependencies(mainScheduler: .mainImmediate))
            detail.onAppear()
            return detail
        }
    }
}
