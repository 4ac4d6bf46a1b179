#if canImport(SwiftUI)
import SwiftUI

/// After signing up.
struct WelcomeView: View {
    let email: String

    var body: some View {
        VStack(spacing: 12) {
            Text("ようこそ、\(email) さん")
                .font(.title2)
            Text("アカウントを作成しました。")
        }
        .padding()
        .navigationTitle("ようこそ")
    }
}
#endif
