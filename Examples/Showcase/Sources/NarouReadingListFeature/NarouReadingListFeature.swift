import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The reading list tab (NaroViewer): the novels kept on this device; one asks for
/// ``ShowcaseRoute/novelDetail(ncode:novel:)``.
@MainActor
public final class NarouReadingListFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "reading-list", title: "読書リスト", link: "/narou/reading-list")

    private let repository: any ReadingListRepositoryProtocol
    private let dependency: ReadingListViewModel.Dependency

    /// Creates the feature over the reading list.
    public init(repository: any ReadingListRepositoryProtocol, dependency: ReadingListViewModel.Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

    /// The reading list's ViewModel.
    public func makeViewModel() -> ReadingListViewModel {
        ReadingListViewModel(repository: repository, dependency: dependency)
    }

    /// The reading list's ViewModel in the `@Observable` style, for iOS 17 and later.
    @available(iOS 17, macOS 14, *)
    public func makeObservableViewModel() -> ObservableReadingListViewModel {
        ObservableReadingListViewModel(repository: repository, dependency: dependency)
    }

    /// The reading list screen.
    public func makeRootScreen() -> (any ScreenController)? {
        ReadingListScreen(viewModel: makeViewModel())
    }
}
