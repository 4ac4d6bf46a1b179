import Foundation

/// Counts finished files from several threads and reports progress.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func advance() {
        lock.lock()
        done += 1
        let done = self.done
        lock.unlock()
        report(done, total)
    }
}
