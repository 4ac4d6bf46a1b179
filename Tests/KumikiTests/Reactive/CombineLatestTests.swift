import Foundation
import Kumiki
import KumikiTestSupport
import Testing

@Suite("combineLatest")
struct CombineLatestTests {
    @Test("emits once both sides have a value, then on every change of either")
    func emitsLatestPairs() {
        let letters = PassthroughSubject<String, TestError>()
        let numbers = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<String, TestError>()
        letters.combineLatest(numbers) { "\($0)\($1)" }.subscribe(subscriber)

        letters.send("a")
        #expect(subscriber.timeline.isEmpty)
        numbers.send(1)
        letters.send("b")
        numbers.send(2)
        #expect(subscriber.timeline == ["a1", "b1", "b2"])
    }

    @Test("finishes only when both sides finish")
    func finishesWhenBothFinish() {
        let first = PassthroughSubject<Int, TestError>()
        let second = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<String, TestError>()
        first.combineLatest(second) { "\($0),\($1)" }.subscribe(subscriber)

        first.send(1)
        second.send(2)
        first.send(completion: .finished)
        second.send(3)
        #expect(subscriber.timeline == ["1,2", "1,3"])
        second.send(completion: .finished)
        #expect(subscriber.timeline == ["1,2", "1,3", "finished"])
    }

    @Test("fails as soon as either side fails and ignores later values")
    func failsImmediately() {
        let first = PassthroughSubject<Int, TestError>()
        let second = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<String, TestError>()
        first.combineLatest(second) { "\($0),\($1)" }.subscribe(subscriber)

        first.send(1)
        second.send(completion: .failure(TestError(code: 7)))
        first.send(2)
        #expect(subscriber.timeline == ["failure(TestError(7))"])
    }

    @Test("cancelling stops delivery and releases both upstream subscriptions")
    func cancelStopsDelivery() {
        let first = CurrentValueSubject<Int, Never>(1)
        let second = CurrentValueSubject<Int, Never>(2)
        var received: [Int] = []
        let cancellable = first.combineLatest(second, +).sink { received.append($0) }
        first.send(10)
        cancellable.cancel()
        first.send(100)
        second.send(200)
        #expect(received == [3, 12])
    }

    @Test("three and four upstreams combine their latest values")
    func threeAndFour() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(2)
        let c = CurrentValueSubject<Int, Never>(3)
        let d = CurrentValueSubject<Int, Never>(4)
        var triples: [String] = []
        var quads: [String] = []
        let three = a.combineLatest(b, c) { "\($0)\($1)\($2)" }.sink { triples.append($0) }
        let four = Publishers.CombineLatest4(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }.sink { quads.append($0) }
        c.send(9)
        d.send(8)
        #expect(triples == ["123", "129"])
        #expect(quads == ["1234", "1294", "1298"])
        three.cancel()
        four.cancel()
    }

    @Test("a value sent from inside the downstream is delivered after the current one, in order")
    func reentrantSendKeepsOrder() {
        let first = CurrentValueSubject<Int, Never>(0)
        let second = CurrentValueSubject<Int, Never>(0)
        var received: [String] = []
        let cancellable = first.combineLatest(second) { "\($0)-\($1)" }.sink { value in
            received.append(value)
            if value == "1-0" { second.send(5) }
        }
        first.send(1)
        #expect(received == ["0-0", "1-0", "1-5"])
        cancellable.cancel()
    }

    @Test("values sent from two threads at once reach the downstream one at a time")
    func concurrentUpstreamsAreSerialized() {
        // Subjects are not Sendable; sending to them from two threads is exactly what this test exercises.
        nonisolated(unsafe) let first = PassthroughSubject<Int, Never>()
        nonisolated(unsafe) let second = PassthroughSubject<Int, Never>()
        let probe = OverlapProbe()
        let subscriber = TestSubscriber<Int, Never>()
        subscriber.onValue = { _ in probe.enter(); probe.leave(); return .none }
        first.combineLatest(second, +).subscribe(subscriber)
        first.send(0)
        second.send(0)

        DispatchQueue.concurrentPerform(iterations: 2) { side in
            let subject = side == 0 ? first : second
            for value in 1...500 { subject.send(value) }
        }
        #expect(subscriber.values.count == 1_001)
        #expect(subscriber.values.last == 1_000)
        #expect(probe.maximumConcurrency == 1)
    }

    #if !canImport(Combine)
    @Test("without demand only the newest pair waits, and it arrives when demand does")
    func coalescesWithoutDemand() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
        first.combineLatest(second, +).subscribe(subscriber)

        first.send(1)
        second.send(1)
        first.send(10)
        first.send(100)
        #expect(subscriber.values == [2])
        subscriber.request(.max(5))
        #expect(subscriber.values == [2, 101])
        second.send(2)
        #expect(subscriber.values == [2, 101, 102])
    }

    @Test("finishing while a pair waits for demand delivers the pair before finishing")
    func finishAfterPendingPair() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .none)
        first.combineLatest(second, +).subscribe(subscriber)
        first.send(1)
        second.send(2)
        first.send(completion: .finished)
        second.send(completion: .finished)
        #expect(subscriber.timeline.isEmpty)
        subscriber.request(.max(1))
        #expect(subscriber.timeline == ["3", "finished"])
    }
    #endif
}

/// Records how many threads are inside the downstream at once.
final class OverlapProbe: @unchecked Sendable {
    private let state = Locked((inside: 0, maximum: 0))
    var maximumConcurrency: Int { state.current.maximum }

    func enter() {
        state.withLock { state in
            state.inside += 1
            state.maximum = max(state.maximum, state.inside)
        }
        usleep(10)
    }

    func leave() {
        state.withLock { $0.inside -= 1 }
    }
}
