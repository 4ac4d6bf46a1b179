import Kumiki
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// minne's shop settings: the menu the free-shipping setting is opened from (minne's free-shipping rewrite:
/// leaving the free-shipping screen goes back here).
@MainActor
final class ShopSettingsScreen: ScreenController {
    var navigate: (ScreenCommand) -> Void = { _ in }
    var title: String { "minne ショップ設定" }
    var hints: String { "Enter 開く" }
    var changes: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        canvas.write("› 送料無料設定", row: area.top, column: area.left + 1, style: .selected)
        canvas.write("  ●●円以上のご注文で送料を無料にできます", row: area.row(1), column: area.left + 1, style: .dim)
    }

    func handle(_ key: Key) -> ScreenCommand {
        key == .enter ? .push(.freeShippingSetting) : .unhandled
    }
}
