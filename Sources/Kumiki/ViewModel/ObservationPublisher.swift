#if canImport(Observation)
import Foundation

/// An expression over `@Observable` objects as a publisher: its current value on subscription,
/// then every value it takes, one per mutation. For binding an `@Observable` ViewModel to UIKit
/// views, and for recording it in tests with `record()`, exactly as a `@Published` output.
///
/// ```swift
/// ObservationPublisher { viewModel.flags }
///     .sink { [weak self] in self?.apply($0) }
///     .store(in: &cancellables)
/// ```
///
/// Subscribe on the main actor, where the models live. The value left by a mutation is
/// delivered when the next mutation begins or, after the last one, on the next turn of the main
/// queue; setting a property to the value it already has delivers
/// nothing, since Observation does not report it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public struct ObservationPublisher<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never

    private let read: @MainActor () -> Output

    /// Follows `read`, an expression over `@Observable` objects.
    public init(_ read: @escaping @MainActor () -> Output) {
        self.read = read
    }

    /// Starts following the expression for `subscriber`; subscribe on the main actor.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let inner = Inner(downstream: AnySubscriber(subscriber))
        subscriber.receive(subscription: inner)
        let read = self.read
        MainActor.assumeIsolated {
            inner.start(read)
        }
    }

    /// One subscription: the tracker, the subscriber's demand, and the values waiting for it.
    private final class Inner: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private var downstream: AnySubscriber<Output, Never>?
        private var demand = Subscribers.Demand.none
        private var waiting: [Output] = []
        private var tracker: ObservationTracker<Output>?

        init(downstream: AnySubscriber<Output, Never>) {
            self.downstream = downstream
        }

        @MainActor
        func start(_ read: @escaping @MainActor () -> Output) {
            let tracker = ObservationTracker(read) { [weak self] value in self?.offer(value) }
            lock.withLock { self.tracker = tracker }
        }

        func request(_ demand: Subscribers.Demand) {
            lock.withLock { self.demand += demand }
            drain()
        }

        func cancel() {
            let tracker = lock.withLock { () -> ObservationTracker<Output>? in
                downstream = nil
                waiting = []
                defer { self.tracker = nil }
                return self.tracker
            }
            guard let tracker else { return }
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { tracker.cancel() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { tracker.cancel() } }
            }
        }

        private func offer(_ value: Output) {
            lock.withLock { waiting.append(value) }
            drain()
        }

        /// Hands waiting values over while the subscriber has demand, in order.
        private func drain() {
            while true {
                lock.lock()
                guard let downstream, demand > 0, !waiting.isEmpty else {
                    lock.unlock()
                    return
                }
                demand -= 1
                let value = waiting.removeFirst()
                lock.unlock()
                let more = downstream.receive(value)
                if more > 0 { lock.withLock { demand += more } }
            }
        }
    }
}
#endif
