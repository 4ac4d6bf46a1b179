import Foundation
import Kumiki
import KumikiTestSupport
import Testing

@Suite("merge")
struct MergeTests {
    @Test("re-emits every value of every upstream in arrival order")
    func interleaves() {
        let first = PassthroughSubject<Int, TestError>()
        let second = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>()
        first.merge(with: second).subscribe(subscriber)
        first.send(1)
        second.send(2)
        first.send(3)
        #expect(subscriber.timeline == ["1", "2", "3"])
    }

    @Test("finishes when every upstream has finished")
    func finishesWhenAllFinish() {
        let first = PassthroughSubject<Int, TestError>()
        let second = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>()
        first.merge(with: second).subscribe(subscriber)
        first.send(completion: .finished)
        second.send(1)
        #expect(subscriber.timeline == ["1"])
        second.send(completion: .finished)
        #expect(subscriber.timeline == ["1", "finished"])
    }

    @Test("fails as soon as one upstream fails")
    func failsImmediately() {
        let first = PassthroughSubject<Int, TestError>()
        let second = PassthroughSubject<Int, TestError>()
        let subscriber = TestSubscriber<Int, TestError>()
        first.merge(with: second).subscribe(subscriber)
        first.send(1)
        second.send(completion: .failure(TestError(code: 3)))
        first.send(2)
        #expect(subscriber.timeline == ["1", "failure(TestError(3))"])
    }

    @Test("three, four and many upstreams merge")
    func arities() {
        let values = Publishers.MergeMany([Just(1), Just(2), Just(3)]).collectedValues()
        #expect(values == [1, 2, 3])
        let three = Just(1).merge(with: Just(2), Just(3)).collectedValues()
        #expect(three == [1, 2, 3])
        let four = Just(1).merge(with: Just(2), Just(3), Just(4)).collectedValues()
        #expect(four == [1, 2, 3, 4])
    }

    @Test("merging no publishers finishes at once")
    func emptyFinishes() {
        let subscriber = TestSubscriber<Int, Never>()
        Publishers.MergeMany([Just<Int>]()).subscribe(subscriber)
        #expect(subscriber.timeline == ["finished"])
    }

    @Test("cancelling stops delivery")
    func cancelStops() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = first.merge(with: second).sink { received.append($0) }
        first.send(1)
        cancellable.cancel()
        second.send(2)
        #expect(received == [1])
    }

    #if !canImport(Combine)
    @Test("values that arrive without demand are kept, not dropped, and delivered in order")
    func buffersWithoutDemand() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
        first.merge(with: second).subscribe(subscriber)
        first.send(1)
        second.send(2)
        first.send(3)
        first.send(completion: .finished)
        second.send(completion: .finished)
        #expect(subscriber.timeline == ["1"])
        subscriber.request(.max(1))
        #expect(subscriber.timeline == ["1", "2"])
        subscriber.request(.unlimited)
        #expect(subscriber.timeline == ["1", "2", "3", "finished"])
    }
    #endif

    @Test("values sent from many threads at once all arrive, one at a time")
    func concurrentSendersAreSerialized() {
        // Subjects are not Sendable; sending to them from several threads is exactly what this test exercises.
        nonisolated(unsafe) let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let probe = OverlapProbe()
        let subscriber = TestSubscriber<Int, Never>()
        subscriber.onValue = { _ in probe.enter(); probe.leave(); return .none }
        Publishers.MergeMany(subjects).subscribe(subscriber)
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            for value in 1...250 { subjects[index].send(value) }
        }
        #expect(subscriber.values.count == 1_000)
        #expect(probe.maximumConcurrency == 1)
    }
}
