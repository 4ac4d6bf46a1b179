import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// A novel's detail (NaroViewer), added to and removed from the reading list: the screen
/// behind ``ShowcaseRoute/novelDetail(ncode:novel:)``, which the ranking, the search, the
/// reading list and links all open. It adds no tab.
@MainActor
public final class NarouNovelFeature: ShowcaseFeature {
    private let useCase: any NovelDetailUseCaseProtocol
    private let readingList: any ReadingListRepositoryProtocol
    private let dependency: NovelDetailViewModel.Dependency

    /// Creates the feature over the detail use case and the reading list.
    public init(
        useCase: any NovelDetailUseCaseProtocol, readingList: any ReadingListRepositoryProtocol, dependency: NovelDetailViewModel.Dependency
    ) {
        self.useCase = useCase
        self.readingList = readingList
        self.dependency = dependency
    }

    /// It adds no tab.
    public var tab: ShowcaseTab? { nil }

    /// The detail's ViewModel for the novel `ncode` (`novel` when the caller has it already).
    public func makeViewModel(ncode: String, novel: Novel?) -> NovelDetailViewModel {
        NovelDetailViewModel(ncode: ncode, novel: novel, useCase: useCase, readingList: readingList, dependency: dependency)
    }

    /// It adds no tab.
    public func makeRootScreen() -> (any ScreenController)? { nil }

    /// The detail screen, for ``ShowcaseRoute/novelDetail(ncode:novel:)``.
    public func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)? {
        guard case .novelDetail(let ncode, let novel) = route else { return nil }
        return NovelDetailScreen(viewModel: makeViewModel(ncode: ncode, novel: novel))
    }
}
