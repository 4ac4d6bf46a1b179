#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of a product that is a favourite.
struct ProductDetailViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ProductDetailView(viewModel: ProductDetailViewModel(
                productID: 2,
                repository: PreviewProductRepository(),
                favoriteRepository: PreviewFavoriteRepository()
            ))
        }
    }
}
#endif
