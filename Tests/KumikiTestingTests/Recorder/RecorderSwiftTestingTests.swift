import Foundation
import KumikiTesting
import Testing

/// The awaitable face of the Recorder, for Swift Testing and async XCTest.
@Suite("Recorder (Swift Testing)")
struct RecorderSwiftTestingTests {
    private struct MyError: Error, Equatable {}

    @Test("next() waits for an element that arrives later")
    func nextWaits() async throws {
        let recorder = Just("late").delay(for: .milliseconds(20), scheduler: DispatchQueue(label: "late")).record()
        #expect(try await recorder.next().value(timeout: .seconds(5)) == "late")
        try await recorder.finished.value(timeout: .seconds(5))
    }

    @Test("each expectation returns its value when it is already there")
    func immediateValues() async throws {
        let recorder = [1, 2, 3].publisher.record()
        #expect(try await recorder.next(2).value() == [1, 2])
        #expect(try await recorder.next().value() == 3)
        #expect(try await recorder.elements.value() == [1, 2, 3])
        #expect(try await recorder.last.value() == 3)
        #expect(try await recorder.prefix(2).value() == [1, 2])
        #expect(try await recorder.recording.value().output == [1, 2, 3])
        #expect(try await Just(7).record().single.value() == 7)
        guard case .finished = try await recorder.completion.value() else {
            Issue.record("expected .finished")
            return
        }
    }

    @Test("a timeout records an issue at the caller's line and throws the recording error")
    func timeoutIsReportedAtCaller() async throws {
        let recorder = PassthroughSubject<Int, Never>().record()
        let callLine = #line + 2
        try await withKnownIssue {
            _ = try await recorder.next().value(timeout: .milliseconds(50))
        } matching: { (issue: Issue) -> Bool in
            // Two issues: the timeout, recorded at the call; then the thrown error.
            // An issue recorded anywhere else would not match, and would fail this test.
            if let error = issue.error { return error as? RecordingError == .notEnoughElements }
            return issue.sourceLocation?.line == callLine
                && issue.sourceLocation?.fileName == "RecorderSwiftTestingTests.swift"
        }
    }

    @Test("the publisher's failure is rethrown")
    func failureRethrown() async {
        let recorder = Fail<Int, MyError>(error: MyError()).record()
        await #expect(throws: MyError.self) { try await recorder.elements.value() }
        await #expect(throws: MyError.self) { try await recorder.next().value() }
        await #expect(throws: MyError.self) { try await recorder.finished.value() }
    }

    @Test("inverted expectations pass when nothing happens and fail when something does")
    func inverted() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        try await recorder.next().inverted.value(timeout: .milliseconds(30))
        try await recorder.finished.inverted.value(timeout: .milliseconds(30))
        subject.send(1)
        #expect(try await recorder.prefix(2).inverted.value(timeout: .milliseconds(30)) == [1])
        await withKnownIssue {
            try await recorder.next().inverted.value(timeout: .milliseconds(30))
        }
        subject.send(completion: .finished)
        await withKnownIssue {
            try await recorder.finished.inverted.value(timeout: .milliseconds(30))
        }
    }

    @Test("availableElements returns what arrived when time runs out, without an issue")
    func availableElements() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        subject.send(1)
        #expect(try await recorder.availableElements.value(timeout: .milliseconds(30)) == [1])
    }

    @Test("single fails for more than one element; next(n) for too few")
    func typedErrors() {
        #expect(throws: RecordingError.tooManyElements) { try [1, 2].publisher.record().single.get() }
        #expect(throws: RecordingError.notEnoughElements) { try [1].publisher.record().next(2).get() }
        #expect(throws: RecordingError.notCompleted) { try PassthroughSubject<Int, Never>().record().elements.get() }
    }

    @Test("a cancelled recorder keeps what it recorded and stops listening")
    func cancel() throws {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        subject.send(1)
        recorder.cancel()
        subject.send(2)
        #expect(try recorder.availableElements.get() == [1])
    }
}
