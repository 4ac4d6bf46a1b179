import Foundation
import Kumiki
import KumikiTestSupport
import LoopbackHTTPServer
import Testing

private struct Ping: Endpoint {
    typealias Success = Data
    var path: String { "/ping" }
}

@Suite("APIClient cancellation races")
struct APIClientCancellationRaceTests {
    /// FoundationNetworking's `URLSession.data(for:)` cancels its task from inside the
    /// Swift task's cancellation handler and waits there for the session's queue, while
    /// the session's queue, finishing the response, waits for the task's status lock
    /// (swift-corelibs-foundation #5412). A screen that cancels its load as the response
    /// arrives (a tab switch, a new search) froze the app. Once that was fixed, the same
    /// race trapped inside FoundationNetworking ("a behaviour for a task that in not in the
    /// registry") when `URLSessionTask.cancel()` met the response's completion: one run in
    /// two of this test crashed the test process.
    @Test("cancelling a request as its response arrives never deadlocks or crashes, and ends in a value or cancelled")
    func cancellingAsTheResponseArrives() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"ok":true}"#) }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let rounds = 1_500
        let unexpected = Counter()
        // The rounds run on a thread of their own, so a deadlocked cancel blocks that
        // thread and not the concurrency pool the test runner needs to report it.
        let finished = await finishes(within: .seconds(120)) {
            for round in 0..<rounds {
                let request = Task { try await client.send(Ping()) }
                // Cancellation lands at a different moment each round, many of them
                // while the response is being completed.
                usleep(useconds_t((round % 60) * 20))
                request.cancel()
                let settled = DispatchSemaphore(value: 0)
                let outcome = OutcomeBox()
                Task {
                    switch await request.result {
                    case .success: outcome.set(true)
                    case .failure(let error): outcome.set(error as? NetworkError == .cancelled)
                    }
                    settled.signal()
                }
                settled.wait()
                if !outcome.value { unexpected.increment() }
            }
        }
        #expect(finished, "a cancellation deadlocked with the response's completion")
        #expect(unexpected.value == 0, "every round ends in the response or in .cancelled")
    }
}

private final class OutcomeBox: @unchecked Sendable {
    @Locked private(set) var value = false
    func set(_ value: Bool) { self.value = value }
}

private final class Counter: @unchecked Sendable {
    @Locked private(set) var value = 0
    func increment() { $value.withLock { $0 += 1 } }
}
