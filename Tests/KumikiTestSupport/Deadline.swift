import Foundation

/// Runs `body` on a thread of its own and returns whether it returned within
/// `timeout`: how a test tells a deadlock from slowness without hanging the
/// whole run (a deadlocked thread is left behind, and the test fails).
///
/// The wait happens on a second thread of its own, never on the caller's: Swift
/// concurrency has as many threads as cores (two here), and a test blocking one of
/// them for seconds starved every other test's tasks, this one's included.
public func finishes(within timeout: Duration = .seconds(2), _ body: @escaping @Sendable () -> Void) async -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    return await withCheckedContinuation { continuation in
        Thread {
            continuation.resume(returning: done.wait(timeout: .now() + seconds) == .success)
        }.start()
    }
}
