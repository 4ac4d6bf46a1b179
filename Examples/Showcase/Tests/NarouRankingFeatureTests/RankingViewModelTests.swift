import Foundation
import Kumiki
import KumikiTesting
import NarouRankingFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

@Suite("RankingViewModel")
@MainActor
struct RankingViewModelTests {
    private let useCase = FakeRankingUseCase()
    private let analytics = SpyAnalyticsTracker()

    private func makeViewModel(now: Date = Date(timeIntervalSince1970: 1_000)) -> RankingViewModel {
        RankingViewModel(useCase: useCase, dependency: CoreDependencies(analyticsTracker: analytics, mainScheduler: .mainImmediate), now: { now })
    }

    @Test("on appear the stored ranking shows at once with the indicator; the fresh one replaces it")
    func storedThenFresh() async throws {
        useCase.stored[.daily] = ranking(.daily, count: 2)
        useCase.answers[.daily] = .success(ranking(.daily, count: 3))
        useCase.holds = true
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(viewModel.ranking?.entries.count == 2)
        #expect(viewModel.isLoading)
        #expect(viewModel.notice == nil)
        useCase.releaseAll()
        #expect(await eventually { viewModel.ranking?.entries.count == 3 && !viewModel.isLoading })
        #expect(analytics.tags == [.screen("narou_ranking", parameters: ["type": "daily"])])
    }

    @Test("the turn that delivers the fresh ranking also ends the indicator: no frame shows it as still updating")
    func freshRankingEndsLoadingInTheSameTurn() async throws {
        useCase.answers[.daily] = .success(ranking(.daily, count: 3))
        useCase.holds = true
        let main = SteppingScheduler()
        let viewModel = RankingViewModel(
            useCase: useCase,
            dependency: CoreDependencies(analyticsTracker: analytics, mainScheduler: main.eraseToAnyScheduler()),
            now: { Date(timeIntervalSince1970: 1_000) }
        )
        viewModel.onAppear()
        useCase.releaseAll()
        #expect(await eventually { main.pendingCount == 2 }, "the value and the completion, each in a turn of its own")
        main.step()
        #expect(viewModel.ranking?.entries.count == 3)
        #expect(!viewModel.isLoading, "a redraw between the two turns must not show the fresh list as updating")
        main.step()
        #expect(!viewModel.isLoading && viewModel.errorMessage == nil)
    }

    @Test("a failure with nothing stored is visible, with a retry that loads again")
    func failureAndRetry() async throws {
        useCase.answers[.weekly] = .failure(.network(.offline))
        let viewModel = makeViewModel()
        viewModel.rankingTypeDidChange(.weekly)
        #expect(await eventually { viewModel.errorMessage != nil })
        #expect(viewModel.errorMessage == "週間ランキングを読み込めませんでした。サーバーに接続できません。通信環境を確認してください")
        #expect(viewModel.canRetry)
        #expect(viewModel.ranking == nil)
        useCase.answers[.weekly] = .success(ranking(.weekly))
        viewModel.retryButtonDidTap()
        #expect(await eventually { viewModel.ranking != nil && viewModel.errorMessage == nil })
        #expect(useCase.requested == [.weekly, .weekly])
    }

    @Test("the previous period, and a stale stored copy with its age, are said above the list")
    func notices() async throws {
        useCase.answers[.daily] = .success(ranking(.daily, previous: true))
        let viewModel = makeViewModel(now: Date(timeIntervalSince1970: 1_000 + 3 * 3_600))
        viewModel.onAppear()
        #expect(await eventually { viewModel.ranking != nil })
        #expect(viewModel.notice == "最新の日間ランキングはまだ集計中のため、前回分を表示しています")
        #expect(!viewModel.canRetry)

        useCase.answers[.monthly] = .success(ranking(.monthly, freshness: .stale(reason: "offline")))
        viewModel.rankingTypeDidChange(.monthly)
        #expect(await eventually { viewModel.ranking?.period.type == .monthly && !viewModel.isLoading })
        #expect(viewModel.notice == "通信できないため、3時間前に取得したランキングを表示しています")
        #expect(viewModel.canRetry)
    }

    @Test("switching rankings quickly shows only the last one chosen")
    func latestOnly() async throws {
        useCase.answers[.daily] = .success(ranking(.daily, count: 1))
        useCase.answers[.quarterly] = .success(ranking(.quarterly, count: 4))
        useCase.holds = true
        let viewModel = makeViewModel()
        viewModel.onAppear()
        viewModel.rankingTypeDidChange(.quarterly)
        useCase.releaseAll()
        #expect(await eventually { !viewModel.isLoading })
        try await Task.sleep(for: .milliseconds(20))
        #expect(viewModel.ranking?.period.type == .quarterly)
        #expect(viewModel.selectedType == .quarterly)
    }

    @Test("a row of a deleted novel does not navigate; a row with a novel does")
    func selection() async throws {
        useCase.answers[.daily] = .success(ranking(.daily, count: 3, deletedRanks: [2]))
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(await eventually { viewModel.ranking != nil })
        viewModel.entryDidSelect(at: 1)
        #expect(viewModel.transitionItem == nil)
        viewModel.entryDidSelect(at: 99)
        #expect(viewModel.transitionItem == nil)
        viewModel.entryDidSelect(at: 2)
        #expect(viewModel.transitionItem == .novelDetail(novel("N0003AA")))
    }

    @Test("a scrolling list shows 50 rows, and 50 more each time a row near the end appears, up to the ranking's length")
    func displayPaging() async throws {
        useCase.answers[.daily] = .success(ranking(.daily, count: 120))
        useCase.answers[.weekly] = .success(ranking(.weekly, count: 80))
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(await eventually { viewModel.ranking?.entries.count == 120 })
        #expect(viewModel.displayedEntries.count == 50)
        viewModel.entryDidAppear(at: 30)
        #expect(viewModel.displayedEntries.count == 50, "row 31 is not near the end of 50")
        viewModel.entryDidAppear(at: 40)
        #expect(viewModel.displayedEntries.count == 100)
        viewModel.entryDidAppear(at: 95)
        #expect(viewModel.displayedEntries.count == 120)
        viewModel.entryDidAppear(at: 119)
        #expect(viewModel.displayedEntries.map(\.rank) == Array(1...120))
        viewModel.rankingTypeDidChange(.weekly)
        #expect(await eventually { viewModel.ranking?.entries.count == 80 })
        #expect(viewModel.displayedEntries.count == 50, "another ranking starts from its first page")
    }

    @Test("pull to refresh returns only once the fresh ranking has arrived")
    func refreshAwaitsTheLoad() async throws {
        useCase.answers[.daily] = .success(ranking(.daily, count: 2))
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(await eventually { viewModel.ranking?.entries.count == 2 && !viewModel.isLoading })
        useCase.answers[.daily] = .success(ranking(.daily, count: 4))
        useCase.holds = true
        let refresh = Task { await viewModel.refresh() }
        #expect(await eventually { viewModel.isLoading })
        useCase.releaseAll()
        await refresh.value
        #expect(viewModel.ranking?.entries.count == 4)
        #expect(!viewModel.isLoading)
    }

    @Test("the screen's states as the view reads them: the stored copy while loading, the fresh one, a failure with retry, a stale copy with its notice")
    func screenStates() async {
        useCase.stored[.daily] = ranking(.daily, count: 2)
        useCase.answers[.daily] = .success(ranking(.daily, count: 3))
        useCase.answers[.weekly] = .failure(.network(.offline))
        useCase.answers[.monthly] = .success(ranking(.monthly, count: 2, previous: true, freshness: .stale(reason: "offline")))
        useCase.holds = true
        let viewModel = makeViewModel()
        let timeline = Timeline()
        timeline.observe("picker", viewModel.$selectedType) { $0.title }
        timeline.observe("rows", viewModel.$ranking) { ranking in
            ranking.map { $0.entries.map { "\($0.rank). \($0.novel?.title ?? "（削除）")" }.joined(separator: " / ") } ?? "none"
        }
        timeline.observe("spinner", viewModel.$isLoading)
        timeline.observe("error", viewModel.$errorMessage) { $0 ?? "none" }
        func noteDerivedState() {
            timeline.note("the view then reads: notice: \(viewModel.notice ?? "none"); retry button: \(viewModel.canRetry); shown rows: \(viewModel.displayedEntries.count)")
        }
        timeline.step("onAppear()") { viewModel.onAppear() }
        noteDerivedState()
        await timeline.step("the use case answers") {
            useCase.releaseAll()
            _ = await eventually { !viewModel.isLoading }
        }
        noteDerivedState()
        func choose(_ type: RankingType, _ description: String) async {
            await timeline.step("rankingTypeDidChange(.\(type)): \(description)") {
                let requests = useCase.requested.count
                viewModel.rankingTypeDidChange(type)
                _ = await eventually { useCase.requested.count == requests + 1 }
                useCase.releaseAll()
                _ = await eventually { !viewModel.isLoading }
            }
            noteDerivedState()
        }
        await choose(.weekly, "it fails")
        await choose(.monthly, "the previous period, stored while offline")
        assertTimeline(timeline, matchesSnapshotNamed: "screenStates")
    }

    @Test("the ViewModel is released while a load is in flight")
    func noLeak() async {
        useCase.holds = true
        await assertReleased(within: .seconds(10)) {
            let viewModel = makeViewModel()
            viewModel.onAppear()
            return viewModel
        }
        useCase.releaseAll()
    }
}
