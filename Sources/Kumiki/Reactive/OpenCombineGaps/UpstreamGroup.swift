#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
import Foundation

/// The upstream subscriptions of one multi-upstream operator subscription:
/// it requests unlimited demand from each, counts how many have finished,
/// and cancels them all exactly once.
///
/// `combineLatest` and `merge` each hold one, so the bookkeeping of attaching,
/// finishing and cancelling several upstreams lives in one place.
final class UpstreamGroup: @unchecked Sendable {
    // NSLock, not Kumiki's Locked: this folder is also compiled into the Combine stand-in
    // (Checks/AppleStandIns), where no Kumiki type exists.
    private let lock = NSLock()
    private let count: Int
    private var subscriptions: [any Subscription] = []
    private var finishedCount = 0
    private var isCancelled = false

    /// Creates a group expecting `count` upstreams.
    init(count: Int) {
        self.count = count
    }

    /// Keeps `subscription` and asks it for everything, or cancels it if the group already was.
    func attach(_ subscription: any Subscription) {
        lock.lock()
        guard !isCancelled else {
            lock.unlock()
            subscription.cancel()
            return
        }
        subscriptions.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Records that one upstream finished; returns whether that was the last one.
    func finishOne() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        finishedCount += 1
        return finishedCount == count
    }

    /// Cancels every attached upstream (and any attached later) once.
    func cancelAll() {
        lock.lock()
        isCancelled = true
        let toCancel = subscriptions
        subscriptions = []
        lock.unlock()
        toCancel.forEach { $0.cancel() }
    }
}
#endif
