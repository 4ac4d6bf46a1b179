import Foundation
import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The Narou ranking tab (NaroViewer): a period's ranking; choosing a novel asks for
/// ``ShowcaseRoute/novelDetail(ncode:novel:)``, whichever feature draws it.
@MainActor
public final class NarouRankingFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "narou-ranking", title: "ランキング", link: "/narou/ranking")

    /// `/narou/ranking`, and `/narou/novels/<ncode>`: the ranking tab with the novel on top.
    public nonisolated static func addLinks(to router: inout DeepLinkRouter<ShowcaseNavigationTarget>) {
        addTabLink(to: &router)
        router.add("/narou/novels/:ncode") { parameters in
            let ncode = try parameters.value("ncode") { code -> String? in
                code.range(of: #"^[Nn][0-9]{4}[A-Za-z]{1,2}$"#, options: .regularExpression) == nil ? nil : code.uppercased()
            }
            return ShowcaseNavigationTarget(tab: tab, stack: [.novelDetail(ncode: ncode, novel: nil)])
        }
    }

    private let useCase: any RankingUseCaseProtocol
    private let dependency: RankingViewModel.Dependency
    private let now: @Sendable () -> Date

    /// Creates the feature over the ranking use case; `now` is the clock the periods are computed from.
    public init(useCase: any RankingUseCaseProtocol, dependency: RankingViewModel.Dependency, now: @escaping @Sendable () -> Date) {
        self.useCase = useCase
        self.dependency = dependency
        self.now = now
    }

    /// The ranking screen's ViewModel.
    public func makeViewModel() -> RankingViewModel {
        RankingViewModel(useCase: useCase, dependency: dependency, now: now)
    }

    /// The ranking screen.
    public func makeRootScreen() -> (any ScreenController)? {
        RankingScreen(viewModel: makeViewModel())
    }
}
