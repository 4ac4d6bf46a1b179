#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
import Foundation

extension Publishers {
    /// A publisher that emits the latest value of each of two upstreams as a
    /// pair whenever either emits, once both have emitted.
    ///
    /// OpenCombine 0.14 lacks this operator; Kumiki supplies it on non-Apple
    /// platforms under Combine's own name so ViewModel source is unchanged.
    /// It finishes when both upstreams finish and fails as soon as either
    /// fails. When the downstream has no demand left, only the newest pair
    /// waits for it (intermediate pairs are dropped, never queued without bound).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A pair of the latest values.
        public typealias Output = (A.Output, B.Output)
        /// The shared failure type of both upstreams.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Combines the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`, then subscribes to both upstreams with unlimited demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CombineLatestSubscription<A.Output, B.Output, S>(downstream: subscriber)
            subscriber.receive(subscription: subscription)
            a.subscribe(subscription.firstSide)
            b.subscribe(subscription.secondSide)
        }
    }
}

/// The state shared by both sides of one `combineLatest` subscription.
final class CombineLatestSubscription<First, Second, Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == (First, Second) {
    let combineIdentifier = CombineIdentifier()
    private let buffer: DownstreamBuffer<Downstream>
    // NSLock, not Kumiki's Locked: this folder is also compiled into the Combine stand-in
    // (Checks/AppleStandIns), where no Kumiki type exists.
    private let lock = NSLock()
    private let upstreams = UpstreamGroup(count: 2)
    private var first: First?
    private var second: Second?

    init(downstream: Downstream) {
        buffer = DownstreamBuffer(downstream: downstream, overflow: .keepLatest)
    }

    var firstSide: UpstreamSide<First, Downstream.Failure> {
        UpstreamSide(
            onSubscribe: { [upstreams] in upstreams.attach($0) },
            onValue: { [self] value in update { $0.first = value } },
            onCompletion: { [self] in complete($0) }
        )
    }

    var secondSide: UpstreamSide<Second, Downstream.Failure> {
        UpstreamSide(
            onSubscribe: { [upstreams] in upstreams.attach($0) },
            onValue: { [self] value in update { $0.second = value } },
            onCompletion: { [self] in complete($0) }
        )
    }

    func request(_ demand: Subscribers.Demand) {
        buffer.request(demand)
    }

    func cancel() {
        buffer.cancel()
        upstreams.cancelAll()
    }

    private func update(_ store: (CombineLatestSubscription) -> Void) {
        lock.lock()
        store(self)
        if let first, let second {
            buffer.enqueue((first, second))
        }
        lock.unlock()
        buffer.drain()
    }

    private func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        if case .finished = completion, !upstreams.finishOne() {
            return
        }
        buffer.receive(completion: completion)
        upstreams.cancelAll()
    }
}

extension Publisher {
    /// Emits a pair of the latest values of `self` and `other` whenever either emits, once both have.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Emits `transform` of the latest values of `self` and `other` whenever either emits, once both have.
    public func combineLatest<P: Publisher, T>(
        _ other: P,
        _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
#endif
