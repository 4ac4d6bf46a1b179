import Foundation
import Kumiki
import KumikiTesting
import Testing

/// Whether something happened, readable from any thread.
private final class Flag: @unchecked Sendable {
    @Locked private(set) var isSet = false

    func set() {
        isSet = true
    }
}

private struct GetNumber: Endpoint {
    typealias Success = Int
    var path: String { "/number" }
}

@Suite("Publisher ↔ async bridges")
struct AsyncBridgeTests {
    @Test("firstValue returns a requester publisher's value")
    func firstValueSuccess() async throws {
        let client = StubAPIClient()
        client.stub(GetNumber.self, value: 42)
        let publisher: NetworkPublisher<Int> = client.request(GetNumber())
        #expect(try await publisher.firstValue() == 42)
    }

    @Test("firstValue throws the publisher's failure, typed")
    func firstValueTypedFailure() async {
        let publisher: RepositoryPublisher<Int> = Fail(error: .network(.notFound)).eraseToAnyPublisher()
        do {
            _ = try await publisher.firstValue()
            Issue.record("expected a failure")
        } catch {
            // `error` is a RepositoryError here: no cast needed.
            #expect(error.isNotFound)
        }
    }

    @Test("firstValue of a publisher that finishes empty throws the cancellation error")
    func firstValueEmpty() async {
        let publisher: NetworkPublisher<Int> = Empty().eraseToAnyPublisher()
        await #expect(throws: NetworkError.cancelled) { try await publisher.firstValue() }
    }

    @Test("cancelling the waiting task cancels the subscription and throws the cancellation error")
    func firstValueCancellation() async throws {
        let subject = PassthroughSubject<Int, NetworkError>()
        let cancelled = Flag()
        let publisher = subject.handleEvents(receiveCancel: { cancelled.set() })
        let task = Task { try await publisher.firstValue() }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
        #expect(cancelled.isSet)
    }

    @Test("firstValue of a never-failing publisher returns its first value, or nil when it finishes empty")
    func firstValueNever() async {
        #expect(await Just(3).firstValue() == 3)
        #expect(await Empty<Int, Never>().firstValue() == nil)
        #expect(await SharedValue("now").publisher.firstValue() == "now")
    }

    @Test("AnyPublisher { async } emits the operation's value, or fails with its typed error")
    func asyncToPublisher() async throws {
        let success = AnyPublisher<Int, RepositoryError> { () async throws(RepositoryError) -> Int in 7 }
        #expect(try await success.record().elements.value(timeout: .seconds(10)) == [7])
        let failure = AnyPublisher<Int, RepositoryError> { () async throws(RepositoryError) -> Int in
            throw .persistence("disk full")
        }
        let completion = try await failure.record().completion.value(timeout: .seconds(10))
        #expect(completion == .failure(.persistence("disk full")))
    }

    @Test("cancelling the subscriber of AnyPublisher { async } cancels the operation's task")
    func publisherCancellationReachesTask() async throws {
        let started = Flag()
        let cancelled = Flag()
        let publisher = AnyPublisher<Int, RepositoryError> { () async throws(RepositoryError) -> Int in
            started.set()
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                cancelled.set()
                throw .network(.cancelled)
            }
            return 0
        }
        let subscription = publisher.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        for _ in 0..<5_000 where !started.isSet { try await Task.sleep(for: .milliseconds(2)) }
        subscription.cancel()
        for _ in 0..<5_000 where !cancelled.isSet { try await Task.sleep(for: .milliseconds(2)) }
        #expect(cancelled.isSet)
    }
}
