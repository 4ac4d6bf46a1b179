#if canImport(SwiftUI)
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// One product, with the favourite toggle whose state the list shows as well.
struct ProductDetailView: View {
    @StateObject private var viewModel: ProductDetailViewModel

    init(viewModel: @autoclosure @escaping () -> ProductDetailViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        DetailScreen(item: viewModel.product, failure: viewModel.errorMessage, retry: viewModel.retryButtonDidTap) { product in
            Section {
                Text(product.name)
                    .font(.title2)
                Text("\(product.creatorName)・\(product.category)")
                    .foregroundStyle(.secondary)
                Text("¥\(Formatting.number(product.price))")
                    .font(.headline)
                Text(product.stock > 0 ? "在庫 \(product.stock)" : "売り切れ")
            }
            Section {
                Text(product.description)
            }
            Section {
                Button(action: viewModel.favoriteButtonDidTap) {
                    Label(
                        viewModel.isFavorite ? "お気に入りから外す" : "お気に入りに追加",
                        systemImage: viewModel.isFavorite ? "heart.fill" : "heart"
                    )
                }
            }
            if let message = viewModel.errorMessage {
                Text(message)
                    .foregroundStyle(.red)
            }
        }
        .navigationTitle(viewModel.product?.name ?? "作品")
        .navigationBarTitleDisplayMode(.inline)
        .onAppear(perform: viewModel.onAppear)
    }
}
#endif
