import Foundation

/// Runs `body` on a thread of its own and returns whether it returned within
/// `timeout`: how a test tells a deadlock from slowness without hanging the
/// whole run (a deadlocked thread is left behind, and the test fails).
public func finishes(within timeout: Duration = .seconds(2), _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    return done.wait(timeout: .now() + seconds) == .success
}
