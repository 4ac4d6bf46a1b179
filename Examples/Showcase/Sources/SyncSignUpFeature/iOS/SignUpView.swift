#if canImport(SwiftUI)
import KumikiSwiftUI
import SwiftUI

/// Sync's sign-up: fields bound two-way to the ViewModel, each validation message under
/// its field as you type, and the button enabled only when both are valid.
struct SignUpView: View {
    @StateObject private var viewModel: SignUpViewModel
    private let openWelcome: (String) -> Void

    init(viewModel: @autoclosure @escaping () -> SignUpViewModel, openWelcome: @escaping (String) -> Void) {
        _viewModel = StateObject(wrappedValue: viewModel())
        self.openWelcome = openWelcome
    }

    var body: some View {
        Form {
            Section {
                TextField("メールアドレス", text: $viewModel.email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                if let message = viewModel.emailMessage {
                    Text(message)
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }
            Section {
                SecureField("パスワード", text: $viewModel.password)
                    .textContentType(.newPassword)
                if let message = viewModel.passwordMessage {
                    Text(message)
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }
            Section {
                Button(action: viewModel.signUpButtonDidTap) {
                    if viewModel.isSubmitting {
                        ProgressView()
                            .accessibilityLabel(Text("登録中"))
                    } else {
                        Text("登録する")
                    }
                }
                .disabled(!viewModel.isSignUpEnabled || viewModel.isSubmitting)
                if let message = viewModel.submitErrorMessage {
                    Text(message)
                        .foregroundStyle(.red)
                }
            }
        }
        .navigationTitle("新規登録")
        .onAppear(perform: viewModel.onAppear)
        .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) { item in
            switch item {
            case .welcome(let email):
                openWelcome(email)
            }
        }
    }
}
#endif
