#if canImport(SwiftUI)
import Kumiki
import SwiftUI

/// Xcode previews of the free-shipping setting, set (release and save) and not set (register).
struct FreeShippingSettingViewPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            FreeShippingSettingView(
                viewModel: FreeShippingSettingViewModel(repository: PreviewFreeShippingSettingRepository(amount: 3_000)),
                goBack: {}
            )
        }
        .previewDisplayName("set")
        NavigationStack {
            FreeShippingSettingView(
                viewModel: FreeShippingSettingViewModel(repository: PreviewFreeShippingSettingRepository(amount: nil)),
                goBack: {}
            )
        }
        .previewDisplayName("not set")
    }
}
#endif
