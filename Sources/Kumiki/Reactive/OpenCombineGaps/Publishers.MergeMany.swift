#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
import Foundation

extension Publishers {
    /// A publisher that re-emits every value of any number of upstreams of one
    /// type, in arrival order; Combine's operator of the same name, supplied
    /// where OpenCombine lacks it.
    ///
    /// It finishes when every upstream has finished and fails as soon as one
    /// fails. Values that arrive while the downstream has no demand are kept
    /// until it asks for them.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' output.
        public typealias Output = Upstream.Output
        /// The upstreams' failure.
        public typealias Failure = Upstream.Failure

        /// The merged upstreams.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges every publisher of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        /// Attaches `subscriber`, then subscribes to every upstream with unlimited demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = MergeSubscription(downstream: subscriber, upstreamCount: publishers.count)
            subscriber.receive(subscription: subscription)
            for publisher in publishers {
                publisher.subscribe(subscription.side())
            }
        }

        /// A merge of these upstreams and `other`.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

/// The state shared by every upstream of one `merge` subscription.
final class MergeSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    let combineIdentifier = CombineIdentifier()
    private let buffer: DownstreamBuffer<Downstream>
    private let upstreams: UpstreamGroup

    init(downstream: Downstream, upstreamCount: Int) {
        buffer = DownstreamBuffer(downstream: downstream, overflow: .keepAll)
        upstreams = UpstreamGroup(count: upstreamCount)
        if upstreamCount == 0 {
            buffer.receive(completion: .finished)
        }
    }

    func side() -> UpstreamSide<Downstream.Input, Downstream.Failure> {
        UpstreamSide(
            onSubscribe: { [upstreams] in upstreams.attach($0) },
            onValue: { [self] in buffer.receive($0) },
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

    private func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
        if case .finished = completion, !upstreams.finishOne() {
            return
        }
        buffer.receive(completion: completion)
        upstreams.cancelAll()
    }
}
#endif
