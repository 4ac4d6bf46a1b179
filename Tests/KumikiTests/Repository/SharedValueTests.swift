import Foundation
import Kumiki
import KumikiTesting
import KumikiTestSupport
import Testing

@Suite("SharedValue")
struct SharedValueTests {
    @Test("one write is seen by every subscriber, as minne's Repository layer needs")
    func everyScreenSeesTheWrite() throws {
        let shared = SharedValue(0)
        let shopScreen = shared.publisher.record()
        let settingsScreen = shared.publisher.record()
        shared.value = 500
        shared.update { $0 += 1 }
        #expect(try shopScreen.availableElements.get() == [0, 500, 501])
        #expect(try settingsScreen.availableElements.get() == [0, 500, 501])
        #expect(shared.value == 501)
    }

    @Test("concurrent updates are atomic")
    func atomicUpdates() {
        let shared = SharedValue(0)
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in shared.update { $0 += 1 } }
        #expect(shared.value == 1_000)
    }

    @Test("a subscriber may write the value again: every subscriber sees every value, in order")
    func reentrantWrite() throws {
        let shared = SharedValue(0)
        let first = shared.publisher.sink { value in
            if value == 1 { shared.value = 2 }
        }
        let observer = shared.publisher.record()
        shared.value = 1
        #expect(shared.value == 2)
        #expect(try observer.availableElements.get() == [0, 1, 2], "1 reaches every subscriber before 2")
        first.cancel()
    }

    @Test("subscribers run with no lock held: a subscriber that takes a lock another writer holds cannot deadlock")
    func noLockHeldWhileNotifying() async {
        // Thread A writes; while A delivers, its subscriber waits for `other`.
        // Thread B holds `other` and writes. If A held the shared value's lock
        // while delivering, B would wait for A and A for B, forever.
        let shared = SharedValue(0)
        let other = NSLock()
        let aIsDelivering = DispatchSemaphore(value: 0)
        let bHoldsOther = DispatchSemaphore(value: 0)
        let subscription = shared.publisher.dropFirst().sink { value in
            guard value == 1 else { return }
            aIsDelivering.signal()
            bHoldsOther.wait()
            other.lock()
            other.unlock()
        }
        // Threads of their own: blocking dispatch's workers would starve the concurrency pool.
        let finished = await finishes(within: .seconds(5)) {
            let done = DispatchSemaphore(value: 0)
            Thread {
                shared.value = 1
                done.signal()
            }.start()
            Thread {
                aIsDelivering.wait()
                other.lock()
                bHoldsOther.signal()
                shared.value = 2
                other.unlock()
                done.signal()
            }.start()
            done.wait()
            done.wait()
        }
        #expect(finished, "the writers deadlocked")
        if finished { #expect(shared.value == 2) }
        subscription.cancel()
    }

    @Test("concurrent writers deliver every value exactly once, in the order they were written")
    func orderedDelivery() throws {
        let shared = SharedValue(0)
        let recorder = shared.publisher.record()
        DispatchQueue.concurrentPerform(iterations: 500) { _ in shared.update { $0 += 1 } }
        #expect(try recorder.availableElements.get() == Array(0...500))
    }
}
