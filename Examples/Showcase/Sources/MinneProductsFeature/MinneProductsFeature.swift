import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// minne's product list and detail, sharing favourites through one
/// repository; the list opens the free-shipping settings through
/// ``ShowcaseRoute/freeShippingSetting``, whichever feature draws them.
@MainActor
public final class MinneProductsFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "minne-products", title: "作品", link: "/minne/products")

    /// `/minne/products`, and `/minne/products/<id>`: the list with the product on top.
    public nonisolated static func addLinks(to router: inout DeepLinkRouter<ShowcaseNavigationTarget>) {
        addTabLink(to: &router)
        router.add("/minne/products/:id") { parameters in
            let id = try parameters.int("id")
            guard id > 0 else { throw DeepLinkError.invalidParameter(name: "id", value: "\(id)") }
            return ShowcaseNavigationTarget(tab: tab, stack: [.productDetail(id: id, product: nil)])
        }
    }

    private let repository: any ProductRepositoryProtocol
    private let favoriteRepository: any FavoriteRepositoryProtocol
    private let dependency: ProductListViewModel.Dependency

    /// Creates the feature over the products and favourites the app shares.
    public init(
        repository: any ProductRepositoryProtocol, favoriteRepository: any FavoriteRepositoryProtocol, dependency: ProductListViewModel.Dependency
    ) {
        self.repository = repository
        self.favoriteRepository = favoriteRepository
        self.dependency = dependency
    }

    /// The list's ViewModel.
    public func makeListViewModel() -> ProductListViewModel {
        ProductListViewModel(repository: repository, favoriteRepository: favoriteRepository, dependency: dependency)
    }

    /// A product's ViewModel (`product` when the list has it already).
    public func makeDetailViewModel(productID: Int, product: Product?) -> ProductDetailViewModel {
        ProductDetailViewModel(productID: productID, product: product, repository: repository, favoriteRepository: favoriteRepository, dependency: dependency)
    }

    /// The product list.
    public func makeRootScreen() -> (any ScreenController)? {
        ProductListScreen(viewModel: makeListViewModel())
    }

    /// A product's detail, for ``ShowcaseRoute/productDetail(id:product:)``.
    public func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)? {
        guard case .productDetail(let id, let product) = route else { return nil }
        return ProductDetailScreen(viewModel: makeDetailViewModel(productID: id, product: product))
    }
}
