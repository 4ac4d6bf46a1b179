#if canImport(SwiftUI)
import SwiftUI

/// Xcode previews of the screen after signing up.
struct WelcomeViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            WelcomeView(email: "hanako@example.com")
        }
    }
}
#endif
