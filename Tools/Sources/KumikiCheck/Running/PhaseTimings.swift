import Foundation
import KumikiSourceFiles

/// How long each phase of a check took, on the wall clock and in CPU time summed over every
/// thread: what `kumiki check --timings` prints and the benchmark reads. A phase whose CPU time
/// is about its wall time ran on one core; the sum of those is the serial part of a run, which
/// no number of cores shortens.
public final class PhaseTimings: Sendable {
    /// One phase's times; a phase measured more than once adds up.
    public struct Phase: Sendable, Equatable {
        /// The phase's name, as printed (`walk`, `projects`, `parse and facts`…).
        public let name: String
        /// Seconds on the wall clock.
        public var wallSeconds: Double
        /// Seconds of CPU time, every thread of the process together.
        public var cpuSeconds: Double
    }

    private let recorded = Locked<[Phase]>([])

    /// An empty record.
    public init() {}

    /// The phases measured, in the order each was first measured.
    public var phases: [Phase] {
        recorded.current
    }

    /// Runs `body` as the phase `name`, adding its wall and CPU time to the phase's.
    public func measure<Result, Failure: Error>(_ name: String, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let (wallStart, cpuStart) = (Self.now(CLOCK_MONOTONIC), Self.now(CLOCK_PROCESS_CPUTIME_ID))
        defer {
            let (wall, cpu) = (Self.now(CLOCK_MONOTONIC) - wallStart, Self.now(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
            recorded.withLock { phases in
                if let index = phases.firstIndex(where: { $0.name == name }) {
                    phases[index].wallSeconds += wall
                    phases[index].cpuSeconds += cpu
                } else {
                    phases.append(Phase(name: name, wallSeconds: wall, cpuSeconds: cpu))
                }
            }
        }
        return try body()
    }

    /// The phases as a table, one per line (`phase  wall  cpu  cpu/wall`), then their total:
    /// the format the benchmark reads back.
    public var table: String {
        let phases = self.phases
        let width = max(20, (phases.map(\.name.count).max() ?? 0) + 2)
        func row(_ name: String, _ wall: Double, _ cpu: Double) -> String {
            let parallelism = wall > 0 ? String(format: "%5.2f", cpu / wall) : "    -"
            return "  " + name.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: "%9.4f %9.4f  ", wall, cpu) + parallelism
        }
        let header = "  " + "phase".padding(toLength: width, withPad: " ", startingAt: 0) + "   wall s     cpu s  cpu/wall"
        let total = row("total", phases.reduce(0) { $0 + $1.wallSeconds }, phases.reduce(0) { $0 + $1.cpuSeconds })
        return ([header] + phases.map { row($0.name, $0.wallSeconds, $0.cpuSeconds) } + [total]).joined(separator: "\n") + "\n"
    }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
