#if canImport(SwiftUI)
import SwiftUI

/// The result of a save or release, shown briefly at the bottom of the screen.
struct ToastBanner: View {
    let toast: FreeShippingSettingToast

    var body: some View {
        switch toast {
        case .success(let message):
            Label(message, systemImage: "checkmark.circle")
                .padding()
                .background(Color(uiColor: .secondarySystemBackground), in: Capsule())
        case .failure(let message):
            Label(message, systemImage: "exclamationmark.triangle")
                .padding()
                .background(Color(uiColor: .secondarySystemBackground), in: Capsule())
        }
    }
}
#endif
