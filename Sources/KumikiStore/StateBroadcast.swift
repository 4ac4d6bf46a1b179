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
    private let lock = NSLock()
    private var subscriptions: [Inner] = []
    /// Reads the store's current state; called on the main actor only.
    private let current: @MainActor () -> Output?

    init(current: @escaping @MainActor () -> Output?) {
        self.current = current
    }

    /// Delivers `value` (the state just set) to every subscriber that has demand.
    @MainActor
    @usableFromInline
    func send(_ value: Output) {
        lock.lock()
        guard !subscriptions.isEmpty else {
            lock.unlock()
            return
        }
        let targets = subscriptions
        lock.unlock()
        for subscription in targets {
            subscription.offer(value)
        }
    }

    /// Subscribes `subscriber`; it receives the state current when it first requests a value.
    /// The subscription keeps `owner` (the store) alive until it is cancelled, so a store made
    /// only to be observed (`store.scope(…).publisher.sink { … }`) lives as long as its subscriber.
    func subscribe<S: Subscriber>(_ subscriber: S, owner: AnyObject?) where S.Input == Output, S.Failure == Never {
        let inner = Inner(downstream: AnySubscriber(subscriber), broadcast: self, owner: owner)
        lock.lock()
        subscriptions.append(inner)
        lock.unlock()
        subscriber.receive(subscription: inner)
    }

    fileprivate func remove(_ inner: Inner) {
        lock.lock()
        subscriptions.removeAll { $0 === inner }
        lock.unlock()
    }

    /// One subscriber's demand and whether it is owed the latest state.
    final class Inner: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private var downstream: AnySubscriber<Output, Never>?
        private weak var broadcast: StateBroadcast?
        private var demand = Subscribers.Demand.none
        /// Whether the subscriber is owed a value: the first one, or a state it missed without demand.
        private var owesLatest = true
        private var owner: AnyObject?

        init(downstream: AnySubscriber<Output, Never>, broadcast: StateBroadcast, owner: AnyObject?) {
            self.downstream = downstream
            self.broadcast = broadcast
            self.owner = owner
        }

        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            self.demand += demand
            let owes = owesLatest && downstream != nil
            lock.unlock()
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
            lock.lock()
            let owes = owesLatest
            lock.unlock()
            guard owes, let value = broadcast?.current() else { return }
            offer(value)
        }

        /// Hands `value` (the current state) over if the subscriber has demand; otherwise
        /// remembers that it is owed the latest state when demand comes.
        @MainActor
        func offer(_ value: Output) {
            lock.lock()
            guard let downstream else {
                lock.unlock()
                return
            }
            guard demand > 0 else {
                owesLatest = true
                lock.unlock()
                return
            }
            owesLatest = false
            demand -= 1
            lock.unlock()
            let more = downstream.receive(value)
            guard more > 0 else { return }
            lock.lock()
            demand += more
            lock.unlock()
        }

        func cancel() {
            lock.lock()
            downstream = nil
            owner = nil
            let broadcast = self.broadcast
            lock.unlock()
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
