#if canImport(SwiftUI) && canImport(UIKit)
import Kumiki
import KumikiStore
import KumikiUIKit
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseUIComponents
import SwiftUI
import UIKit

/// NewsPicks' feed: a `UICollectionView` with a diffable data source and a
/// compositional list layout, because SwiftUI's own lists scrolled too slowly for them, and
/// SwiftUI cells through `UIHostingConfiguration`. The reducer's Store drives it: each part
/// of the screen observes its own `Equatable` slice, a scope of the store, so a page arriving
/// does not redraw the tabs, and an impression logged does not reload the list. Each cell
/// observes its row's own store (`scope(forEach:)`): reading or bookmarking an article
/// redraws that cell alone, and the list's snapshot changes only when rows come or go.
final class NewsFeedViewController: UIViewController, UICollectionViewDelegate, UIAdaptivePresentationControllerDelegate {
    private enum Section: Hashable {
        case articles
    }

    private struct ListContent: Equatable {
        var ids: [Article.ID]
        var flags: ListViewFlags
        var errorMessage: String?
        var offlineNotice: String?
        var isRefreshing: Bool
    }

    private let store: Store<NewsFeed.State, NewsFeed.Action>
    private let list: Store<ListContent, NewsFeed.Action>
    private var rows: StoreCollection<Article.ID, ArticleRow.State, ArticleRow.Action> {
        store.scope(forEach: \.rows, action: NewsFeed.Action.rows)
    }
    private let tab: Store<FeedTab, NewsFeed.Action>
    private let openedArticle: Store<Article?, NewsFeed.Action>

    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Section, Article.ID>?
    private let tabControl = UISegmentedControl(items: FeedTab.allCases.map(\.title))
    private let refreshControl = UIRefreshControl()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let emptyLabel = ListScreenLayout.makeLabel("記事がありません")
    private let retryButton = UIButton(type: .system)
    private let inlineErrorButton = UIButton(type: .system)
    private var cancellables: Set<AnyCancellable> = []

    init(store: Store<NewsFeed.State, NewsFeed.Action>) {
        self.store = store
        list = store.scope(
            state: {
                ListContent(
                    ids: Array($0.rows.ids), flags: $0.flags, errorMessage: $0.errorMessage, offlineNotice: $0.offlineNotice,
                    isRefreshing: $0.isRefreshing)
            },
            action: { $0 }
        )
        tab = store.scope(state: \.tab, action: { $0 })
        openedArticle = store.scope(state: \.openedArticle, action: { $0 })
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "NewsPicks"
        view.backgroundColor = .systemBackground
        layoutViews()
        configureDataSource()
        bindStore()
        store.send(.onAppear)
    }

    private static func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func layoutViews() {
        navigationItem.titleView = tabControl
        tabControl.accessibilityLabel = "ニュースのタブ"
        tabControl.addAction(UIAction { [weak self] _ in self?.tabControlDidChange() }, for: .valueChanged)

        collectionView.delegate = self
        collectionView.refreshControl = refreshControl
        refreshControl.addAction(UIAction { [store] _ in store.send(.refreshPulled) }, for: .valueChanged)

        retryButton.setTitle("読み込めませんでした。再試行", for: .normal)
        retryButton.addAction(UIAction { [store] _ in store.send(.retryTapped) }, for: .primaryActionTriggered)
        inlineErrorButton.addAction(UIAction { [store] _ in store.send(.retryTapped) }, for: .primaryActionTriggered)
        inlineErrorButton.backgroundColor = .secondarySystemBackground

        ListScreenLayout.install(
            list: collectionView, fullScreenIndicator: spinner, noData: emptyLabel, retry: retryButton, inlineError: inlineErrorButton, in: view
        )
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Store<ArticleRow.State, ArticleRow.Action>> { cell, _, row in
            cell.contentConfiguration = UIHostingConfiguration {
                ArticleCellView(store: row)
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Article.ID>(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            guard let row = self?.rows.store(for: id) else { return nil }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
    }

    private func bindStore() {
        list.publisher
            .sink { [weak self] content in
                MainActor.assumeIsolated { self?.show(content) }
            }
            .store(in: &cancellables)
        list.publisher.map(\.flags)
            .bind(to: ListStateViews(
                list: collectionView,
                noData: emptyLabel,
                fullScreenIndicator: spinner,
                retry: retryButton,
                inlineError: inlineErrorButton
            ))
            .store(in: &cancellables)
        tab.publisher
            .sink { [weak self] tab in
                MainActor.assumeIsolated {
                    self?.tabControl.selectedSegmentIndex = FeedTab.allCases.firstIndex(of: tab) ?? 0
                }
            }
            .store(in: &cancellables)
        openedArticle.publisher
            .sink { [weak self] article in
                MainActor.assumeIsolated { self?.present(article) }
            }
            .store(in: &cancellables)
    }

    private func show(_ content: ListContent) {
        // Only rows coming, going or moving change the snapshot: a row's own changes reach its
        // cell through the row's store.
        var snapshot = NSDiffableDataSourceSnapshot<Section, Article.ID>()
        snapshot.appendSections([.articles])
        snapshot.appendItems(content.ids, toSection: .articles)
        dataSource?.apply(snapshot, animatingDifferences: view.window != nil)
        inlineErrorButton.setTitle(content.errorMessage.map { "\($0)（タップで再試行）" }, for: .normal)
        // Saved pages shown offline: said above the title, with their age.
        navigationItem.prompt = content.offlineNotice
        if !content.isRefreshing {
            refreshControl.endRefreshing()
        }
    }

    private func tabControlDidChange() {
        let tabs = FeedTab.allCases
        guard tabs.indices.contains(tabControl.selectedSegmentIndex) else { return }
        store.send(.tabSelected(tabs[tabControl.selectedSegmentIndex]))
    }

    /// Shows the opened article in a `UIHostingController`, presented from here, as minne
    /// presents its SwiftUI screens; closing it in any way tells the Store.
    private func present(_ article: Article?) {
        guard let article else {
            if presentedViewController != nil {
                dismiss(animated: true)
            }
            return
        }
        guard presentedViewController == nil else { return }
        let page = UIHostingController(rootView: ArticleView(article: article, close: { [store] in store.send(.articleClosed) }))
        page.presentationController?.delegate = self
        present(page, animated: true)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
        rows.store(for: id)?.send(.appeared)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
        rows.store(for: id)?.send(.tapped)
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        store.send(.articleClosed)
    }
}
#endif
