// Speed of the `kumiki` binary against a parse-only pass over the same files, each measured as
// a whole run of a process. Build both in release first (swift-syntax is about 40 times slower
// in debug), with the same scratch folder:
//
//     swift build --package-path Tools -c release --product kumiki
//     swift run --package-path Tools -c release kumiki-check-benchmark
//
// Options: --generated N (files of the small-file corpus, default 10,000), --realistic N
// (files of the real-code-shaped corpus, default 100), --rounds N (default 11), --kumiki PATH
// (default: the `kumiki` beside this binary), --write-corpus DIR (write both corpora, each with
// its .kumiki.yml, and exit: for profiling `kumiki check` with perf or callgrind), --tree
// DIR[,DIR…] (instead of the generated corpora, real projects copied side by side into one
// tree, with their manifests and Xcode projects, so project reading is part of the cold run),
// --cores N[,N…] (also pin every measured process to N CPUs with taskset, for the scaling).
//
// On a tree, the cold and uncached runs use `kumiki check --timings`: the report lists each
// phase's median wall and CPU seconds, and from the runs on more than one core it splits the
// work into what runs on one core and what runs on all (against how many cores the parse-only
// pass keeps busy in the same rounds), prints the serial fraction, and projects by Amdahl's law
// the ratio to the parse-only pass at 4, 8 and 16 cores.
//
// For each corpus it times, in alternating rounds so the machine's load drifts over all alike:
//   - parse only: this binary run as `--parse-only DIR`, which lists the Swift files, reads them
//     and parses them with SwiftParser on every core, and does nothing else;
//   - parse and bare walk: `--parse-and-walk DIR`, the same plus a walk over every node of each
//     raw tree that records nothing (the floor under any cold check that walks the tree);
//   - kumiki check, cold: `kumiki check` with an empty cache folder (XDG_CACHE_HOME);
//   - kumiki check, warm: the same command again, nothing changed;
//   - kumiki check --no-cache: neither reading nor writing a cache.
// It prints the median files/s and lines/s of each, and the median over rounds of each round's
// parse/check time ratio, against the targets: cold ≥ 0.9, warm ≥ 10.
import BenchmarkCorpora
import ToolsBenchmarkSupport
import Foundation
import KumikiCheck
import SwiftParser

let commandLine = BenchmarkCommandLine(
    usage: """
        usage: kumiki-check-benchmark [--generated N] [--realistic N] [--rounds N] [--kumiki PATH]
                                      [--write-corpus DIR] [--tree DIR[,DIR…]] [--cores N[,N…]]
          Times whole runs of `kumiki check` (cold, warm, uncached) against a parse-only pass over
          the same files; build kumiki and this benchmark with -c release first.
        """,
    options: ["--generated", "--realistic", "--rounds", "--kumiki", "--write-corpus", "--tree", "--cores", ParseOnlyPass.flag, ParseOnlyPass.walkFlag]
)

for walk in [false, true] {
    if let folder = commandLine.value(walk ? ParseOnlyPass.walkFlag : ParseOnlyPass.flag) {
        ParseOnlyPass.run(folder: folder, walk: walk)
        exit(0)
    }
}

let generatedCount = commandLine.count("--generated", default: 10_000)
let realisticCount = commandLine.count("--realistic", default: 100)
let rounds = commandLine.count("--rounds", default: 11)

let trees = commandLine.value("--tree").map { $0.split(separator: ",").map { URL(fileURLWithPath: String($0)).standardizedFileURL } } ?? []
let coreCounts: [Int?] = [nil] + (commandLine.value("--cores")?.split(separator: ",").map { Int(commandLine.positiveNumber(String($0), for: "--cores")) } ?? [])
let corpora = trees.isEmpty ? [
    Corpus(name: "generated", title: "small generated files", files: GeneratedCorpus.files(count: generatedCount)),
    Corpus(name: "realistic", title: "real-code-shaped files", files: RealisticCorpus.files(count: realisticCount)),
] : []

if let folder = commandLine.value("--write-corpus") {
    for corpus in corpora {
        let root = URL(fileURLWithPath: folder).appendingPathComponent(corpus.name)
        try corpus.write(to: root)
        print("\(root.path): \(corpus.summary)")
    }
    exit(0)
}

#if DEBUG
print("warning: debug build; build and run with -c release for real figures")
#endif

let benchmarkBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let kumiki = commandLine.value("--kumiki").map { URL(fileURLWithPath: $0) }
    ?? benchmarkBinary.deletingLastPathComponent().appendingPathComponent("kumiki")
guard FileManager.default.isExecutableFile(atPath: kumiki.path) else {
    commandLine.fail("no kumiki binary at \(kumiki.path): build it first (swift build -c release --product kumiki) or pass --kumiki PATH")
}

let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: workspace) }

print("\(ProcessInfo.processInfo.activeProcessorCount) cores, \(rounds) rounds, whole runs of \(kumiki.path)")
var allMet = true
for corpus in corpora {
    let root = workspace.appendingPathComponent(corpus.name)
    try corpus.write(to: root)
    let runs = WholeRuns(root: root, kumiki: kumiki, benchmark: benchmarkBinary)
    let findings = try runs.findingSummary()
    var parse: [Double] = [], walked: [Double] = [], cold: [Double] = [], warm: [Double] = [], uncached: [Double] = []
    for round in 0..<rounds {
        parse.append(try runs.parse(walking: false))
        walked.append(try runs.parse(walking: true))
        let cache = workspace.appendingPathComponent("cache-\(corpus.name)-\(round)")
        cold.append(try runs.check(cache: cache))
        warm.append(try runs.check(cache: cache))
        uncached.append(try runs.check(cache: nil as URL?))
    }
    let report = Report(corpus: corpus, findings: findings, parse: parse, walked: walked, cold: cold, warm: warm, uncached: uncached)
    print(report.text)
    allMet = allMet && report.meetsTargets
}
var scaling: [(cold: PhaseProfile, uncached: PhaseProfile)] = []
if !trees.isEmpty {
    // Real projects, copied into one tree so that their manifests and projects are read as a team's would be.
    let root = workspace.appendingPathComponent("tree")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for tree in trees {
        try FileManager.default.copyItem(at: tree, to: root.appendingPathComponent(tree.lastPathComponent))
    }
    let corpus = try TreeCorpus.corpus(at: root, named: trees.map(\.lastPathComponent).joined(separator: " + "))
    for cores in coreCounts {
        var runs = WholeRuns(root: root, kumiki: kumiki, benchmark: benchmarkBinary, folder: ".")
        runs.cpus = cores.map { "0-\($0 - 1)" }
        let findings = try runs.findingSummary()
        let manifests = try runs.manifestCounts()
        var parse: [Double] = [], walked: [Double] = [], cold: [Double] = [], warm: [Double] = [], uncached: [Double] = []
        let pinned = cores ?? ProcessInfo.processInfo.activeProcessorCount
        var coldPhases = PhaseProfile(cores: pinned), uncachedPhases = PhaseProfile(cores: pinned)
        let empty = workspace.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let fixed = median(try (0..<rounds).map { _ in try runs.parseUsage(of: empty).seconds })
        coldPhases.floorFixed = fixed
        uncachedPhases.floorFixed = fixed
        for round in 0..<rounds {
            let floor = try runs.parseUsage()
            parse.append(floor.seconds)
            coldPhases.floors.append((floor.seconds, floor.cpuSeconds))
            uncachedPhases.floors.append((floor.seconds, floor.cpuSeconds))
            walked.append(try runs.parse(walking: true))
            let cache = workspace.appendingPathComponent("cache-tree-\(cores ?? 0)-\(round)")
            let coldRun = try runs.checkPhases(cache: cache)
            cold.append(coldRun.seconds)
            coldPhases.runs.append(coldRun)
            warm.append(try runs.check(cache: cache))
            let uncachedRun = try runs.checkPhases(cache: nil)
            uncached.append(uncachedRun.seconds)
            uncachedPhases.runs.append(uncachedRun)
        }
        scaling.append((coldPhases, uncachedPhases))
        let report = Report(corpus: corpus, findings: findings, parse: parse, walked: walked, cold: cold, warm: warm, uncached: uncached)
        print(cores.map { "pinned to \($0) core\($0 == 1 ? "" : "s") (taskset -c 0-\($0 - 1)):" } ?? "all \(ProcessInfo.processInfo.activeProcessorCount) cores:")
        print("  \(manifests.packages) packages read, \(manifests.packages - manifests.dumped) of them without swift package dump-package")
        print(report.text)
        print("  phases of kumiki check --no-cache (--timings, medians; the share of the run):")
        print(uncachedPhases.text)
        print("  phases of kumiki check, cold cache:")
        print(coldPhases.text)
        print("  project-reading target (cold and --no-cache ≥ \(TreeCorpus.target)× parse-only): cold \(String(format: "%.2f", report.ratio(cold))) "
            + "\(report.ratio(cold) >= TreeCorpus.target ? "met" : "NOT MET"), no cache \(String(format: "%.2f", report.ratio(uncached))) "
            + "\(report.ratio(uncached) >= TreeCorpus.target ? "met" : "NOT MET")")
        allMet = allMet && report.ratio(cold) >= TreeCorpus.target && report.ratio(uncached) >= TreeCorpus.target
    }
}
// Amdahl's law from the per-phase timings, at each core count above 1: the serial work stays at
// any core count, the parallel work divides.
for (cold, uncached) in scaling where cold.cores > 1 {
    print("scaling, from the phases at \(cold.cores) cores (the parse-only pass keeps \(String(format: "%.2f", uncached.floorWidth)) cores busy here):")
    for (label, profile) in [("--no-cache", uncached), ("cold", cold)] {
        guard let (serial, parallel) = profile.split else {
            print("  \(label): the cores were too busy elsewhere to tell serial from parallel work")
            continue
        }
        let projections = [4, 8, 16].compactMap { cores in profile.projectedRatio(at: cores).map { String(format: "%d cores %.2f", cores, $0) } }
        print(String(format: "  %@: serial %.3f s of %.3f s of work (serial fraction %.1f %%); projected ratio to parse-only: ",
                     label, serial, serial + parallel, 100 * serial / (serial + parallel)) + projections.joined(separator: ", "))
    }
}
print(allMet ? "every target met" : "below target (see above)")
