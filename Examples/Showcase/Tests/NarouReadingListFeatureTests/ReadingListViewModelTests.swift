import Foundation
import Kumiki
import KumikiTesting
import NarouReadingListFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

/// The reading list's ViewModel in either style, seen the way its tests drive it: the same
/// scenarios run against ``ReadingListViewModel`` (`ObservableObject`) and
/// ``ObservableReadingListViewModel`` (`@Observable`).
@MainActor
private protocol ReadingListModel: AnyObject {
    var entries: [ReadingListEntry] { get }
    var errorMessage: String? { get }
    var transitionItem: ReadingListTransitionItem? { get }
    var flags: ListViewFlags { get }
    func entryDidSelect(at index: Int)
    func removeButtonDidTap(at index: Int)
    func transitionDidFinish()
    /// Records the outputs the view observes on `timeline`, each the way its style publishes them.
    func observeOutputs(on timeline: Timeline)
}

extension ReadingListViewModel: ReadingListModel {
    fileprivate func observeOutputs(on timeline: Timeline) {
        timeline.observe("rows", $entries) { $0.map(\.title).description }
        timeline.observe("error", $errorMessage) { $0 ?? "none" }
    }
}

extension ObservableReadingListViewModel: ReadingListModel {
    fileprivate func observeOutputs(on timeline: Timeline) {
        timeline.observe("rows", observing: { self.entries }) { $0.map(\.title).description }
        timeline.observe("error", observing: { self.errorMessage }) { $0 ?? "none" }
    }
}

/// The two ways to write the screen's ViewModel.
enum ViewModelStyle: String, CaseIterable, Sendable {
    case observableObject = "ObservableObject"
    case observation = "@Observable"
}

@Suite("ReadingListViewModel, in both ViewModel styles")
@MainActor
struct ReadingListViewModelTests {
    private let readingList = FakeReadingList()
    private let dependency = CoreDependencies(mainScheduler: .mainImmediate)

    private func makeViewModel(_ style: ViewModelStyle) -> any ReadingListModel {
        switch style {
        case .observableObject: ReadingListViewModel(repository: readingList, dependency: dependency)
        case .observation: ObservableReadingListViewModel(repository: readingList, dependency: dependency)
        }
    }

    @Test("the list follows the repository; a novel opens its detail; removing one empties the list", arguments: ViewModelStyle.allCases)
    func followsTheRepository(style: ViewModelStyle) throws {
        let list = makeViewModel(style)
        #expect(list.flags == ListViewFlags(showsNoDataView: true))
        try readingList.add(novel("N1000AA"))
        try readingList.add(novel("N1001AB", title: "二作目"))
        #expect(list.entries.map(\.ncode) == ["N1001AB", "N1000AA"])
        #expect(list.flags == ListViewFlags(showsList: true))
        list.entryDidSelect(at: 0)
        #expect(list.transitionItem == .novelDetail(ncode: "N1001AB"))
        list.transitionDidFinish()
        #expect(list.transitionItem == nil)
        list.removeButtonDidTap(at: 0)
        list.removeButtonDidTap(at: 0)
        #expect(list.entries.isEmpty)
        #expect(list.flags == ListViewFlags(showsNoDataView: true))
    }

    @Test("a removal the storage refuses says so and keeps the entry", arguments: ViewModelStyle.allCases)
    func refusedRemoval(style: ViewModelStyle) throws {
        try readingList.add(novel("N1000AA"))
        let list = makeViewModel(style)
        readingList.refusesWrites = true
        list.removeButtonDidTap(at: 0)
        #expect(list.entries.map(\.ncode) == ["N1000AA"])
        #expect(list.errorMessage == "読書リストから外せませんでした。端末の空き容量が足りないため、保存できません")
    }

    @Test("it is released", arguments: ViewModelStyle.allCases)
    func noLeaks(style: ViewModelStyle) {
        assertReleased { makeViewModel(style) as AnyObject }
    }

    @Test("the screen's states as the view reads them: empty, two entries, a refused removal, emptied by swipes", arguments: ViewModelStyle.allCases)
    func screenStates(style: ViewModelStyle) throws {
        let list = makeViewModel(style)
        let timeline = Timeline()
        list.observeOutputs(on: timeline)
        timeline.note("the view then reads: flags \(list.flags)")
        try timeline.step("two novels are added from their details") {
            try readingList.add(novel("N1000AA"))
            try readingList.add(novel("N1001AB", title: "二作目"))
        }
        timeline.note("the view then reads: flags \(list.flags)")
        timeline.step("the storage refuses a swipe to delete") {
            readingList.refusesWrites = true
            list.removeButtonDidTap(at: 0)
        }
        timeline.step("two swipes to delete") {
            readingList.refusesWrites = false
            list.removeButtonDidTap(at: 0)
            list.removeButtonDidTap(at: 0)
        }
        timeline.note("the view then reads: flags \(list.flags)")
        // One snapshot per style: they differ only where `@Published` announces a value equal to
        // the one it had (`error: none` twice), which Observation does not.
        assertTimeline(timeline, matchesSnapshotNamed: style == .observableObject ? "screenStates" : "screenStates-observation")
    }
}
