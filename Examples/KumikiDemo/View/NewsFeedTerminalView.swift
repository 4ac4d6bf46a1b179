import KumikiStore

/// The news feed's View layer, UIKit-style: it binds the store's state
/// publisher and sends actions; the same store could back a SwiftUI view
/// through its `ObservableObject` face.
@MainActor
final class NewsFeedTerminalView {
    let store: Store<NewsFeed.State, NewsFeed.Action>
    private let write: (String) -> Void
    private var cancellables: Set<AnyCancellable> = []

    init(store: Store<NewsFeed.State, NewsFeed.Action>, write: @escaping (String) -> Void) {
        self.store = store
        self.write = write
    }

    func bind() {
        store.publisher
            .map { state in state.isLoading ? "  ⏳ loading \(state.tab.rawValue)…" : nil }
            .removeDuplicates()
            .compactMap { $0 }
            .sink { [weak self] in self?.write($0) }
            .store(in: &cancellables)
        store.publisher
            .map(\.articles)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .sink { [weak self] articles in
                for article in articles { self?.write("  • \(article.title)") }
            }
            .store(in: &cancellables)
        store.publisher
            .map(\.openedArticle)
            .removeDuplicates()
            .compactMap { $0 }
            .sink { [weak self] in self?.write("  → push ArticleDetail(\($0.title))") }
            .store(in: &cancellables)
    }
}
