import Foundation

/// A publisher that runs an async operation when subscribed, emits its result
/// once, and cancels the operation's task when the subscription is cancelled.
///
/// It bridges Kumiki's `async` APIs (``APIClientProtocol/send(_:)``, cached
/// resources) to their Combine faces, so both faces share one implementation
/// and cancelling a subscriber really stops the work.
public struct AsyncOperationPublisher<Output, Failure: Error>: Publisher {
    private let operation: @Sendable () async -> Result<Output, Failure>

    /// Creates a publisher for `operation`, which runs once per subscriber.
    public init(_ operation: @escaping @Sendable () async -> Result<Output, Failure>) {
        self.operation = operation
    }

    /// Starts the operation for `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = AsyncOperationSubscription(subscriber: subscriber, operation: operation)
        subscriber.receive(subscription: subscription)
    }
}

/// The running operation of one `AsyncOperationPublisher` subscriber.
private final class AsyncOperationSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    let combineIdentifier = CombineIdentifier()
    /// The subscriber until it is answered or cancels, and the task once demand starts it.
    private let state: Locked<(downstream: Downstream?, task: Task<Void, Never>?)>
    private let operation: @Sendable () async -> Result<Downstream.Input, Downstream.Failure>

    init(
        subscriber: Downstream,
        operation: @escaping @Sendable () async -> Result<Downstream.Input, Downstream.Failure>
    ) {
        state = Locked((subscriber, nil))
        self.operation = operation
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let runnable: any RunnableOperation = self
        state.withLock { state in
            guard state.task == nil, state.downstream != nil else { return }
            state.task = Task { [weak runnable] in await runnable?.run() }
        }
    }

    func cancel() {
        let task = state.withLock { state in
            state.downstream = nil
            return state.task
        }
        task?.cancel()
    }

    private func finish(with result: Result<Downstream.Input, Downstream.Failure>) {
        let downstream = state.withLock { state in
            defer { state.downstream = nil }
            return state.downstream
        }
        guard let downstream else { return }
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}

/// The running operation seen without its generic types, so the task that
/// runs it captures no generic metadata.
private protocol RunnableOperation: AnyObject, Sendable {
    func run() async
}

extension AsyncOperationSubscription: RunnableOperation {
    func run() async {
        finish(with: await operation())
    }
}
