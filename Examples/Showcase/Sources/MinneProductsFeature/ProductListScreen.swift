import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcasePresentation
import ShowcaseRouting
import ShowcaseUIComponents

/// minne's product list: binds ``ProductListViewModel``.
@MainActor
final class ProductListScreen: ScreenController {
    private let viewModel: ProductListViewModel
    private var cursor = ListCursor()
    private var subscriptions: Set<AnyCancellable> = []
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: ProductListViewModel) {
        self.viewModel = viewModel
        follow(viewModel.$transitionItem, of: viewModel, finished: { $0.transitionDidFinish() }) { viewModel, item in
            if case .productDetail(let product) = item { return .push(.productDetail(id: product.id, product: product)) }
            return nil
        }
        .store(in: &subscriptions)
    }

    var title: String { "minne 作品一覧" }
    var hints: String { "↑↓ 移動  Enter 開く  u 更新  r 再試行  s 送料設定" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }

    func appear() {
        viewModel.onAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let products = viewModel.state.items
        let favorites = viewModel.favoriteIDs
        guard let rows = ListStatusView.draw(
            viewModel.flags, errorMessage: viewModel.state.request.failure.map { FailureMessage($0, headline: "作品を読み込めませんでした").text },
            emptyText: "作品がありません", notice: viewModel.offlineNotice, area: area, canvas: &canvas)
        else { return }
        let shown = ListRows.draw(count: products.count, cursor: &cursor, area: rows, canvas: &canvas) { index in
            let product = products[index]
            let heart = Badge.favorite(favorites.contains(product.id))
            return "\(heart) \(DisplayWidth.pad(product.name, to: 34)) ¥\(DisplayWidth.pad(Formatting.number(product.price), to: 7)) \(product.creatorName)"
        }
        // As a table view's willDisplay: the ViewModel decides whether it is time to load more.
        let appeared = Set(cursor.newlyVisible(shown.map { products[$0].id }))
        for index in shown where appeared.contains(products[index].id) { viewModel.didShowProduct(at: index) }
    }

    func handle(_ key: Key) -> ScreenCommand {
        let products = viewModel.state.items
        switch key {
        case .up: cursor.move(-1, count: products.count)
        case .down: cursor.move(1, count: products.count)
        case .enter:
            guard products.indices.contains(cursor.selected) else { return .handled }
            viewModel.didTapProduct(products[cursor.selected])
        case .text("u"):
            cursor = ListCursor()
            viewModel.pullToRefresh()
        case .text("r"): viewModel.retryButtonDidTap()
        // The shop's free-shipping settings belong to another feature: asked for by route, never built here.
        case .text("s"): return .push(.freeShippingSetting)
        default: return .unhandled
        }
        return .handled
    }
}
