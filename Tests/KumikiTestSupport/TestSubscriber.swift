import Foundation
import Kumiki

/// A subscriber for operator tests that records every event and asks for
/// exactly the demand the test gives it, so demand handling can be asserted.
public final class TestSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    public enum Event: CustomStringConvertible {
        case value(Input)
        case finished
        case failure(Failure)

        public var description: String {
            switch self {
            case .value(let value): return "\(value)"
            case .finished: return "finished"
            case .failure(let error): return "failure(\(error))"
            }
        }
    }

    private let initialDemand: Subscribers.Demand
    private var subscription: (any Subscription)?
    /// Called for each value; its result is the extra demand returned to the upstream.
    public var onValue: (Input) -> Subscribers.Demand = { _ in .none }

    public init(demand: Subscribers.Demand = .unlimited) {
        initialDemand = demand
    }

    @Locked public private(set) var events: [Event] = []

    /// The events rendered as text, e.g. `["1", "2", "finished"]`, for exact comparisons.
    public var timeline: [String] { events.map(\.description) }

    public var values: [Input] {
        events.compactMap { if case .value(let value) = $0 { return value } else { return nil } }
    }

    public func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    public func cancel() {
        subscription?.cancel()
    }

    public func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initialDemand > 0 {
            subscription.request(initialDemand)
        }
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        $events.withLock { $0.append(.value(input)) }
        return onValue(input)
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        $events.withLock { events in
            switch completion {
            case .finished: events.append(.finished)
            case .failure(let error): events.append(.failure(error))
            }
        }
    }
}

/// An error for tests that need a publisher to fail.
public struct TestError: Error, Equatable, CustomStringConvertible, Sendable {
    public var code: Int
    public init(code: Int = 1) { self.code = code }
    public var description: String { "TestError(\(code))" }
}

extension Publisher {
    /// Collects every value a synchronous publisher emits.
    public func collectedValues() -> [Output] {
        var values: [Output] = []
        let cancellable = sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        cancellable.cancel()
        return values
    }
}
