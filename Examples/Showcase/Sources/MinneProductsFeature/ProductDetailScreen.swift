import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// A product's detail: binds ``ProductDetailViewModel``.
@MainActor
final class ProductDetailScreen: ScreenController {
    private let viewModel: ProductDetailViewModel
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: ProductDetailViewModel) {
        self.viewModel = viewModel
    }

    var title: String { viewModel.product?.name ?? "作品" }
    var hints: String { "f お気に入り  r 再試行" }
    var changes: AnyPublisher<Void, Never> { viewModel.redraws }
    var toast: String? { viewModel.product == nil ? nil : viewModel.errorMessage }

    func appear() {
        viewModel.onAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        guard let product = viewModel.product else {
            let flags = viewModel.errorMessage != nil ? ListViewFlags(showsRetryView: true) : ListViewFlags(showsFullScreenIndicator: true)
            _ = ListStatusView.draw(flags, errorMessage: viewModel.errorMessage, emptyText: "", area: area, canvas: &canvas)
            return
        }
        let left = area.left + 1
        canvas.write(product.name, row: area.top, column: left, style: .bold, maxWidth: area.width - 2)
        canvas.write("¥\(Formatting.number(product.price))（税込）　残り\(product.stock)点", row: area.row(1), column: left)
        canvas.write("作家: \(product.creatorName)　カテゴリ: \(product.category)", row: area.row(2), column: left)
        canvas.write(Badge.favorite(viewModel.isFavorite) + (viewModel.isFavorite ? " お気に入りに入っています" : " お気に入りに入っていません"), row: area.row(4), column: left)
        for (offset, line) in DisplayWidth.wrap(product.description, to: area.width - 2).prefix(max(0, area.height - 7)).enumerated() {
            canvas.write(line, row: area.row(6 + offset), column: left)
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        switch key {
        case .text("f"): viewModel.favoriteButtonDidTap()
        case .text("r"): viewModel.retryButtonDidTap()
        default: return .unhandled
        }
        return .handled
    }
}
