#if canImport(SwiftUI)
import SwiftUI

/// minne's shop settings menu, from which the free-shipping setting opens (minne's free-shipping rewrite:
/// leaving that screen comes back here).
struct ShopSettingsView: View {
    let openFreeShippingSetting: @MainActor () -> Void

    var body: some View {
        List {
            Button(action: openFreeShippingSetting) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("送料無料設定")
                    Text("●●円以上のご注文で送料を無料にできます")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("ショップ設定")
    }
}
#endif
