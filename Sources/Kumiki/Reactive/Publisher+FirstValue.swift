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
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<Output, Failure>, Never>?
    private var cancellable: AnyCancellable?
    private var isCancelled = false

    func start<P: Publisher>(_ publisher: P, continuation: CheckedContinuation<Result<Output, Failure>, Never>)
    where P.Output == Output, P.Failure == Failure {
        lock.lock()
        guard !isCancelled else {
            lock.unlock()
            continuation.resume(returning: .failure(.cancellation))
            return
        }
        self.continuation = continuation
        lock.unlock()
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
        lock.lock()
        if self.continuation == nil {
            // Already resumed (a synchronous publisher) or cancelled meanwhile.
            lock.unlock()
            cancellable.cancel()
        } else {
            self.cancellable = cancellable
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let cancellable = self.cancellable
        self.cancellable = nil
        lock.unlock()
        cancellable?.cancel()
        resume(.failure(.cancellation))
    }

    private func resume(_ result: Result<Output, Failure>) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: result)
    }
}
