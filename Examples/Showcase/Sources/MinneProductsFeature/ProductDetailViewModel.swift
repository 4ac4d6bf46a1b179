import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// A product's detail screen, with the favourite toggle whose state the list shares.
@MainActor
public final class ProductDetailViewModel: ObservableObject {
    /// What this screen needs besides its repositories.
    public typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    /// The product as the screen shows it: loaded at once when the list handed it over,
    /// otherwise loading, loaded or failed (when opened by a link).
    @Published public private(set) var details: LoadState<Product, RepositoryError>
    /// Whether it is a favourite, as every screen sees it.
    @Published public private(set) var isFavorite = false
    /// Why the last favourite toggle was refused; cleared by the next toggle.
    @Published public private(set) var favoriteErrorMessage: String?

    /// The product shown; `nil` while it loads or when it failed to.
    public var product: Product? { details.value }
    /// Whether the product is loading.
    public var isLoading: Bool { details.isLoading }
    /// What went wrong, for an inline message (with a retry when the product itself failed to load).
    public var errorMessage: String? {
        favoriteErrorMessage ?? details.failure.map { $0.isNotFound ? "この作品は見つかりませんでした" : FailureMessage($0, headline: "作品を読み込めませんでした").text }
    }

    private let productID: Product.ID
    private let repository: any ProductRepositoryProtocol
    private let favoriteRepository: any FavoriteRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []
    private var load: AnyCancellable?
    private var isObserving = false

    /// Creates the detail screen for `productID`; pass `product` when the list already has it.
    public init(
        productID: Product.ID,
        product: Product? = nil,
        repository: any ProductRepositoryProtocol,
        favoriteRepository: any FavoriteRepositoryProtocol,
        dependency: Dependency = CoreDependencies()
    ) {
        self.productID = productID
        self.details = product.map { .loaded($0) } ?? .idle
        self.repository = repository
        self.favoriteRepository = favoriteRepository
        self.dependency = dependency
    }

    /// The screen appeared: posts the screen log, follows the favourites, loads the product if needed.
    public func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("product_detail", parameters: ["product_id": "\(productID)"]))
        guard !isObserving else { return }
        isObserving = true
        favoriteRepository.favoriteIDs
            .map { [productID] in $0.contains(productID) }
            .removeDuplicates()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.isFavorite = $0 }
            .store(in: &cancellables)
        if product == nil { loadProduct() }
    }

    /// The retry button: loads the product again.
    public func retryButtonDidTap() {
        loadProduct()
    }

    /// The favourite button: toggles the favourite for every screen at once.
    public func favoriteButtonDidTap() {
        let newValue = !favoriteRepository.isFavorite(productID)
        favoriteErrorMessage = nil
        favoriteRepository.setFavorite(newValue, for: productID)
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.favoriteErrorMessage = FailureMessage(
                            error, headline: newValue ? "お気に入りに追加できませんでした" : "お気に入りから外せませんでした").text
                    }
                },
                receiveValue: {}
            )
            .store(in: &cancellables)
    }

    /// Receives on the main scheduler before tracking, so `.loading` is set the moment the
    /// load starts rather than one scheduler hop later.
    private func loadProduct() {
        load = repository.product(id: productID)
            .receive(on: dependency.mainScheduler)
            .trackLoadState()
            .sink { [weak self] in self?.details = $0 }
    }
}
