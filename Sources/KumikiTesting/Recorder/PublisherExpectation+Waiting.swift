import Foundation

extension PublisherExpectation {
    /// Waits up to `timeout` for the expectation, then returns its value: the
    /// awaitable form for Swift Testing and async XCTest.
    ///
    /// ```swift
    /// @Test func loadsContacts() async throws {
    ///     let recorder = viewModel.outputs.flags.record()
    ///     viewModel.inputs.viewDidLoad()
    ///     let flags = try await recorder.next(3).value(timeout: .seconds(1))
    /// }
    /// ```
    ///
    /// When time runs out (or, for an inverted expectation, when the condition
    /// is reached) an issue is recorded at the caller's file and line, in
    /// whichever test framework is running; then the value is read with
    /// ``get()``, which throws if it is not there.
    public func value(
        timeout: Duration = .seconds(1),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> Output {
        let reached = await waitUntilFulfilled(timeout: timeout)
        if isInverted, reached {
            TestFailure.report("Fulfilled inverted expectation", fileID: fileID, filePath: filePath, line: line, column: column)
        } else if !isInverted, !reached, failsOnTimeout {
            TestFailure.report(
                "Asynchronous wait failed: \(Self.self) was not fulfilled within \(timeout)",
                fileID: fileID, filePath: filePath, line: line, column: column
            )
        }
        return try get()
    }

    /// Suspends until the expectation's condition is reached (`true`) or `timeout` passes (`false`).
    func waitUntilFulfilled(timeout: Duration) async -> Bool {
        let gate = ResumeGate()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            gate.install(continuation)
            let token = observeFulfillment { gate.resume(returning: true) }
            gate.onResume { token.cancel() }
            Task {
                try? await Task.sleep(for: timeout)
                gate.resume(returning: false)
            }
        }
    }
}

/// Resumes a continuation exactly once, whichever of fulfilment and timeout comes first.
private final class ResumeGate: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, Never>?
    private var result: Bool?
    private var cleanup: (() -> Void)?

    func install(_ continuation: CheckedContinuation<Bool, Never>) {
        lock.lock()
        self.continuation = continuation
        lock.unlock()
    }

    /// Runs `body` once the gate resumes (at once if it already has).
    func onResume(_ body: @escaping () -> Void) {
        lock.lock()
        if result != nil {
            lock.unlock()
            body()
            return
        }
        cleanup = body
        lock.unlock()
    }

    func resume(returning value: Bool) {
        lock.lock()
        guard result == nil, let continuation else {
            lock.unlock()
            return
        }
        result = value
        self.continuation = nil
        let cleanup = self.cleanup
        self.cleanup = nil
        lock.unlock()
        cleanup?()
        continuation.resume(returning: value)
    }
}
