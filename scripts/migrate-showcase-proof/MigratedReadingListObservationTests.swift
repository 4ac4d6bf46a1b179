import Foundation
import Kumiki
import NarouReadingListFeature
import Observation
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

/// Added to the Showcase's copy by scripts/migrate-showcase-proof.sh once `kumiki migrate
/// observable` has moved ReadingListViewModel to Observation: every property that was
/// `@Published` must now announce its change to Observation, as SwiftUI will read it.
@Suite("the migrated ReadingListViewModel notifies Observation for each former @Published property")
@MainActor
struct MigratedReadingListObservationTests {
    private let readingList = FakeReadingList()

    /// Whether reading `property` under tracking and then running `change` reports a change.
    private func notifies<Value>(_ property: @escaping () -> Value, when change: () throws -> Void) rethrows -> Bool {
        let changed = LockedFlag()
        withObservationTracking {
            _ = property()
        } onChange: {
            changed.set()
        }
        try change()
        return changed.value
    }

    @Test("entries, errorMessage and transitionItem")
    func everyFormerPublishedProperty() throws {
        let viewModel = ReadingListViewModel(repository: readingList, dependency: CoreDependencies(mainScheduler: .mainImmediate))
        #expect(try notifies({ viewModel.entries }) { try readingList.add(novel("N1000AA")) })
        #expect(notifies({ viewModel.transitionItem }) { viewModel.entryDidSelect(at: 0) })
        #expect(notifies({ viewModel.errorMessage }) {
            readingList.refusesWrites = true
            viewModel.removeButtonDidTap(at: 0)
        })
        #expect(!notifies({ viewModel.entries }) { viewModel.onAppear() }, "an input that changes nothing announces nothing")
    }
}

/// A flag the tracking callback may set from any thread.
private final class LockedFlag: @unchecked Sendable {
    @Locked private(set) var value = false
    func set() { value = true }
}
