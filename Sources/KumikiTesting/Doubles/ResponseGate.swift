import Foundation
import Kumiki

/// Holds ``StubAPIClient`` responses until the test opens it, so a test can
/// look at a loading state, or cancel a request in flight, without sleeping.
///
/// ```swift
/// let client = StubAPIClient()
/// client.stub(GetProductsEndpoint.self, value: firstPage)
/// let gate = client.hold(GetProductsEndpoint.self)
///
/// viewModel.onAppear()
/// #expect(await gate.waitForRequests(1))
/// #expect(viewModel.isLoading)          // the request is in flight
///
/// gate.open()                           // the stubbed response goes out
/// ```
///
/// A held request whose task is cancelled ends at once with
/// `NetworkError/cancelled`, as a real cancelled request would.
public final class ResponseGate: @unchecked Sendable {
    /// Whether the gate is open, who waits at it, and how many came.
    private struct State {
        var isOpen: Bool
        var waiters: [UUID: CheckedContinuation<Bool, Never>] = [:]
        /// Requests cancelled before their continuation was installed.
        var cancelledEarly: Set<UUID> = []
        var arrived = 0
    }

    private let state: Locked<State>

    /// Creates a gate, closed unless `isOpen`.
    public init(isOpen: Bool = false) {
        state = Locked(State(isOpen: isOpen))
    }

    /// How many requests are waiting at the gate now.
    public var waitingCount: Int {
        state.withLock { $0.waiters.count }
    }

    /// How many requests have reached the gate so far, waiting or not.
    public var arrivedCount: Int {
        state.withLock { $0.arrived }
    }

    /// Lets every waiting request through, and every later one until ``close()``.
    public func open() {
        let released = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        // Resumed with the lock released: a resumed request may reach the gate again at once.
        released.forEach { $0.resume(returning: true) }
    }

    /// Holds later requests again.
    public func close() {
        state.withLock { $0.isOpen = false }
    }

    /// Waits until at least `count` requests wait at the gate; returns whether they did within `timeout`.
    ///
    /// It returns as soon as they do, so the timeout only sets how long a failing test waits; it
    /// is generous because a loaded CI machine (a sanitizer build, tests in parallel) can take
    /// seconds to deliver a request that takes a millisecond on a quiet one.
    public func waitForRequests(_ count: Int = 1, timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while waitingCount < count, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return waitingCount >= count
    }

    /// Suspends until the gate opens; throws `.cancelled` if the calling task is cancelled first.
    ///
    /// ``StubAPIClient`` calls this for held endpoints; a hand-written fake
    /// (a repository double, say) calls it too, to hold its answers the same way.
    public func pass() async throws(NetworkError) {
        let id = UUID()
        let opened = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let passesNow: Bool? = state.withLock { state in
                    state.arrived += 1
                    if state.isOpen || state.cancelledEarly.remove(id) != nil { return state.isOpen }
                    state.waiters[id] = continuation
                    return nil
                }
                if let passesNow { continuation.resume(returning: passesNow) }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                let continuation = state.waiters.removeValue(forKey: id)
                if continuation == nil { state.cancelledEarly.insert(id) }
                return continuation
            }
            continuation?.resume(returning: false)
        }
        if !opened { throw .cancelled }
    }
}
