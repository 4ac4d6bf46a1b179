#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
import Foundation

/// Delivers values from several upstreams to one downstream subscriber while
/// keeping the Combine contract: never more values than demanded, never two
/// calls into the downstream at once, values in the order they were accepted,
/// and nothing after a completion or a cancel.
///
/// Operators with several upstreams (`combineLatest`, `merge`) hold one of
/// these instead of each re-implementing demand bookkeeping. Upstreams may
/// send from any thread and re-entrantly from inside a downstream call: a
/// value that arrives while another thread (or an outer frame) is delivering
/// is queued and delivered by that delivering frame.
final class DownstreamBuffer<Downstream: Subscriber>: @unchecked Sendable {
    /// What to do with a value that arrives when the downstream has no demand left for it.
    enum Overflow {
        /// Keep every value until demand arrives (`merge`).
        case keepAll
        /// Replace the newest queued value, so only the latest waits (`combineLatest`).
        case keepLatest
    }

    private let lock = NSRecursiveLock()
    private let overflow: Overflow
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Downstream.Input] = []
    private var queueHead = 0
    private var pendingCompletion: Subscribers.Completion<Downstream.Failure>?
    private var isDelivering = false
    private var isTerminated = false

    init(downstream: Downstream, overflow: Overflow) {
        self.downstream = downstream
        self.overflow = overflow
    }

    /// Whether a completion was accepted or the subscription was cancelled.
    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isTerminated || pendingCompletion != nil
    }

    /// Accepts a value from an upstream and delivers it when demand allows.
    func receive(_ value: Downstream.Input) {
        enqueue(value)
        drain()
    }

    /// Queues a value without delivering it; call ``drain()`` afterwards.
    ///
    /// Operators that compute a value under their own lock enqueue it under
    /// that lock too, so values computed in one order are delivered in that
    /// order, then drain once the lock is released (draining calls out to the
    /// downstream, which may re-enter the operator).
    func enqueue(_ value: Downstream.Input) {
        lock.lock()
        guard !isTerminated, pendingCompletion == nil else {
            lock.unlock()
            return
        }
        let queued = queue.count - queueHead
        let hasRoom = demand.max.map { queued < $0 } ?? true
        if !hasRoom, overflow == .keepLatest, queued > 0 {
            queue[queue.count - 1] = value
        } else {
            queue.append(value)
        }
        lock.unlock()
    }

    /// Accepts the terminal event: a failure is delivered at once and drops
    /// queued values; `.finished` is delivered after the queued values.
    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard !isTerminated, pendingCompletion == nil else {
            lock.unlock()
            return
        }
        if case .failure = completion {
            queue.removeAll()
            queueHead = 0
        }
        pendingCompletion = completion
        lock.unlock()
        drain()
    }

    /// Adds downstream demand and delivers whatever it allows.
    func request(_ additional: Subscribers.Demand) {
        lock.lock()
        guard !isTerminated else {
            lock.unlock()
            return
        }
        demand += additional
        lock.unlock()
        drain()
    }

    /// Drops everything queued and releases the downstream; no further calls reach it.
    func cancel() {
        lock.lock()
        isTerminated = true
        queue.removeAll()
        queueHead = 0
        downstream = nil
        lock.unlock()
    }

    /// Delivers whatever is queued and allowed by demand, unless another frame already is.
    func drain() {
        lock.lock()
        guard !isDelivering else {
            lock.unlock()
            return
        }
        isDelivering = true
        while let subscriber = downstream, !isTerminated {
            if queueHead < queue.count, demand > 0 {
                let value = queue[queueHead]
                queueHead += 1
                if queueHead == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueHead = 0
                }
                demand -= 1
                lock.unlock()
                let more = subscriber.receive(value)
                lock.lock()
                if !isTerminated {
                    demand += more
                }
            } else if queueHead == queue.count, let completion = pendingCompletion {
                isTerminated = true
                downstream = nil
                lock.unlock()
                subscriber.receive(completion: completion)
                lock.lock()
            } else {
                break
            }
        }
        isDelivering = false
        lock.unlock()
    }
}
#endif
