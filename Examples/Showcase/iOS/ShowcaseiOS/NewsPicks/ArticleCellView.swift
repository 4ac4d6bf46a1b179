#if canImport(SwiftUI)
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// A feed row, drawn by SwiftUI inside a collection view cell: title, publisher, picks.
struct ArticleCellView: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.title)
                .font(.body)
            HStack {
                Text(article.publisher)
                Spacer()
                Label("\(Formatting.number(article.pickCount)) Picks", systemImage: "hand.thumbsup")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
