import Foundation

extension Publisher where Failure: CancellationRepresentable, Output: Sendable {
    /// Waits for the publisher's first value, then cancels it: the bridge from a
    /// Requester's ``NetworkPublisher`` (or a ``RepositoryPublisher``) to `async`
    /// code such as a ``Paginator`` or ``CachedResource`` loader.
    ///
    /// ```swift
    /// let products = Paginator<Product, Int> { page in
    ///     let response = try await requester.products(page: page ?? 1).firstValue()
    ///     return Page(items: response.items, nextCursor: response.nextPage)
    /// }
    /// ```
    ///
    /// Throws the publisher's failure, typed. Cancelling the waiting task
    /// cancels the subscription (and so the request behind it) and throws
    /// `Failure.cancellation`; a publisher that finishes without a value
    /// throws `Failure.cancellation` too, because the work it stood for never produced one.
    public func firstValue() async throws(Failure) -> Output {
        let result: Result<Output, Failure> = await withFirstValue(of: self) { $0 }
        return try result.get()
    }
}

extension Publisher where Failure == Never, Output: Sendable {
    /// Waits for the publisher's first value, then cancels it; `nil` if it
    /// finishes without one or the waiting task is cancelled.
    public func firstValue() async -> Output? {
        let result: Result<Output, NeverFirstValue> = await withFirstValue(of: setFailureType(to: NeverFirstValue.self)) { $0 }
        return try? result.get()
    }
}

/// The failure of a `Never`-failing publisher seen through ``withFirstValue(of:_:)``: only ever "cancelled".
private struct NeverFirstValue: CancellationRepresentable {
    static var cancellation: NeverFirstValue { NeverFirstValue() }
}

/// Subscribes to `publisher` and resumes once with its first value, its
/// failure, or `cancellation` when it finishes empty or the task is cancelled.
private func withFirstValue<P: Publisher, T>(
    of publisher: P,
    _ transform: (Result<P.Output, P.Failure>) -> T
) async -> T where P.Failure: CancellationRepresentable, P.Output: Sendable {
    let box = FirstValueBox<P.Output, P.Failure>()
    let result = await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result<P.Output, P.Failure>, Never>) in
            box.start(publisher, continuation: continuation)
        }
    } onCancel: {
        box.cancel()
    }
    return transform(result)
}

/// The subscription and the continuation of one ``withFirstValue(of:_:)`` call;
/// resumes the continuation exactly once, with no lock held.
private final class FirstValueBox<Output: Sendable, Failure: CancellationRepresentable>: @unchecked Sendable {
    /// The continuation until it is resumed, the subscription, and whether cancelling came first.
    private struct State {
        var continuation: CheckedContinuation<Result<Output, Failure>, Never>?
        var cancellable: AnyCancellable?
        var isCancelled = false
    }

    private let state = Locked(State())

    func start<P: Publisher>(_ publisher: P, continuation: CheckedContinuation<Result<Output, Failure>, Never>)
    where P.Output == Output, P.Failure == Failure {
        let isCancelled = state.withLock { state in
            if !state.isCancelled { state.continuation = continuation }
            return state.isCancelled
        }
        if isCancelled {
            continuation.resume(returning: .failure(.cancellation))
            return
        }
        let cancellable = publisher.first().sink(
            receiveCompletion: { [self] completion in
                if case .failure(let error) = completion {
                    resume(.failure(error))
                } else {
                    resume(.failure(.cancellation))
                }
            },
            receiveValue: { [self] value in resume(.success(value)) }
        )
        let isFinished = state.withLock { state in
            // Already resumed (a synchronous publisher) or cancelled meanwhile.
            if state.continuation == nil { return true }
            state.cancellable = cancellable
            return false
        }
        if isFinished { cancellable.cancel() }
    }

    func cancel() {
        let cancellable = state.withLock { state in
            state.isCancelled = true
            defer { state.cancellable = nil }
            return state.cancellable
        }
        cancellable?.cancel()
        resume(.failure(.cancellation))
    }

    private func resume(_ result: Result<Output, Failure>) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: result)
    }
}
