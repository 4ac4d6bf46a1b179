#if canImport(SwiftUI)
import SwiftUI

/// Xcode previews of the shop settings menu.
struct ShopSettingsViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ShopSettingsView(openFreeShippingSetting: {})
        }
    }
}
#endif
