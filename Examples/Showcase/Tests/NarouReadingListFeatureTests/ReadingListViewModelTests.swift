import Foundation
import Kumiki
import KumikiTesting
import NarouReadingListFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

@Suite("ReadingListViewModel")
@MainActor
struct ReadingListViewModelTests {
    private let readingList = FakeReadingList()
    private let dependency = CoreDependencies(mainScheduler: .mainImmediate)

    @Test("the list follows the repository; a novel opens its detail; removing one empties the list")
    func followsTheRepository() throws {
        let list = ReadingListViewModel(repository: readingList, dependency: dependency)
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

    @Test("a removal the storage refuses says so and keeps the entry")
    func refusedRemoval() throws {
        try readingList.add(novel("N1000AA"))
        let list = ReadingListViewModel(repository: readingList, dependency: dependency)
        readingList.refusesWrites = true
        list.removeButtonDidTap(at: 0)
        #expect(list.entries.map(\.ncode) == ["N1000AA"])
        #expect(list.errorMessage == "読書リストから外せませんでした（Local storage failed: disk full）")
    }

    @Test("it is released")
    func noLeaks() {
        assertReleased { ReadingListViewModel(repository: readingList, dependency: dependency) }
    }

    @Test("the screen's states as the view reads them: empty, two entries, a refused removal, emptied by swipes")
    func screenStates() throws {
        let list = ReadingListViewModel(repository: readingList, dependency: dependency)
        let timeline = Timeline()
        timeline.observe("rows", list.$entries) { $0.map(\.title).description }
        timeline.observe("error", list.$errorMessage) { $0 ?? "none" }
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
        assertTimeline(timeline, matchesSnapshotNamed: "screenStates")
    }
}
