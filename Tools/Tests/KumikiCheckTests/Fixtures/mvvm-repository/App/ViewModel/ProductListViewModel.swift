import Combine
import Foundation

final class ProductListViewModel: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published var isLoading = false
    @Published var query = "" // kumiki:bound-input
    private let repository: ProductRepository
    private let goodRepository: any ProductRepositoryProtocol

    init(repository: ProductRepository = ProductRepository(), goodRepository: any ProductRepositoryProtocol = ProductRepository()) {
        self.repository = repository
        self.goodRepository = goodRepository
    }

    func didTapProduct(_ product: Product) -> ProductListView? {
        _ = URLSession.shared
        // kumiki:disable:next no-singleton-access
        _ = UserDefaults.standard
        let first = products.first!
        _ = first
        return nil
    }
}
