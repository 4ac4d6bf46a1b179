import Foundation
import KumikiTesting
import Testing

@Suite("Timeline")
struct TimelineTests {
    private final class Counter {
        @Published private(set) var count = 0
        let events = PassthroughSubject<String, Never>()
        func increment() {
            count += 1
            if count == 2 { events.send("reached two") }
        }
    }

    private func scenario() -> Timeline {
        let counter = Counter()
        let timeline = Timeline()
        timeline.observe("count", counter.$count)
        timeline.observe("event", counter.events)
        timeline.step("increment()") { counter.increment() }
        timeline.step("increment()") { counter.increment() }
        timeline.note("the second tap sends an event")
        return timeline
    }

    @Test("inputs and the outputs they cause are rendered in order, outputs in observation order")
    func rendering() {
        #expect(scenario().text == """
            ▸ observe
              count: 0
            ▸ increment()
              count: 1
            ▸ increment()
              # the second tap sends an event
              count: 2
              event: reached two
            """)
    }

    @Test("completion and failure of an output are part of the timeline")
    func completion() {
        struct Boom: Error {}
        let timeline = Timeline()
        let subject = PassthroughSubject<Int, Boom>()
        timeline.observe("done", Just(1))
        timeline.observe("subject", subject) { "#\($0)" }
        timeline.step("fail") { subject.send(completion: .failure(Boom())) }
        #expect(timeline.text == """
            ▸ observe
              done: 1
              done: finished
            ▸ fail
              subject: failed Boom()
            """)
    }

    @Test("a matching inline timeline passes")
    func inlineMatch() {
        assertTimeline(scenario(), matches: scenario().text)
    }

    @Test("a different inline timeline fails with a line diff")
    func inlineMismatch() {
        withKnownIssue {
            assertTimeline(scenario(), matches: "▸ observe\n  count: 0")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined() + String(describing: issue)
            return text.contains("+   count: 1") && text.contains("Timeline does not match")
        }
    }

    @Test("an on-disk snapshot that matches passes")
    func snapshotMatch() {
        assertTimeline(scenario(), matchesSnapshotNamed: "counter")
    }

    @Test("a missing snapshot is recorded and reported, then matches on the next run")
    func snapshotRecording() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertTimeline(scenario(), matchesSnapshotNamed: "new", in: folder)
        }
        let written = folder.appendingPathComponent("new.txt")
        #expect(try String(contentsOf: written, encoding: .utf8) == scenario().text + "\n")
        assertTimeline(scenario(), matchesSnapshotNamed: "new", in: folder)
        withKnownIssue {
            assertTimeline(Timeline(), matchesSnapshotNamed: "new", in: folder)
        }
        withKnownIssue {
            assertTimeline(scenario(), matchesSnapshotNamed: "new", in: folder, record: true)
        }
    }

    @Test("an async step runs on the caller's actor: a main-actor test can use main-actor state in it")
    @MainActor
    func asyncStepOnTheCallersActor() async {
        // A non-Sendable scheduler-like value captured by the step: before the step took the
        // caller's isolation, passing this closure was a "sending … risks data races" error.
        final class Counter {
            var value = 0
        }
        let counter = Counter()
        let subject = CurrentValueSubject<Int, Never>(0)
        let timeline = Timeline()
        timeline.observe("value", subject)
        await timeline.step("count twice, with a suspension between") {
            counter.value += 1
            await Task.yield()
            counter.value += 1
            MainActor.assertIsolated()
            subject.send(counter.value)
        }
        assertTimeline(timeline, matches: """
            ▸ observe
              value: 0
            ▸ count twice, with a suspension between
              value: 2
            """)
    }
}
