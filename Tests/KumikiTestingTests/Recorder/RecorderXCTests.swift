import Foundation
import KumikiTesting
import XCTest

/// The XCTest face of the Recorder: the same calls a CombineExpectations test makes.
///
/// Failing paths run inside `expectFailures`, which captures the failures XCTest
/// would record so the test can assert that they happened.
final class RecorderXCTests: XCTestCase {
    private struct MyError: Error, Equatable {}
    private var capturedFailures: [String]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body`, returning the failures XCTest recorded and the error it threw, instead of failing the test.
    private func expectFailures(_ body: () throws -> Void) -> (failures: [String], error: (any Error)?) {
        capturedFailures = []
        var thrown: (any Error)?
        do { try body() } catch { thrown = error }
        let failures = capturedFailures ?? []
        capturedFailures = nil
        return (failures, thrown)
    }

    // MARK: Failure messages

    func testAContractViolationReadsAsWrittenWithNoHostApplicationNotice() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = subject.record()
        subject.send(completion: .finished)
        let outcome = expectFailures { _ = recorder.receive("bar") }
        XCTAssertEqual(outcome.failures, [#"failed - Publisher recorder got unexpected input after completion: "bar""#])
    }

    // MARK: next()

    func testNextReturnsElementsInOrder() throws {
        let recorder = ["foo", "bar"].publisher.record()
        XCTAssertEqual(try wait(for: recorder.next(), timeout: 5), "foo")
        XCTAssertEqual(try wait(for: recorder.next(), timeout: 5), "bar")
    }

    func testNextWaitsForAnAsynchronousElement() throws {
        let recorder = Just("late").delay(for: .milliseconds(20), scheduler: DispatchQueue.main).record()
        XCTAssertEqual(try wait(for: recorder.next(), timeout: 5), "late")
    }

    func testNextTimesOutWithNotEnoughElements() {
        let recorder = PassthroughSubject<String, Never>().record()
        let outcome = expectFailures { _ = try wait(for: recorder.next(), timeout: 0.05) }
        XCTAssertEqual(outcome.failures.count, 1)
        XCTAssertEqual(outcome.error as? RecordingError, .notEnoughElements)
    }

    func testNextRethrowsThePublisherFailure() {
        let subject = PassthroughSubject<String, MyError>()
        let recorder = subject.record()
        subject.send(completion: .failure(MyError()))
        let outcome = expectFailures { _ = try wait(for: recorder.next(), timeout: 5) }
        XCTAssertEqual(outcome.failures, [])
        XCTAssertEqual(outcome.error as? MyError, MyError())
    }

    func testNextAfterFinishingThrowsNotEnoughElements() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = subject.record()
        subject.send(completion: .finished)
        XCTAssertThrowsError(try recorder.next().get()) { XCTAssertEqual($0 as? RecordingError, .notEnoughElements) }
    }

    func testInvertedNextPassesWhenNothingArrives() throws {
        let recorder = PassthroughSubject<String, Never>().record()
        try wait(for: recorder.next().inverted, timeout: 0.05)
    }

    func testInvertedNextFailsWhenAnElementArrives() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = subject.record()
        subject.send("foo")
        let outcome = expectFailures { try wait(for: recorder.next().inverted, timeout: 0.05) }
        XCTAssertEqual(outcome.failures.count, 1)
        XCTAssertNil(outcome.error)
    }

    // MARK: next(count)

    func testNextCountReturnsTheNextElements() throws {
        let recorder = ["foo", "bar", "baz"].publisher.record()
        XCTAssertEqual(try wait(for: recorder.next(2), timeout: 5), ["foo", "bar"])
        XCTAssertEqual(try recorder.next(1).get(), ["baz"])
    }

    func testNextCountFailsWhenThePublisherFinishesEarly() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = subject.record()
        subject.send("foo")
        subject.send(completion: .finished)
        let outcome = expectFailures { _ = try wait(for: recorder.next(2), timeout: 5) }
        XCTAssertEqual(outcome.error as? RecordingError, .notEnoughElements)
    }

    // MARK: elements, last, single, recording

    func testElementsLastSingleAndRecording() throws {
        let recorder = ["foo", "bar", "baz"].publisher.record()
        XCTAssertEqual(try wait(for: recorder.elements, timeout: 5), ["foo", "bar", "baz"])
        XCTAssertEqual(try wait(for: recorder.last, timeout: 5), "baz")
        let recording = try wait(for: recorder.recording, timeout: 5)
        XCTAssertEqual(recording.output, ["foo", "bar", "baz"])
        XCTAssertEqual(try Just("only").record().single.get(), "only")
        XCTAssertNil(try Empty<String, Never>().record().last.get())
    }

    func testElementsTimesOutWithNotCompleted() {
        let recorder = PassthroughSubject<String, Never>().record()
        let outcome = expectFailures { _ = try wait(for: recorder.elements, timeout: 0.05) }
        XCTAssertEqual(outcome.failures.count, 1)
        XCTAssertEqual(outcome.error as? RecordingError, .notCompleted)
    }

    func testElementsRethrowsThePublisherFailure() {
        let recorder = Fail<String, MyError>(error: MyError()).record()
        XCTAssertThrowsError(try recorder.elements.get()) { XCTAssertEqual($0 as? MyError, MyError()) }
        XCTAssertThrowsError(try recorder.last.get()) { XCTAssertEqual($0 as? MyError, MyError()) }
    }

    func testSingleRejectsNoneAndMany() {
        XCTAssertThrowsError(try Empty<Int, Never>().record().single.get()) {
            XCTAssertEqual($0 as? RecordingError, .notEnoughElements)
        }
        XCTAssertThrowsError(try [1, 2].publisher.record().single.get()) {
            XCTAssertEqual($0 as? RecordingError, .tooManyElements)
        }
    }

    func testRecordingTimesOutWithNotCompleted() {
        let recorder = PassthroughSubject<String, Never>().record()
        let outcome = expectFailures { _ = try wait(for: recorder.recording, timeout: 0.05) }
        XCTAssertEqual(outcome.error as? RecordingError, .notCompleted)
    }

    // MARK: finished, completion

    func testFinishedAndCompletion() throws {
        let recorder = [1].publisher.record()
        try wait(for: recorder.finished, timeout: 5)
        guard case .finished = try wait(for: recorder.completion, timeout: 5) else {
            return XCTFail("expected .finished")
        }
    }

    func testFinishedRethrowsAndCompletionReturnsTheFailure() throws {
        let recorder = Fail<Int, MyError>(error: MyError()).record()
        XCTAssertThrowsError(try recorder.finished.get()) { XCTAssertEqual($0 as? MyError, MyError()) }
        guard case .failure(let error) = try recorder.completion.get() else { return XCTFail("expected a failure") }
        XCTAssertEqual(error, MyError())
    }

    func testFinishedTimesOutWithAFailureButThrowsNothing() {
        // As in CombineExpectations: the timeout is the test failure; `finished` does not also throw notCompleted.
        let recorder = PassthroughSubject<Int, Never>().record()
        let outcome = expectFailures { try wait(for: recorder.finished, timeout: 0.05) }
        XCTAssertEqual(outcome.failures.count, 1)
        XCTAssertNil(outcome.error)
        XCTAssertThrowsError(try recorder.completion.get()) { XCTAssertEqual($0 as? RecordingError, .notCompleted) }
    }

    func testFinishedConsumesTheElementsRecordedSoFar() throws {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        subject.send(1)
        subject.send(2)
        try wait(for: recorder.finished.inverted, timeout: 0.01)
        subject.send(3)
        XCTAssertEqual(try wait(for: recorder.next(), timeout: 5), 3)
    }

    func testInvertedFinished() {
        let subject = PassthroughSubject<Int, MyError>()
        let recorder = subject.record()
        XCTAssertNoThrow(try wait(for: recorder.finished.inverted, timeout: 0.05))
        subject.send(completion: .failure(MyError()))
        let outcome = expectFailures { try wait(for: recorder.finished.inverted, timeout: 0.05) }
        XCTAssertEqual(outcome.failures.count, 1)
        XCTAssertEqual(outcome.error as? MyError, MyError())
    }

    // MARK: prefix, availableElements

    func testPrefix() throws {
        let recorder = ["foo", "bar", "baz"].publisher.record()
        XCTAssertEqual(try wait(for: recorder.prefix(2), timeout: 5), ["foo", "bar"])
        XCTAssertEqual(try recorder.prefix(5).get(), ["foo", "bar", "baz"])
    }

    func testPrefixTimesOutAndInvertedPrefix() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = subject.record()
        subject.send("foo")
        let timedOut = expectFailures { _ = try wait(for: recorder.prefix(2), timeout: 0.05) }
        XCTAssertEqual(timedOut.failures.count, 1)
        XCTAssertEqual(try? wait(for: recorder.prefix(2).inverted, timeout: 0.05), ["foo"])
        subject.send("bar")
        let fulfilled = expectFailures { _ = try wait(for: recorder.prefix(2).inverted, timeout: 0.05) }
        XCTAssertEqual(fulfilled.failures.count, 1)
    }

    func testAvailableElementsDoesNotFailOnTimeout() throws {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(try wait(for: recorder.availableElements, timeout: 0.05), [1, 2])
    }

    func testAvailableElementsRethrowsTheFailure() {
        let recorder = Fail<Int, MyError>(error: MyError()).record()
        let outcome = expectFailures { _ = try wait(for: recorder.availableElements, timeout: 0.05) }
        XCTAssertEqual(outcome.failures, [])
        XCTAssertEqual(outcome.error as? MyError, MyError())
    }

    // MARK: Leak tracking

    func testTrackForLeaksPassesForAReleasedObject() {
        trackForLeaks(NSObject())
    }
}
