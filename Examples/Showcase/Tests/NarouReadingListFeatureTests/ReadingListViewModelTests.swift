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
}
