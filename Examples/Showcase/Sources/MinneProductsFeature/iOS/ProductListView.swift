#if canImport(SwiftUI)
import Kumiki
import KumikiSwiftUI
import ShowcaseDomain
import ShowcasePresentation
import SwiftUI

/// minne's product list (minne's free-shipping rewrite): pages fetched ahead as rows appear, favourites shared
/// with the detail screen, pull to refresh, and the shop's free-shipping settings one tap
/// away, in another feature reached by route.
struct ProductListView: View {
    @StateObject private var viewModel: ProductListViewModel
    private let openProduct: (Product) -> Void
    private let openFreeShippingSetting: @MainActor () -> Void

    init(
        viewModel: @autoclosure @escaping () -> ProductListViewModel,
        openProduct: @escaping (Product) -> Void,
        openFreeShippingSetting: @escaping @MainActor () -> Void
    ) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.openProduct = openProduct
        self.openFreeShippingSetting = openFreeShippingSetting
    }

    var body: some View {
        ListStateView(
            viewModel.state.presentation,
            emptyTitle: "作品がありません",
            retryTitle: "再試行",
            message: { FailureMessage($0, headline: "作品を読み込めませんでした").text },
            retry: viewModel.retryButtonDidTap
        ) {
            List {
                if let notice = viewModel.offlineNotice {
                    // Saved pages shown offline: said above the list, with their age.
                    Label(notice, systemImage: "wifi.slash")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                ForEach(Array(viewModel.state.items.enumerated()), id: \.element.id) { index, product in
                    Button {
                        viewModel.didTapProduct(product)
                    } label: {
                        ProductRow(product: product, isFavorite: viewModel.favoriteIDs.contains(product.id))
                    }
                    .onAppear { viewModel.didShowProduct(at: index) }
                }
            }
            .listStyle(.plain)
            .refreshable { [viewModel] in await viewModel.pullToRefresh() }
        }
        .navigationTitle("作品")
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("送料無料設定", action: openFreeShippingSetting)
            }
        }
        .onAppear(perform: viewModel.onAppear)
        .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) { item in
            switch item {
            case .productDetail(let product):
                openProduct(product)
            }
        }
    }
}
#endif
