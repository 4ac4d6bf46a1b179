import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The free-shipping settings screen (minne's free-shipping rewrite): binds
/// ``FreeShippingSettingViewModel`` — the amount field, the bottom
/// buttons, the confirmations, the toasts and going back.
@MainActor
final class FreeShippingSettingScreen: ScreenController {
    /// What has the keyboard: the amount field or one of the bottom buttons.
    private enum Focus: Equatable {
        case amount
        case button(Int)
    }

    private let viewModel: FreeShippingSettingViewModel
    private var focus = Focus.amount
    private var alertSelection = 0
    private var lastToast: FreeShippingSettingToast?
    private var subscriptions: Set<AnyCancellable> = []
    private let toastChanges = PassthroughSubject<Void, Never>()
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: FreeShippingSettingViewModel) {
        self.viewModel = viewModel
        viewModel.toast
            .sink { [weak self] toast in
                self?.lastToast = toast
                self?.toastChanges.send(())
            }
            .store(in: &subscriptions)
        viewModel.$transitionItem.compactMap { $0 }
            .sink { [weak self] _ in self?.navigate(.pop) }
            .store(in: &subscriptions)
        viewModel.$alert
            .sink { [weak self] _ in self?.alertSelection = 0 }
            .store(in: &subscriptions)
        // Registering or releasing changes the buttons under the focus: give it back to the field.
        viewModel.$currentFreeShippingSetting.dropFirst()
            .sink { [weak self] _ in self?.focus = .amount }
            .store(in: &subscriptions)
    }

    var title: String { "送料無料設定" }
    var hints: String { "数字で金額  ↓↑ ボタンへ  ←→ 選択  Enter 決定" }
    var changes: AnyPublisher<Void, Never> {
        viewModel.redraws.merge(with: toastChanges).eraseToAnyPublisher()
    }

    var toast: String? {
        switch lastToast {
        case .success(let text)?: return "✓ " + text
        case .failure(let text)?: return "✗ " + text
        case nil: return nil
        }
    }

    var alert: AlertModel? {
        switch viewModel.alert {
        case .allProductsFreeShipping?:
            return AlertModel(title: "すべての作品が送料無料になります", message: "0円で設定すると、すべての作品の送料が無料になります。よろしいですか？",
                              buttons: ["キャンセル", "保存する"], selectedButton: alertSelection)
        case .discardChanges?:
            return AlertModel(title: "変更を破棄しますか？", message: "入力した金額は保存されません。", buttons: ["キャンセル", "破棄する"], selectedButton: alertSelection)
        case nil:
            return nil
        }
    }

    /// The bottom buttons and whether each is enabled.
    private var buttons: [(title: String, isEnabled: Bool, press: () -> Void)] {
        switch viewModel.bottomButtons {
        case .hidden: return []
        case .register(let isEnabled): return [("登録する", isEnabled, viewModel.addOrEditButtonDidTap)]
        case .releaseAndSave(let isSaveEnabled):
            return [("解除する", true, viewModel.releaseButtonDidTap), ("保存する", isSaveEnabled, viewModel.addOrEditButtonDidTap)]
        }
    }

    func appear() {
        viewModel.onFirstAppear()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        let left = area.left + 1
        let current = viewModel.currentFreeShippingSetting.map { "現在の設定: \(Formatting.number($0.amount))円以上で送料無料" } ?? "現在の設定: なし"
        canvas.write(current, row: area.top, column: left)
        TextField.draw("金額（円）:", value: viewModel.inputFreeShippingSettingAmount, placeholder: "例: 8000",
                       isFocused: focus == .amount && viewModel.alert == nil, row: area.row(2), area: area, canvas: &canvas)
        canvas.write("0円にすると、すべての作品が送料無料になります", row: area.row(3), column: left, style: .dim)
        if viewModel.isLoading {
            LoadingIndicator.drawInline("通信中…", row: area.row(5), column: left, canvas: &canvas)
        }
        var column = area.left
        for (index, button) in buttons.enumerated() {
            let isFocused = focus == .button(index) && viewModel.alert == nil
            column += ButtonLabel.draw(button.title, isFocused: isFocused, isEnabled: button.isEnabled,
                                       row: area.row(area.height - 1), column: column, canvas: &canvas) + 1
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        lastToast = nil
        if let alert {
            switch key {
            case .left, .right, .tab: alertSelection = (alertSelection + 1) % alert.buttons.count
            case .escape: viewModel.alertCancelButtonDidTap()
            case .enter: alertSelection == 0 ? viewModel.alertCancelButtonDidTap() : viewModel.alertConfirmButtonDidTap()
            default: break
            }
            return .handled
        }
        if focus == .amount, let edited = TextField.edit(viewModel.inputFreeShippingSettingAmount, with: key) {
            viewModel.inputFreeShippingSettingAmount = edited
            return .handled
        }
        let count = buttons.count
        switch key {
        case .down where focus == .amount && count > 0: focus = .button(count - 1)
        case .up: focus = .amount
        case .left: if case .button(let index) = focus { focus = .button(max(0, index - 1)) }
        case .right: if case .button(let index) = focus { focus = .button(min(count - 1, index + 1)) }
        case .enter:
            if case .button(let index) = focus, buttons.indices.contains(index) {
                buttons[index].press()
            } else {
                viewModel.addOrEditButtonDidTap()
            }
        case .escape: viewModel.backButtonDidTap()
        default: return .unhandled
        }
        if case .button(let index) = focus, index >= buttons.count { focus = buttons.isEmpty ? .amount : .button(buttons.count - 1) }
        return .handled
    }
}
