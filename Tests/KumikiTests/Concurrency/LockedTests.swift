import Foundation
import Kumiki
import Testing

@Suite("Locked")
struct LockedTests {
    @Test("changes made from many threads at once are all kept")
    func concurrentChangesAreSerialised() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.current == 80_000)
    }

    @Test("as a property wrapper, a property's changes made in one step from many threads are all kept")
    func propertyWrapper() async {
        final class Log: @unchecked Sendable {
            @Locked var entries: [Int] = []
            @Locked var isOpen = true
        }
        let log = Log()
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    for index in 0..<1_000 { log.$entries.withLock { $0.append(thread * 1_000 + index) } }
                }
            }
        }
        #expect(log.entries.count == 8_000)
        #expect(Set(log.entries).count == 8_000)
        log.isOpen = false
        #expect(log.isOpen == false)
        #expect(log.$isOpen.current == false)
    }

    @Test("a typed error thrown inside withLock reaches the caller, and the lock is released")
    func typedErrorsPassThrough() {
        struct Refused: Error, Equatable {}
        let value = Locked([1, 2])
        #expect(throws: Refused()) {
            try value.withLock { (list: inout [Int]) throws(Refused) in
                list.append(3)
                throw Refused()
            }
        }
        // The change made before the throw stays, and the lock is free again.
        #expect(value.withLock { $0 } == [1, 2, 3])
    }
}
