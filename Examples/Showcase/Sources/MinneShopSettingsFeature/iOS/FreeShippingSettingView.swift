#if canImport(SwiftUI)
import KumikiSwiftUI
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// minne's free-shipping setting rewritten in SwiftUI (minne's free-shipping rewrite): the amount field bound
/// two-way to the ViewModel's `@Published` input, the register or release-and-save
/// buttons, the confirmations for 0 yen and for leaving with unsaved changes, and a toast
/// for each result. The back button asks the ViewModel, which may ask the user first.
struct FreeShippingSettingView: View {
    @StateObject private var viewModel: FreeShippingSettingViewModel
    @State private var toast: FreeShippingSettingToast?
    @FocusState private var isAmountFocused: Bool
    private let goBack: () -> Void

    init(viewModel: @autoclosure @escaping () -> FreeShippingSettingViewModel, goBack: @escaping () -> Void) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.goBack = goBack
    }

    var body: some View {
        Form {
            Section {
                if let current = viewModel.currentFreeShippingSetting {
                    Text("現在の設定: ¥\(Formatting.number(current.amount)) 以上で送料無料")
                } else {
                    Text("送料無料は設定されていません")
                        .foregroundStyle(.secondary)
                }
            }
            Section("送料無料にする注文金額") {
                HStack {
                    Text("¥")
                        .accessibilityHidden(true)
                    TextField("金額", text: $viewModel.inputFreeShippingSettingAmount)
                        .keyboardType(.numberPad)
                        .focused($isAmountFocused)
                        .accessibilityLabel(Text("送料無料にする注文金額（円）"))
                    Text("以上")
                        .accessibilityHidden(true)
                }
            }
            Section {
                bottomButtons
            }
        }
        .disabled(viewModel.isLoading)
        .overlay {
            if viewModel.isLoading {
                ProgressView()
                    .accessibilityLabel(Text("通信中"))
            }
        }
        .safeAreaInset(edge: .bottom) {
            if let toast {
                ToastBanner(toast: toast)
                    .task(id: toast) { @MainActor in
                        try? await Task.sleep(for: .seconds(2))
                        self.toast = nil
                    }
            }
        }
        .navigationTitle("送料無料設定")
        .navigationBarBackButtonHidden(true)
        .toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
                Button("戻る", action: viewModel.backButtonDidTap)
            }
        }
        .alert(
            alertTitle,
            // Only the buttons change the alert: SwiftUI clears `isPresented` before a button's
            // action runs, and clearing the ViewModel's alert there would turn "confirm" into nothing.
            isPresented: Binding(get: { viewModel.alert != nil }, set: { _ in }),
            presenting: viewModel.alert
        ) { alert in
            Button("キャンセル", role: .cancel, action: viewModel.alertCancelButtonDidTap)
            Button(alert == .discardChanges ? "破棄して戻る" : "設定する", action: viewModel.alertConfirmButtonDidTap)
        } message: { alert in
            Text(alertMessage(alert))
        }
        // The ViewModel loads on its first appearance only; coming back from an alert does not reload.
        .onAppear(perform: viewModel.onFirstAppear)
        .onReceive(viewModel.toast) { toast = $0 }
        .onTransitionItem(viewModel.$transitionItem.compactMap { $0 }) { item in
            switch item {
            case .back:
                goBack()
            }
        }
    }

    @ViewBuilder
    private var bottomButtons: some View {
        switch viewModel.bottomButtons {
        case .hidden:
            EmptyView()
        case .register(let isEnabled):
            Button("登録する", action: viewModel.addOrEditButtonDidTap)
                .disabled(!isEnabled)
        case .releaseAndSave(let isSaveEnabled):
            Button("保存する", action: viewModel.addOrEditButtonDidTap)
                .disabled(!isSaveEnabled)
            Button("送料無料設定を解除", role: .destructive, action: viewModel.releaseButtonDidTap)
        }
    }

    private var alertTitle: String {
        viewModel.alert == .discardChanges ? "変更を破棄しますか？" : "0円で設定しますか？"
    }

    private func alertMessage(_ alert: FreeShippingSettingAlert) -> String {
        switch alert {
        case .allProductsFreeShipping:
            return "すべての作品が送料無料になります。"
        case .discardChanges:
            return "入力した金額は保存されていません。"
        }
    }
}
#endif
