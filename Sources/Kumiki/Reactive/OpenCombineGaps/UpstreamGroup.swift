#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
import Foundation

/// The upstream subscriptions of one multi-upstream operator subscription:
/// it requests unlimited demand from each, counts how many have finished,
/// and cancels them all exactly once.
///
/// `combineLatest` and `merge` each hold one, so the bookkeeping of attaching,
/// finishing and cancelling several upstreams lives in one place.
final class UpstreamGroup: @unchecked Sendable {
    /// The attached upstreams, how many finished, and whether the group was cancelled.
    private struct State {
        var subscriptions: [any Subscription] = []
        var finishedCount = 0
        var isCancelled = false
    }

    private let state = Locked(State())
    private let count: Int

    /// Creates a group expecting `count` upstreams.
    init(count: Int) {
        self.count = count
    }

    /// Keeps `subscription` and asks it for everything, or cancels it if the group already was.
    func attach(_ subscription: any Subscription) {
        let isCancelled = state.withLock { state in
            if !state.isCancelled { state.subscriptions.append(subscription) }
            return state.isCancelled
        }
        // Called with the lock released: an upstream may deliver at once.
        if isCancelled {
            subscription.cancel()
        } else {
            subscription.request(.unlimited)
        }
    }

    /// Records that one upstream finished; returns whether that was the last one.
    func finishOne() -> Bool {
        let count = count
        return state.withLock { state in
            state.finishedCount += 1
            return state.finishedCount == count
        }
    }

    /// Cancels every attached upstream (and any attached later) once.
    func cancelAll() {
        let toCancel = state.withLock { state in
            state.isCancelled = true
            defer { state.subscriptions = [] }
            return state.subscriptions
        }
        toCancel.forEach { $0.cancel() }
    }
}
#endif
