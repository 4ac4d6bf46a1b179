import Foundation
import KumikiSourceFiles

/// Counts finished files from several threads and reports progress.
final class ProgressCounter: Sendable {
    private let done = Locked(0)
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func advance() {
        let done = done.withLock { done in
            done += 1
            return done
        }
        report(done, total)
    }
}
