#if canImport(SwiftUI)
import SwiftUI

/// A detail screen's three faces, alike on every detail: the item's sections in a list once it
/// loaded, the failure with a retry button when the first load failed, the spinner until then.
public struct DetailScreen<Item, Content: View>: View {
    private let item: Item?
    private let failure: String?
    private let retry: () -> Void
    private let content: (Item) -> Content

    /// A screen showing `content` for `item`, or `failure` with `retry` while there is no item.
    public init(item: Item?, failure: String?, retry: @escaping () -> Void, @ViewBuilder content: @escaping (Item) -> Content) {
        self.item = item
        self.failure = failure
        self.retry = retry
        self.content = content
    }

    /// The face the item and the failure call for.
    public var body: some View {
        Group {
            if let item {
                List {
                    content(item)
                }
            } else if let failure {
                VStack(spacing: 12) {
                    Text(failure)
                        .multilineTextAlignment(.center)
                    Button("再試行", action: retry)
                }
                .padding()
            } else {
                ProgressView()
                    .accessibilityLabel(Text("読み込み中"))
            }
        }
    }
}
#endif
