import Foundation

/// A subscriber that records everything a publisher emits, so tests can wait
/// for and read its elements and completion.
///
/// Create one with `Publisher.record()`, then wait for a
/// ``PublisherExpectation`` built from it:
///
/// ```swift
/// let recorder = viewModel.outputs.flags.record()
/// viewModel.inputs.viewDidLoad()
///
/// // XCTest (source-compatible with groue/CombineExpectations)
/// let flags = try wait(for: recorder.next(2), timeout: 1)
///
/// // Swift Testing (or async XCTest)
/// let flags = try await recorder.next(2).value(timeout: .seconds(1))
///
/// // Already there? Read it synchronously.
/// let flags = try recorder.next(2).get()
/// ```
///
/// The recorder requests unlimited demand as soon as it subscribes and keeps
/// its subscription until it is deallocated or ``cancel()`` is called.
///
/// It also checks the publisher against the Combine contract, as
/// groue/CombineExpectations does: an element or a completion before the
/// subscription, a second subscription, an element after the completion, or
/// a second completion is reported as a test failure naming what happened
/// (and is not recorded).
public final class Recorder<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// What the recorder has seen so far.
    struct State {
        var elements: [Input] = []
        var completion: Subscribers.Completion<Failure>?
        /// How many elements `next()` expectations have already consumed.
        var consumed = 0
        /// Whether a subscription arrived.
        var isSubscribed = false
    }

    /// A stable identity for this subscriber, as Combine requires.
    public let combineIdentifier = CombineIdentifier()
    /// The recording, the subscription to cancel, and the expectations waiting on the recording.
    private struct Guarded {
        var state = State()
        var subscription: (any Subscription)?
        var observers: [UUID: Observer] = [:]
    }

    private let guarded = Locked(Guarded())

    /// A waiting expectation: the condition it waits for and what to call once it holds.
    private struct Observer {
        let isSatisfied: (State) -> Bool
        let fulfill: @Sendable () -> Void
    }

    /// Creates a recorder that is not yet subscribed; `Publisher.record()` is the usual way.
    public init() {}

    deinit {
        guarded.withLock { $0.subscription }?.cancel()
    }

    /// Starts the recording by asking the publisher for every element.
    ///
    /// A second subscription is a broken contract: it is reported and cancelled.
    public func receive(subscription: any Subscription) {
        let isFirst = guarded.withLock { guarded in
            guard !guarded.state.isSubscribed else { return false }
            guarded.state.isSubscribed = true
            guarded.subscription = subscription
            return true
        }
        guard isFirst else {
            TestFailure.report("Publisher recorder is already subscribed: the publisher sent a second subscription")
            subscription.cancel()
            return
        }
        subscription.request(.unlimited)
    }

    /// Records an element; one before the subscription or after the completion is reported instead.
    public func receive(_ input: Input) -> Subscribers.Demand {
        let violation: String? = update { state in
            if !state.isSubscribed {
                return "Publisher recorder got unexpected input before subscription: \(String(reflecting: input))"
            }
            if state.completion != nil {
                // Word for word CombineExpectations' message, so tests that match it keep passing after migrating.
                return "Publisher recorder got unexpected input after completion: \(String(reflecting: input))"
            }
            state.elements.append(input)
            return nil
        }
        if let violation { TestFailure.report(violation) }
        return .none
    }

    /// Records the completion; one before the subscription or a second one is reported instead.
    public func receive(completion: Subscribers.Completion<Failure>) {
        let violation: String? = update { state in
            if !state.isSubscribed {
                return "Publisher recorder got unexpected completion before subscription: \(completion)"
            }
            if state.completion != nil {
                return "Publisher recorder got unexpected completion after completion: \(String(describing: completion))"
            }
            state.completion = completion
            return nil
        }
        if let violation { TestFailure.report(violation) }
    }

    /// Stops recording; what was recorded stays readable.
    public func cancel() {
        let subscription = guarded.withLock { guarded in
            defer { guarded.subscription = nil }
            return guarded.subscription
        }
        subscription?.cancel()
    }

    /// Reads or changes the state under the lock.
    func withState<T, E: Error>(_ body: (inout State) throws(E) -> T) throws(E) -> T {
        // A value an ObservationPublisher holds for the next turn of the main queue belongs to
        // what the test just did: deliver it before reading, as @Published would have.
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), MainQueue.isCurrent {
            MainActor.assumeIsolated { PendingObservations.deliver() }
        }
        #endif
        return try guarded.withLock { (guarded: inout Guarded) throws(E) -> T in try body(&guarded.state) }
    }

    /// Calls `fulfill` once, as soon as `isSatisfied` holds for the recorded state (possibly at once).
    ///
    /// Cancel the returned token to stop observing.
    func observe(
        until isSatisfied: @escaping (State) -> Bool,
        fulfill: @escaping @Sendable () -> Void
    ) -> AnyCancellable {
        let id = UUID()
        let isSatisfiedNow = guarded.withLock { guarded in
            if isSatisfied(guarded.state) { return true }
            guarded.observers[id] = Observer(isSatisfied: isSatisfied, fulfill: fulfill)
            return false
        }
        if isSatisfiedNow {
            fulfill()
            return AnyCancellable {}
        }
        return AnyCancellable { [weak self] in
            self?.guarded.withLock { $0.observers[id] = nil }
        }
    }

    /// Calls `fulfill` once the publisher has completed, successfully or not.
    func observeCompletion(_ fulfill: @escaping @Sendable () -> Void) -> AnyCancellable {
        observe(until: { $0.completion != nil }, fulfill: fulfill)
    }

    private func update<T>(_ change: (inout State) -> T) -> T {
        let (result, satisfied) = guarded.withLock { guarded in
            let result = change(&guarded.state)
            let snapshot = guarded.state
            let satisfied = guarded.observers.filter { $0.value.isSatisfied(snapshot) }
            satisfied.keys.forEach { guarded.observers[$0] = nil }
            return (result, satisfied)
        }
        // Called outside the lock: fulfilling may cancel the observation, which takes the lock again.
        satisfied.values.forEach { $0.fulfill() }
        return result
    }
}

extension Publisher {
    /// Subscribes a new ``Recorder`` to this publisher and returns it.
    public func record() -> Recorder<Output, Failure> {
        let recorder = Recorder<Output, Failure>()
        subscribe(recorder)
        return recorder
    }
}
