#if canImport(SwiftUI)
import KumikiStore
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseUIComponents
import SwiftUI

/// A feed row, drawn by SwiftUI inside a collection view cell: title (dimmed once read),
/// publisher, picks, comments and the bookmark button. It observes its row's own store, so a
/// change to this row redraws this cell and no other.
struct ArticleCellView: View {
    @ObservedObject var store: Store<ArticleRow.State, ArticleRow.Action>

    var body: some View {
        let row = store.state
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(row.article.title)
                    .font(.body)
                    .foregroundStyle(row.isRead ? .secondary : .primary)
                HStack {
                    Text(row.article.publisher)
                    Spacer()
                    Label("\(Formatting.number(row.article.pickCount)) Picks", systemImage: "hand.thumbsup")
                    if !row.commentText.isEmpty {
                        Label(row.commentText, systemImage: "bubble.left")
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                if row.bookmarkFailed {
                    Text("ブックマークを保存できませんでした")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            }
            .accessibilityElement(children: .combine)
            Button {
                store.send(.bookmarkTapped)
            } label: {
                Image(systemName: row.isBookmarked ? "bookmark.fill" : "bookmark")
            }
            .buttonStyle(.borderless)
            .disabled(row.isSavingBookmark)
            .accessibilityLabel(row.isBookmarked ? "ブックマークを外す" : "ブックマークする")
        }
    }
}
#endif
