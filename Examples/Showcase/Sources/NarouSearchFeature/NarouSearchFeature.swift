import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The Narou search tab (NaroViewer): type-as-you-search; a result asks for
/// ``ShowcaseRoute/novelDetail(ncode:novel:)``.
@MainActor
public final class NarouSearchFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "narou-search", title: "検索", link: "/narou/search")

    private let useCase: any SearchNovelsUseCaseProtocol
    private let dependency: NovelSearchViewModel.Dependency

    /// Creates the feature over the search use case.
    public init(useCase: any SearchNovelsUseCaseProtocol, dependency: NovelSearchViewModel.Dependency) {
        self.useCase = useCase
        self.dependency = dependency
    }

    /// The search screen's ViewModel.
    public func makeViewModel() -> NovelSearchViewModel {
        NovelSearchViewModel(useCase: useCase, dependency: dependency)
    }

    /// The search screen.
    public func makeRootScreen() -> (any ScreenController)? {
        NovelSearchScreen(viewModel: makeViewModel())
    }
}
