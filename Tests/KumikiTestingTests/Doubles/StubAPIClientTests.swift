import Foundation
import Kumiki
import KumikiTesting
import Testing

private struct GetGreeting: Endpoint {
    typealias Success = String
    var path: String { "/greeting" }
}

private struct GetCount: Endpoint {
    typealias Success = Int
    var path: String { "/count" }
}

@Suite("StubAPIClient")
struct StubAPIClientTests {
    @Test("answers each endpoint type with its stub and records what was sent")
    func stubsAndRecords() async throws {
        let client = StubAPIClient()
        client.stub(GetGreeting.self, value: "こんにちは")
        client.stub(GetCount.self, failure: .http(status: 500, body: Data()))
        #expect(try await client.send(GetGreeting()) == "こんにちは")
        await #expect(throws: NetworkError.http(status: 500, body: Data())) { try await client.send(GetCount()) }
        #expect(client.sentEndpoints.count == 2)
        #expect(client.sent(GetGreeting.self).count == 1)
    }

    @Test("a held response waits until the gate opens, so the loading state is observable without sleeping")
    func heldUntilOpened() async throws {
        let client = StubAPIClient()
        client.stub(GetGreeting.self, value: "hi")
        let gate = client.hold(GetGreeting.self)
        let recorder = client.request(GetGreeting()).record()
        #expect(await gate.waitForRequests(1))
        #expect(try recorder.availableElements.get().isEmpty, "nothing answered while held")
        #expect(gate.waitingCount == 1)
        gate.open()
        #expect(try await recorder.elements.value(timeout: .seconds(5)) == ["hi"])
        #expect(try await client.send(GetGreeting()) == "hi", "an open gate lets later requests through")
        #expect(gate.arrivedCount == 2)
    }

    @Test("cancelling a held request ends it at once with .cancelled")
    func cancellingAHeldRequest() async throws {
        let client = StubAPIClient()
        client.stub(GetGreeting.self, value: "hi")
        let gate = client.hold(GetGreeting.self)
        let task = Task { try await client.send(GetGreeting()) }
        #expect(await gate.waitForRequests(1))
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
        #expect(gate.waitingCount == 0)
    }

    @Test("cancelling the subscriber of a held request's publisher cancels it")
    func cancellingAHeldPublisher() async throws {
        let client = StubAPIClient()
        client.stub(GetGreeting.self, value: "hi")
        let gate = client.hold(GetGreeting.self)
        let subscription = client.request(GetGreeting()).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(await gate.waitForRequests(1))
        subscription.cancel()
        for _ in 0..<500 where gate.waitingCount > 0 { try await Task.sleep(for: .milliseconds(2)) }
        #expect(gate.waitingCount == 0)
    }

    @Test("one gate can hold several endpoint types, and closes again")
    func sharedGate() async throws {
        let client = StubAPIClient()
        client.stub(GetGreeting.self, value: "hi")
        client.stub(GetCount.self, value: 3)
        let gate = ResponseGate()
        client.hold(GetGreeting.self, at: gate)
        client.hold(GetCount.self, at: gate)
        async let greeting = client.send(GetGreeting())
        async let count = client.send(GetCount())
        #expect(await gate.waitForRequests(2))
        gate.open()
        #expect(try await greeting == "hi")
        #expect(try await count == 3)
        gate.close()
        async let held = client.send(GetCount())
        #expect(await gate.waitForRequests(1))
        gate.open()
        #expect(try await held == 3)
    }
}
