import Foundation

/// Something a test can wait for on a ``Recorder``: its next element, its
/// completion, all its elements, and so on.
///
/// Wait for one with `wait(for:timeout:)` in XCTest, with
/// ``PublisherExpectation/value(timeout:fileID:filePath:line:column:)`` in
/// Swift Testing or async code, or read it at once with ``get()`` when the
/// publisher is synchronous.
public protocol PublisherExpectation<Output> {
    /// What waiting for the expectation returns.
    associatedtype Output

    /// Whether the expectation passes when its condition is *not* reached in time.
    var isInverted: Bool { get }

    /// Whether running out of time is a test failure (`false` only for ``Recorder/availableElements``).
    var failsOnTimeout: Bool { get }

    /// Calls `fulfill` once the recording reaches the state this expectation waits for.
    ///
    /// An implementation detail of the waiting functions; cancel the token to stop observing.
    func observeFulfillment(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable

    /// Returns the expected value from what has been recorded so far, without waiting.
    ///
    /// Throws the publisher's failure, or a ``RecordingError`` when the value is not there yet.
    func get() throws -> Output
}

extension PublisherExpectation {
    /// Expectations are not inverted unless wrapped by ``PublisherExpectations/Inverted``.
    public var isInverted: Bool { false }

    /// Running out of time fails the test unless the expectation says otherwise.
    public var failsOnTimeout: Bool { true }
}

/// The expectation types, namespaced like groue/CombineExpectations'.
public enum PublisherExpectations {}
