import Foundation

/// The phases of `kumiki check --timings` over the rounds at one core count, and what they say
/// about scaling: the part of a run that more cores would not shorten (its serial fraction), and
/// by Amdahl's law its ratio to the parse-only pass at core counts not measured.
struct PhaseProfile {
    /// One phase of one run, as `--timings` prints it.
    struct Phase: Equatable {
        var name: String
        var wall: Double
        var cpu: Double
    }

    /// The core count the runs were pinned to.
    let cores: Int
    /// Each round's whole-run seconds (spawn to exit) and phases.
    var runs: [(seconds: Double, phases: [Phase])] = []
    /// Each round's parse-only pass: wall and CPU seconds, run just before on the same cores.
    var floors: [(wall: Double, cpu: Double)] = []
    /// The parse-only pass's fixed cost (starting, walking an empty folder, exiting): serial in it too.
    var floorFixed = 0.0

    /// The phases of a `--timings` table (`  name  wall  cpu  cpu/wall` rows; the header and the total left out).
    static func phases(inTimings text: String) -> [Phase] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count >= 4, let wall = Double(fields[fields.count - 3]), let cpu = Double(fields[fields.count - 2]) else { return nil }
            let name = fields.dropLast(3).joined(separator: " ")
            return name == "total" ? nil : Phase(name: name, wall: wall, cpu: cpu)
        }
    }

    /// The median wall and CPU seconds of each phase over the rounds, in the order the runs report
    /// them, and the rest of the run (starting the process, exiting) as `outside the phases`, serial.
    var medianPhases: [Phase] {
        guard let first = runs.first else { return [] }
        var rows = first.phases.map { phase in
            Phase(name: phase.name,
                  wall: median(runs.map { $0.phases.first { $0.name == phase.name }?.wall ?? 0 }),
                  cpu: median(runs.map { $0.phases.first { $0.name == phase.name }?.cpu ?? 0 }))
        }
        let outside = median(runs.map { run in max(0, run.seconds - run.phases.reduce(0) { $0 + $1.wall }) })
        rows.append(Phase(name: "outside the phases", wall: outside, cpu: outside))
        return rows
    }

    /// How many cores the parse-only pass, parallel throughout, keeps busy here (CPU over wall
    /// seconds): less than `cores` where the machine's cores are shared (a VM's steal time).
    var floorWidth: Double {
        median(floors.map { $0.cpu / $0.wall })
    }

    /// The work of a run, in CPU seconds, split into what runs on one core and what runs on all.
    /// In a phase, serial work `s` and parallel work `p` take `cpu = s + p` and
    /// `wall = s + p / k`, where `k` is ``floorWidth`` measured in the same rounds: so
    /// `s = (k · wall − cpu) / (k − 1)`. Both come from one run, so a machine whose speed drifts
    /// between runs does not skew them. Needs more than one core.
    var split: (serial: Double, parallel: Double)? {
        let k = floorWidth
        guard cores > 1, k > 1.05 else { return nil }
        var serial = 0.0, parallel = 0.0
        for phase in medianPhases {
            let s = phase.name == "outside the phases" ? phase.cpu : min(phase.cpu, max(0, (k * phase.wall - phase.cpu) / (k - 1)))
            serial += s
            parallel += phase.cpu - s
        }
        return (serial, parallel)
    }

    /// The projected ratio of the parse-only pass's time to the check's at `cores` cores, by
    /// Amdahl's law for both: each its serial part plus its parallel part over `cores`.
    func projectedRatio(at cores: Int) -> Double? {
        guard let (serial, parallel) = split else { return nil }
        let floorCPU = median(floors.map(\.cpu))
        let floor = floorFixed + max(0, floorCPU - floorFixed) / Double(cores)
        return floor / (serial + parallel / Double(cores))
    }

    /// The table printed for this core count.
    var text: String {
        let rows = medianPhases
        let total = rows.reduce(0) { $0 + $1.wall }
        return rows.map { row in
            "    " + row.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                + String(format: "%8.4f s wall %8.4f s cpu  %5.1f %%", row.wall, row.cpu, total > 0 ? 100 * row.wall / total : 0)
        }.joined(separator: "\n")
    }
}
