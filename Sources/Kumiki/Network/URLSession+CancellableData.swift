import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// `data(for:)` that cannot deadlock when its Swift task is cancelled as the
    /// response completes.
    ///
    /// FoundationNetworking's `data(for:)` cancels its `URLSessionTask` from inside the
    /// task's cancellation handler, which runs under the Swift task's status lock, and
    /// `URLSessionTask.cancel()` waits for the session's work queue; the work queue,
    /// finishing the response, resumes the continuation, which needs that status lock
    /// (swift-corelibs-foundation #5412). Here the handler only hands the cancel to
    /// another queue and returns, so neither side ever waits for the other.
    func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
        let canceller = DataTaskCanceller()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                let task = dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                if canceller.install(task) {
                    task.resume()
                } else {
                    // Cancelled before it started: the task never runs, so its handler never fires.
                    continuation.resume(throwing: URLError(.cancelled))
                }
            }
        } onCancel: {
            canceller.cancel()
        }
    }
}

/// Connects a Swift task's cancellation to the `URLSessionTask` it waits for, whichever
/// comes first.
private final class DataTaskCanceller: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var isCancelled = false

    /// Remembers `task`; `false` if cancellation came first and the task must not start.
    func install(_ task: URLSessionTask) -> Bool {
        lock.withLock {
            guard !isCancelled else { return false }
            self.task = task
            return true
        }
    }

    /// Cancels the task off the calling thread: the caller holds the Swift task's status lock.
    func cancel() {
        let task = lock.withLock { () -> URLSessionTask? in
            isCancelled = true
            return self.task
        }
        guard let task else { return }
        DispatchQueue.global().async { task.cancel() }
    }
}
