import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// `data(for:)` whose cancellation can neither deadlock nor crash on Linux, whenever the
    /// Swift task is cancelled relative to the response.
    ///
    /// Two FoundationNetworking defects shape it. `data(for:)` cancels its `URLSessionTask`
    /// from the task's cancellation handler, under the Swift task's status lock, and
    /// `URLSessionTask.cancel()` waits for the session's work queue while that queue, finishing
    /// the response, needs the status lock (swift-corelibs-foundation #5412): so the handler here
    /// only hands the cancel to another queue, and the caller is answered `cancelled` at once
    /// rather than when the cancelled transfer reports back. (The other half, a cancel that traps
    /// when the session has a `URLCache`, is why ``APIClient/makeDefaultSession()`` has none.)
    func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
        let canceller = DataTaskCanceller()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                let task = dataTask(with: request) { data, response, error in
                    if let error {
                        canceller.finish(.failure(error))
                    } else if let data, let response {
                        canceller.finish(.success((data, response)))
                    } else {
                        canceller.finish(.failure(URLError(.badServerResponse)))
                    }
                }
                if canceller.install(task, continuation: continuation) {
                    task.resume()
                }
            }
        } onCancel: {
            canceller.cancel()
        }
    }
}

/// Connects a Swift task's cancellation to the `URLSessionTask` it waits for, whichever
/// comes first, and resumes the waiting continuation exactly once.
private final class DataTaskCanceller: @unchecked Sendable {
    /// The transfer and its waiting caller, and which of cancelling and finishing happened.
    private struct State {
        var task: URLSessionTask?
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var isCancelled = false
        var isFinished = false
    }

    private let state = Locked(State())

    /// Remembers `task` and the waiting continuation; `false` (having answered `cancelled`)
    /// if cancellation came first and the task must not start.
    func install(_ task: URLSessionTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
        let cancelledFirst = state.withLock { state -> Bool in
            guard !state.isCancelled else { return true }
            state.task = task
            state.continuation = continuation
            return false
        }
        if cancelledFirst { continuation.resume(throwing: URLError(.cancelled)) }
        return !cancelledFirst
    }

    /// The transfer ended: answers the caller unless cancellation already did.
    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        let waiting = state.withLock { state in
            state.isFinished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        waiting?.resume(with: result)
    }

    /// Answers the caller `cancelled` now, and stops the transfer unless it has ended,
    /// off the calling thread (the caller holds the Swift task's status lock).
    func cancel() {
        let (task, waiting) = state.withLock { state in
            state.isCancelled = true
            defer { state.continuation = nil }
            return (state.task, state.continuation)
        }
        waiting?.resume(throwing: URLError(.cancelled))
        guard let task else { return }
        DispatchQueue.global().async { [state] in
            if state.withLock({ !$0.isFinished }) { task.cancel() }
        }
    }
}
