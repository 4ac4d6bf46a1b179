#if canImport(SwiftUI)
import ShowcaseDomain
import ShowcaseUIComponents
import SwiftUI

/// An opened article: its facts and a link to the publisher's page.
struct ArticleView: View {
    let article: Article
    let close: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            WebLinkView(url: article.url, title: article.title)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("閉じる", action: close)
                    }
                }
        }
    }
}
#endif
