#if canImport(SwiftUI)
import KumikiStore
import SwiftUI

/// The NewsPicks feed as SwiftUI sees it: the UIKit collection controller, which owns the
/// feed's Store for as long as the tab lives.
struct NewsFeedView: UIViewControllerRepresentable {
    let makeStore: () -> Store<NewsFeed.State, NewsFeed.Action>

    init(store: @autoclosure @escaping () -> Store<NewsFeed.State, NewsFeed.Action>) {
        makeStore = store
    }

    func makeUIViewController(context: Context) -> NewsFeedViewController {
        NewsFeedViewController(store: makeStore())
    }

    func updateUIViewController(_ viewController: NewsFeedViewController, context: Context) {}
}
#endif
