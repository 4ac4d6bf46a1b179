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
        /// The subscriber until it cancels, its demand, the values it has not taken, the tracker.
        private struct State {
            var downstream: AnySubscriber<Output, Never>?
            var demand = Subscribers.Demand.none
            var waiting: [Output] = []
            var tracker: ObservationTracker<Output>?
        }

        private let state: Locked<State>

        init(downstream: AnySubscriber<Output, Never>) {
            state = Locked(State(downstream: downstream))
        }

        @MainActor
        func start(_ read: @escaping @MainActor () -> Output) {
            let tracker = ObservationTracker(read) { [weak self] value in self?.offer(value) }
            state.withLock { $0.tracker = tracker }
        }

        func request(_ demand: Subscribers.Demand) {
            state.withLock { $0.demand += demand }
            drain()
        }

        func cancel() {
            let tracker = state.withLock { state in
                state.downstream = nil
                state.waiting = []
                defer { state.tracker = nil }
                return state.tracker
            }
            guard let tracker else { return }
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { tracker.cancel() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { tracker.cancel() } }
            }
        }

        private func offer(_ value: Output) {
            state.withLock { $0.waiting.append(value) }
            drain()
        }

        /// Hands waiting values over while the subscriber has demand, in order; each with the lock
        /// released, since the subscriber may request more or cancel.
        private func drain() {
            while true {
                let next: (AnySubscriber<Output, Never>, Output)? = state.withLock { state in
                    guard let downstream = state.downstream, state.demand > 0, !state.waiting.isEmpty else { return nil }
                    state.demand -= 1
                    return (downstream, state.waiting.removeFirst())
                }
                guard let (downstream, value) = next else { return }
                let more = downstream.receive(value)
                if more > 0 { state.withLock { $0.demand += more } }
            }
        }
    }
}
#endif
