import Foundation
import Kumiki

/// A main scheduler that runs nothing until told, then one action at a time: each ``step()``
/// is one turn of the main queue, so a test can look at a ViewModel between two deliveries
/// that production would run in separate turns (with a redraw possibly in between).
package final class SteppingScheduler: Scheduler, @unchecked Sendable {
    /// Creates the double, answering nothing until told to.
    package init() {}

    package typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    package typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    private let lock = NSLock()
    private var actions: [() -> Void] = []

    package var now: SchedulerTimeType { SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)) }
    package var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// How many actions wait for a turn.
    package var pendingCount: Int { lock.withLock { actions.count } }

    /// Runs the oldest waiting action; `false` if none waits.
    @discardableResult
    package func step() -> Bool {
        guard let action = lock.withLock({ actions.isEmpty ? nil : actions.removeFirst() }) else { return false }
        action()
        return true
    }

    package func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        lock.withLock { actions.append(action) }
    }

    package func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        lock.withLock { actions.append(action) }
    }

    package func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        lock.withLock { actions.append(action) }
        return AnyCancellable {}
    }
}
