#if canImport(SwiftUI)
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents
import SwiftUI

/// The feature on iOS: its tab's symbol and the SwiftUI views the app shows for it.
extension NarouReadingListFeature {
    /// The symbol on the tab.
    public var tabSymbolName: String { "books.vertical" }

    /// The first view of the tab.
    public func makeRootView(navigator: FeatureNavigator) -> AnyView? {
        // The same screen in both ViewModel styles: @Observable where Observation exists.
        if #available(iOS 17, macOS 14, *) {
            return AnyView(ObservableReadingListView(viewModel: makeObservableViewModel(), openNovel: { navigator.push(.novelDetail(ncode: $0, novel: nil)) }))
        }
        return AnyView(ReadingListView(viewModel: self.makeViewModel(), openNovel: { navigator.push(.novelDetail(ncode: $0, novel: nil)) }))
    }
}
#endif
