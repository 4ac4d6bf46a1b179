import Foundation
import Kumiki

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    @Locked private(set) var now = ContinuousClock.now

    func advance(by duration: Duration) {
        $now.withLock { $0 = $0.advanced(by: duration) }
    }
}
