import Foundation
import KumikiTesting
import Observation
import Testing

/// The same counter as the `@Published` one in TimelineTests, in the `@Observable` style.
@MainActor
@Observable
private final class ObservableCounter {
    private(set) var count = 0
    private(set) var label = "zero"

    func increment() {
        count += 1
        label = count == 1 ? "one" : "many"
    }

    func incrementTwice() {
        increment()
        increment()
    }
}

@Suite("Timeline of an @Observable model")
@MainActor
struct ObservationTimelineTests {
    @Test("every value an output takes is recorded under the step that caused it, in the @Published style's text")
    func rendering() {
        let counter = ObservableCounter()
        let timeline = Timeline()
        timeline.observe("count", observing: { counter.count })
        timeline.observe("label", observing: { counter.label })
        timeline.step("increment()") { counter.increment() }
        timeline.step("incrementTwice()") { counter.incrementTwice() }
        timeline.step("nothing") {}
        #expect(timeline.text == """
            ▸ observe
              count: 0
              label: zero
            ▸ increment()
              count: 1
              label: one
            ▸ incrementTwice()
              count: 2
              count: 3
              label: many
            ▸ nothing
            """)
    }

    @Test("a value left by the last step is recorded when the text is read")
    func lastStep() {
        let counter = ObservableCounter()
        let timeline = Timeline()
        timeline.observe("count", observing: { counter.count }) { "#\($0)" }
        timeline.step("increment()") { counter.increment() }
        assertTimeline(timeline, matches: """
            ▸ observe
              count: #0
            ▸ increment()
              count: #1
            """)
    }
}
