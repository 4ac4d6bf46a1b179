import Foundation
import Kumiki
import KumikiTesting
import NarouNovelFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

@Suite("NovelDetailViewModel")
@MainActor
struct NovelDetailViewModelTests {
    private let readingList = FakeReadingList()
    private let dependency = CoreDependencies(mainScheduler: .mainImmediate)

    @Test("opened by code, it loads the novel; the reading URL is the site's, lowercased")
    func loadsByCode() async throws {
        let viewModel = NovelDetailViewModel(
            ncode: "n1000aa", useCase: FakeNovelDetailUseCase(novels: ["N1000AA": novel("N1000AA")]),
            readingList: readingList, dependency: dependency)
        viewModel.onAppear()
        #expect(await eventually { viewModel.novel != nil })
        #expect(viewModel.readingURL?.absoluteString == "https://ncode.syosetu.com/n1000aa/")
        viewModel.readButtonDidTap()
        #expect(viewModel.transitionItem == .readOnWeb(try #require(URL(string: "https://ncode.syosetu.com/n1000aa/"))))
    }

    @Test("an unknown or unreachable novel says so, with a retry")
    func failures() async throws {
        let unknown = NovelDetailViewModel(ncode: "N0000ZZ", useCase: FakeNovelDetailUseCase(), readingList: readingList, dependency: dependency)
        unknown.onAppear()
        #expect(await eventually { unknown.errorMessage == "この作品は見つかりませんでした" })
        let offline = NovelDetailViewModel(
            ncode: "N1000AA", useCase: FakeNovelDetailUseCase(failure: .network(.offline)), readingList: readingList, dependency: dependency)
        offline.onAppear()
        #expect(await eventually { offline.errorMessage == "作品を読み込めませんでした。サーバーに接続できません。通信環境を確認してください" })
    }

    @Test("adding to and removing from the reading list; a removal made elsewhere shows at once")
    func readingListToggle() async throws {
        let detail = NovelDetailViewModel(ncode: "N1000AA", novel: novel("N1000AA"), useCase: FakeNovelDetailUseCase(), readingList: readingList, dependency: dependency)
        detail.onAppear()
        #expect(!detail.isInReadingList)
        detail.readingListButtonDidTap()
        #expect(detail.isInReadingList)
        #expect(readingList.shared.value.map(\.ncode) == ["N1000AA"])
        // The reading list screen removes it, through the same repository.
        try readingList.remove("N1000AA")
        #expect(!detail.isInReadingList)
        detail.readingListButtonDidTap()
        detail.readingListButtonDidTap()
        #expect(readingList.shared.value.isEmpty)
    }

    @Test("a reading list that cannot be written says so")
    func writeFailure() {
        readingList.refusesWrites = true
        let detail = NovelDetailViewModel(ncode: "N1000AA", novel: novel("N1000AA"), useCase: FakeNovelDetailUseCase(), readingList: readingList, dependency: dependency)
        detail.readingListButtonDidTap()
        #expect(detail.errorMessage == "読書リストを更新できませんでした。端末の空き容量が足りないため、保存できません")
    }

    @Test("it is released")
    func noLeaks() async {
        await assertReleased(within: .seconds(10)) {
            let detail = NovelDetailViewModel(ncode: "N1", useCase: FakeNovelDetailUseCase(), readingList: readingList, dependency: dependency)
            detail.onAppear()
            return detail
        }
    }

    @Test("the screen's states as the view reads them: loading, the novel, added to and removed from the reading list, an unknown code")
    func screenStates() async {
        let found = novel("N1000AA")
        let viewModel = NovelDetailViewModel(
            ncode: "N1000AA", useCase: FakeNovelDetailUseCase(novels: ["N1000AA": found]), readingList: readingList, dependency: dependency)
        let unknown = NovelDetailViewModel(ncode: "N0000ZZ", useCase: FakeNovelDetailUseCase(), readingList: readingList, dependency: dependency)
        let timeline = Timeline()
        timeline.observe("details", viewModel.$details) { "\($0.map(\.title))" }
        timeline.observe("reading-list button", viewModel.$isInReadingList) { $0 ? "読書リストから外す" : "読書リストに追加" }
        timeline.observe("reading-list error", viewModel.$readingListErrorMessage) { $0 ?? "none" }
        timeline.observe("unknown novel's details", unknown.$details) { "\($0.map(\.title))" }
        await timeline.step("onAppear(), the use case answers") {
            viewModel.onAppear()
            _ = await eventually { viewModel.novel != nil && !viewModel.isLoading }
        }
        timeline.step("readingListButtonDidTap()") { viewModel.readingListButtonDidTap() }
        timeline.step("readingListButtonDidTap()") { viewModel.readingListButtonDidTap() }
        await timeline.step("another detail opens an unknown code") {
            unknown.onAppear()
            _ = await eventually { unknown.errorMessage != nil }
        }
        #expect(unknown.errorMessage == "この作品は見つかりませんでした")
        assertTimeline(timeline, matchesSnapshotNamed: "screenStates")
    }
}
