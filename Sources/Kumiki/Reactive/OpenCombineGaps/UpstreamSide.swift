#if !canImport(Combine) || KUMIKI_COMBINE_STAND_IN
/// A subscriber that forwards one upstream's events to the operator that owns it.
///
/// Operators with several upstreams subscribe one of these per upstream; the
/// closures keep the owner alive until the upstream completes or is cancelled.
struct UpstreamSide<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    let combineIdentifier = CombineIdentifier()
    let onSubscribe: (any Subscription) -> Void
    let onValue: (Input) -> Void
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) {
        onSubscribe(subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        onCompletion(completion)
    }
}
#endif
