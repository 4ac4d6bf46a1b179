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
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    private var isCancelled = false
    private var isFinished = false

    /// Remembers `task` and the waiting continuation; `false` (having answered `cancelled`)
    /// if cancellation came first and the task must not start.
    func install(_ task: URLSessionTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
        let cancelledFirst = lock.withLock { () -> Bool in
            guard !isCancelled else { return true }
            self.task = task
            self.continuation = continuation
            return false
        }
        if cancelledFirst { continuation.resume(throwing: URLError(.cancelled)) }
        return !cancelledFirst
    }

    /// The transfer ended: answers the caller unless cancellation already did.
    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        let waiting = lock.withLock { () -> CheckedContinuation<(Data, URLResponse), any Error>? in
            isFinished = true
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }

    /// Answers the caller `cancelled` now, and stops the transfer unless it has ended,
    /// off the calling thread (the caller holds the Swift task's status lock).
    func cancel() {
        let (task, waiting) = lock.withLock { () -> (URLSessionTask?, CheckedContinuation<(Data, URLResponse), any Error>?) in
            isCancelled = true
            defer { continuation = nil }
            return (self.task, continuation)
        }
        waiting?.resume(throwing: URLError(.cancelled))
        guard let task else { return }
        DispatchQueue.global().async { [self] in
            if lock.withLock({ !isFinished }) { task.cancel() }
        }
    }
}
