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
