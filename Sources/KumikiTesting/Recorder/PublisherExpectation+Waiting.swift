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
    /// The waiting continuation, the result once decided, and what to run when it is.
    private struct State {
        var continuation: CheckedContinuation<Bool, Never>?
        var result: Bool?
        var cleanup: (() -> Void)?
    }

    private let state = Locked(State())

    func install(_ continuation: CheckedContinuation<Bool, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Runs `body` once the gate resumes (at once if it already has).
    func onResume(_ body: @escaping () -> Void) {
        let hasResumed = state.withLock { state in
            if state.result != nil { return true }
            state.cleanup = body
            return false
        }
        if hasResumed { body() }
    }

    func resume(returning value: Bool) {
        let resumed: (CheckedContinuation<Bool, Never>, (() -> Void)?)? = state.withLock { state in
            guard state.result == nil, let continuation = state.continuation else { return nil }
            state.result = value
            state.continuation = nil
            defer { state.cleanup = nil }
            return (continuation, state.cleanup)
        }
        // Run with the lock released: the cleanup cancels an observation that takes its own lock.
        guard let (continuation, cleanup) = resumed else { return }
        cleanup?()
        continuation.resume(returning: value)
    }
}
