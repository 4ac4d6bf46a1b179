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

    private let actions = Locked<[() -> Void]>([])

    package var now: SchedulerTimeType { SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)) }
    package var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// How many actions wait for a turn.
    package var pendingCount: Int { actions.withLock { $0.count } }

    /// Runs the oldest waiting action; `false` if none waits.
    @discardableResult
    package func step() -> Bool {
        guard let action = actions.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return false }
        action()
        return true
    }

    package func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        actions.withLock { $0.append(action) }
    }

    package func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        actions.withLock { $0.append(action) }
    }

    package func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        actions.withLock { $0.append(action) }
        return AnyCancellable {}
    }
}
