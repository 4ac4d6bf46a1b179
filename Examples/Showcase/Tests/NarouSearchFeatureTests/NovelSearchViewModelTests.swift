import Foundation
import Kumiki
import KumikiTesting
import NarouSearchFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

@Suite("NovelSearchViewModel")
@MainActor
struct NovelSearchViewModelTests {
    private let useCase = FakeSearchUseCase()
    private let scheduler = DispatchQueue.test

    private func makeViewModel() -> NovelSearchViewModel {
        NovelSearchViewModel(useCase: useCase, dependency: CoreDependencies(mainScheduler: scheduler.eraseToAnyScheduler()), pageSize: 20)
    }

    /// A ViewModel whose search for `query` has answered (the use case answering at once).
    private func viewModelShowingResults(for query: String) async -> NovelSearchViewModel {
        useCase.holds = false
        let viewModel = makeViewModel()
        viewModel.query = query
        await scheduler.advance(by: .milliseconds(300))
        #expect(await settle { !viewModel.state.items.isEmpty })
        return viewModel
    }

    /// Lets answers that arrived from the concurrency pool through `receive(on:)`, until `condition` holds.
    private func settle(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<500 {
            await scheduler.advance()
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return condition()
    }

    @Test("typing searches after 300 ms of quiet (virtual time), once for the last text")
    func debounce() async throws {
        useCase.holds = false
        let viewModel = makeViewModel()
        viewModel.query = "か"
        await scheduler.advance(by: .milliseconds(200))
        viewModel.query = "かみ"
        await scheduler.advance(by: .milliseconds(299))
        #expect(useCase.queries.isEmpty)
        await scheduler.advance(by: .milliseconds(1))
        #expect(await settle { viewModel.state.items.count == 20 })
        #expect(useCase.queries.map(\.text) == ["かみ"])
        #expect(viewModel.totalCount == 45)
    }

    @Test("only the latest query's results show, even when an older answer arrives last")
    func outOfOrder() async throws {
        let viewModel = makeViewModel()
        viewModel.query = "異世界"
        await scheduler.advance(by: .milliseconds(300))
        #expect(await settle { useCase.waitingCount("異世界") == 1 })
        viewModel.query = "異世界 料理"
        await scheduler.advance(by: .milliseconds(300))
        #expect(await settle { useCase.waitingCount("異世界 料理") == 1 })
        useCase.release("異世界 料理")
        #expect(await settle { viewModel.state.items.first?.title == "異世界 料理 0" })
        useCase.release("異世界")
        try await Task.sleep(for: .milliseconds(30))
        await scheduler.advance()
        #expect(viewModel.state.items.allSatisfy { $0.title.hasPrefix("異世界 料理") })
        #expect(viewModel.state.request == .none)
    }

    @Test("an empty query clears at once and cancels the pending search")
    func clearing() async throws {
        let viewModel = await viewModelShowingResults(for: "魔法")
        viewModel.query = "まほ"
        viewModel.query = "  "
        await scheduler.advance(by: .milliseconds(300))
        #expect(viewModel.state.items.isEmpty)
        #expect(viewModel.state.flags == ListViewFlags(showsNoDataView: true))
        #expect(viewModel.totalCount == 0)
        #expect(useCase.queries.map(\.text) == ["魔法"])
    }

    @Test("paging asks for the next st window near the end, once at a time, and appends")
    func paging() async throws {
        useCase.holds = false
        let viewModel = makeViewModel()
        viewModel.query = "転生"
        await scheduler.advance(by: .milliseconds(300))
        #expect(await settle { viewModel.state.items.count == 20 })
        viewModel.didShowNovel(at: 3)
        #expect(useCase.queries.count == 1, "not near the end")
        viewModel.didShowNovel(at: 16)
        viewModel.didShowNovel(at: 17)
        #expect(await settle { viewModel.state.items.count == 40 })
        #expect(useCase.queries.map(\.page) == [1, 2])
        viewModel.loadNextPage()
        #expect(await settle { viewModel.state.items.count == 45 })
        viewModel.loadNextPage()
        #expect(useCase.queries.map(\.page) == [1, 2, 3], "no page after the last")
    }

    @Test("a new order searches again at once; a failure is visible and retried")
    func orderAndRetry() async throws {
        let viewModel = await viewModelShowingResults(for: "恋愛")
        useCase.failure = .network(.timeout)
        viewModel.orderDidChange(.mostBookmarked)
        #expect(await settle { viewModel.state.flags == ListViewFlags(showsRetryView: true) })
        #expect(useCase.queries.last?.order == .mostBookmarked)
        useCase.failure = nil
        viewModel.retryButtonDidTap()
        #expect(await settle { viewModel.state.flags == ListViewFlags(showsList: true) })
        #expect(useCase.queries.count == 3)
    }

    @Test("selecting a result navigates to it; the ViewModel is released while a search waits")
    func selectionAndLeak() async throws {
        let viewModel = await viewModelShowingResults(for: "竜")
        viewModel.novelDidSelect(at: 0)
        #expect(viewModel.transitionItem == .novelDetail(viewModel.state.items[0]))
        useCase.holds = true
        await assertReleased(within: .seconds(5)) {
            let waiting = makeViewModel()
            waiting.query = "竜"
            await scheduler.advance(by: .milliseconds(300))
            return waiting
        }
    }

    @Test("the screen's states as the view reads them: the hint, searching, results, the next page, none found, a failure with retry")
    func screenStates() async {
        let viewModel = makeViewModel()
        let timeline = Timeline()
        timeline.observe("list", viewModel.$state) { state in
            "\(state.flags) rows: \(state.items.count)\(state.request.failure.map { ", error: \($0)" } ?? "")"
        }
        timeline.observe("total", viewModel.$totalCount)
        await timeline.step("query = \"魔法\", 300 ms of quiet") {
            viewModel.query = "魔法"
            await scheduler.advance(by: .milliseconds(300))
            _ = await settle { useCase.waitingCount("魔法") == 1 }
        }
        await timeline.step("the first page arrives") {
            useCase.release("魔法")
            _ = await settle { viewModel.state.items.count == 20 }
        }
        await timeline.step("didShowNovel(at: 19): the next page") {
            viewModel.didShowNovel(at: 19)
            _ = await settle { useCase.waitingCount("魔法", page: 2) == 1 }
            useCase.release("魔法", page: 2)
            _ = await settle { viewModel.state.items.count == 40 }
        }
        await timeline.step("query = \"該当なし\", which finds nothing") {
            useCase.totalCount = 0
            viewModel.query = "該当なし"
            await scheduler.advance(by: .milliseconds(300))
            _ = await settle { useCase.waitingCount("該当なし") == 1 }
            useCase.release("該当なし")
            _ = await settle { !viewModel.state.request.isRequesting }
        }
        await timeline.step("query = \"圏外\", offline") {
            useCase.failure = .network(.offline)
            viewModel.query = "圏外"
            await scheduler.advance(by: .milliseconds(300))
            _ = await settle { useCase.waitingCount("圏外") == 1 }
            useCase.release("圏外")
            _ = await settle { viewModel.state.request.failure != nil }
        }
        assertTimeline(timeline, matchesSnapshotNamed: "screenStates")
    }
}
