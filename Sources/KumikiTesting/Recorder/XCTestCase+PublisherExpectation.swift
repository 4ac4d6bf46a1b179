#if canImport(XCTest)
import XCTest

extension XCTestCase {
    /// Waits up to `timeout` seconds for a publisher expectation and returns its
    /// value; source-compatible with groue/CombineExpectations.
    ///
    /// ```swift
    /// func testFlags() throws {
    ///     let recorder = viewModel.outputs.flags.record()
    ///     viewModel.inputs.viewDidLoad()
    ///     let flags = try wait(for: recorder.next(2), timeout: 1)
    /// }
    /// ```
    ///
    /// The test fails if the expectation is not fulfilled in time (or, inverted,
    /// if it is), and the call throws the publisher's failure or a
    /// ``RecordingError`` when the value cannot be produced. It returns at once
    /// when the recorder already holds what the expectation waits for.
    ///
    /// In an `async` test method use ``PublisherExpectation/value(timeout:fileID:filePath:line:column:)``
    /// instead: XCTest does not allow synchronous waits there.
    @discardableResult
    public func wait<Expectation: PublisherExpectation>(
        for publisherExpectation: Expectation,
        timeout: TimeInterval,
        description: String = ""
    ) throws -> Expectation.Output {
        let expectation = self.expectation(description: description.isEmpty ? "\(Expectation.self)" : description)
        expectation.isInverted = publisherExpectation.isInverted
        let token = publisherExpectation.observeFulfillment { expectation.fulfill() }
        if publisherExpectation.failsOnTimeout || publisherExpectation.isInverted {
            wait(for: [expectation], timeout: timeout)
        } else {
            // Running out of time is the normal end here: a waiter without a delegate records no failure.
            _ = XCTWaiter().wait(for: [expectation], timeout: timeout)
        }
        token.cancel()
        return try publisherExpectation.get()
    }
}
#endif
