#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of the sign-up form; type in the live preview to see each validation message.
struct SignUpViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SignUpView(viewModel: SignUpViewModel(repository: PreviewAccountRepository()), openWelcome: { _ in })
        }
    }
}
#endif
