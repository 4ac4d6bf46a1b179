import Foundation
import Kumiki
import KumikiTesting
import Observation
import Testing

/// A ViewModel in the `@Observable` style, with the outputs a screen binds.
@MainActor
@Observable
private final class CounterModel {
    private(set) var count = 0
    private(set) var message: String?

    func incrementTwice() {
        count += 1
        count += 1
    }

    func say(_ text: String?) {
        message = text
    }
}

@Suite("ObservationPublisher: an @Observable output as a publisher")
@MainActor
struct ObservationPublisherTests {
    @Test("the current value on subscription, then every value, one per mutation, even within one synchronous burst")
    func everyValue() async throws {
        let model = CounterModel()
        let recorder = ObservationPublisher { model.count }.record()
        model.incrementTwice()
        model.incrementTwice()
        let values = try await recorder.prefix(5).value(timeout: .seconds(2))
        #expect(values == [0, 1, 2, 3, 4])
    }

    @Test("setting the value a property already has publishes nothing, unlike @Published")
    func equalValuesAreNoChange() async throws {
        let model = CounterModel()
        let recorder = ObservationPublisher { model.message }.record()
        model.say("a")
        model.say("a")
        model.say(nil)
        let values = try await recorder.prefix(3).value(timeout: .seconds(2))
        #expect(values == [nil, "a", nil])
        try await Task.sleep(for: .milliseconds(30))
        #expect(try recorder.availableElements.get() == [nil, "a", nil])
    }

    @Test("a recorder read right after a change sees the value it left, through a chain of operators, as from @Published")
    func synchronousRead() throws {
        let model = CounterModel()
        let recorder = ObservationPublisher { model.count }.map { $0 * 10 }.removeDuplicates().record()
        model.incrementTwice()
        #expect(try recorder.availableElements.get() == [0, 10, 20])
        model.say("unrelated")
        #expect(try recorder.availableElements.get() == [0, 10, 20])
    }

    @Test("a cancelled subscription follows nothing more")
    func cancellation() async throws {
        let model = CounterModel()
        var received: [Int] = []
        let subscription = ObservationPublisher { model.count }.sink { received.append($0) }
        subscription.cancel()
        model.incrementTwice()
        try await Task.sleep(for: .milliseconds(20))
        #expect(received == [0])
    }
}

@Suite("LoadState.track: the async face of trackLoadState()")
@MainActor
struct LoadStateTrackTests {
    enum Failure: Error, Equatable { case offline }

    @Test("loading, then loaded")
    func loaded() async {
        var states: [LoadState<Int, Failure>] = []
        await LoadState.track(into: { states.append($0) }) { () async throws(Failure) -> Int in 7 }
        #expect(states.map(\.value) == [nil, 7])
        #expect(states.first?.isLoading == true)
    }

    @Test("loading, then failed with the typed error")
    func failed() async {
        var states: [LoadState<Int, Failure>] = []
        await LoadState.track(into: { states.append($0) }) { () async throws(Failure) -> Int in throw .offline }
        #expect(states.count == 2)
        #expect(states.last?.failure == .offline)
    }

    @Test("a cancelled load reports nothing after loading")
    func cancelled() async {
        let task = Task { @MainActor () -> [Bool] in
            var loading: [Bool] = []
            await LoadState<Int, Failure>.track(into: { loading.append($0.isLoading) }) { () async throws(Failure) -> Int in
                try? await Task.sleep(for: .seconds(5))
                return 1
            }
            return loading
        }
        task.cancel()
        #expect(await task.value == [true])
    }
}
