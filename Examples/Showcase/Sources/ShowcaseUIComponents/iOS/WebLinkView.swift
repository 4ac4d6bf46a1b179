#if canImport(SwiftUI)
import SwiftUI

/// A page on the web (a novel to read, an article): its title and a link that opens it in
/// Safari, which reads it better than any in-app copy would.
public struct WebLinkView: View {
    let url: String
    let title: String

    /// A page at `url` (text, as links carry it) titled `title`.
    public init(url: String, title: String) {
        self.url = url
        self.title = title
    }

    /// The title and the link.
    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(title)
                .font(.title2)
            if let destination = URL(string: url) {
                Link("Safari で開く", destination: destination)
                    .accessibilityHint(Text(url))
            } else {
                Text("このページのアドレスが正しくありません: \(url)")
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
#endif
