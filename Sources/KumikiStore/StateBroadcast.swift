import Foundation
import Kumiki

/// The subscribers of a store's `publisher`: each gets the current state when it first asks
/// for a value, then every new state, conflated to the latest while it has no demand (as with
/// `CurrentValueSubject`).
///
/// Unlike `CurrentValueSubject`, it keeps no copy of the state: the store mutates its state in
/// place, and a second copy held here would make every change to a long list copy the list.
@usableFromInline
final class StateBroadcast<Output>: @unchecked Sendable {
    private let subscriptions = Locked<[Inner]>([])
    /// Reads the store's current state; called on the main actor only.
    private let current: @MainActor () -> Output?

    init(current: @escaping @MainActor () -> Output?) {
        self.current = current
    }

    /// Delivers `value` (the state just set) to every subscriber that has demand.
    @MainActor
    @usableFromInline
    func send(_ value: Output) {
        let targets = subscriptions.current
        for subscription in targets {
            subscription.offer(value)
        }
    }

    /// Subscribes `subscriber`; it receives the state current when it first requests a value.
    /// The subscription keeps `owner` (the store) alive until it is cancelled, so a store made
    /// only to be observed (`store.scope(…).publisher.sink { … }`) lives as long as its subscriber.
    func subscribe<S: Subscriber>(_ subscriber: S, owner: AnyObject?) where S.Input == Output, S.Failure == Never {
        let inner = Inner(downstream: AnySubscriber(subscriber), broadcast: self, owner: owner)
        subscriptions.withLock { $0.append(inner) }
        subscriber.receive(subscription: inner)
    }

    fileprivate func remove(_ inner: Inner) {
        subscriptions.withLock { $0.removeAll { $0 === inner } }
    }

    /// One subscriber's demand and whether it is owed the latest state.
    final class Inner: Subscription, @unchecked Sendable {
        /// The subscriber until it cancels, its demand, and the store it keeps alive.
        private struct State {
            var downstream: AnySubscriber<Output, Never>?
            weak var broadcast: StateBroadcast?
            var demand = Subscribers.Demand.none
            /// Whether the subscriber is owed a value: the first one, or a state it missed without demand.
            var owesLatest = true
            var owner: AnyObject?
        }

        private let state: Locked<State>

        init(downstream: AnySubscriber<Output, Never>, broadcast: StateBroadcast, owner: AnyObject?) {
            state = Locked(State(downstream: downstream, broadcast: broadcast, owner: owner))
        }

        func request(_ demand: Subscribers.Demand) {
            let owes = state.withLock { state in
                state.demand += demand
                return state.owesLatest && state.downstream != nil
            }
            guard owes else { return }
            // The state lives on the main actor; a subscriber asking from elsewhere gets it there.
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { deliverLatest() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self.deliverLatest() } }
            }
        }

        @MainActor
        private func deliverLatest() {
            let (owes, broadcast) = state.withLock { ($0.owesLatest, $0.broadcast) }
            guard owes, let value = broadcast?.current() else { return }
            offer(value)
        }

        /// Hands `value` (the current state) over if the subscriber has demand; otherwise
        /// remembers that it is owed the latest state when demand comes.
        @MainActor
        func offer(_ value: Output) {
            let downstream: AnySubscriber<Output, Never>? = state.withLock { state in
                guard let downstream = state.downstream else { return nil }
                guard state.demand > 0 else {
                    state.owesLatest = true
                    return nil
                }
                state.owesLatest = false
                state.demand -= 1
                return downstream
            }
            // Delivered with the lock released: the subscriber may request more or cancel.
            guard let downstream else { return }
            let more = downstream.receive(value)
            guard more > 0 else { return }
            state.withLock { $0.demand += more }
        }

        func cancel() {
            let broadcast = state.withLock { state in
                state.downstream = nil
                state.owner = nil
                return state.broadcast
            }
            broadcast?.remove(self)
        }
    }
}

/// A store's states as a publisher: the current state on subscription, then every change.
struct StatePublisher<Output>: Publisher {
    typealias Failure = Never

    let broadcast: StateBroadcast<Output>
    /// The store, kept alive by each subscription.
    let owner: AnyObject?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        broadcast.subscribe(subscriber, owner: owner)
    }
}
