#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of minne's products, two of them favourites.
struct ProductListViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ProductListView(
                viewModel: ProductListViewModel(repository: PreviewProductRepository(), favoriteRepository: PreviewFavoriteRepository()),
                openProduct: { _ in },
                openFreeShippingSetting: {}
            )
        }
    }
}
#endif
