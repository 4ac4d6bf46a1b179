import Foundation
import KumikiSourceFiles

// kumiki-fuzz: feeds damaged Swift files to the real `kumiki` binary and fails on any
// exit other than 0, 1 or 2. Deterministic: the same seed and corpus give the same inputs.
//
//   kumiki-fuzz --kumiki .build/debug/kumiki --corpus Tests/KumikiCheckTests/Fixtures \
//               --corpus ../Sources --count 10000 --seed 1 --out fuzz-failures
//
// Inputs go to the binary in batches (one `kumiki check` per batch, which also proves one
// bad file does not stop the others); a failing batch is split until the failing input is
// alone, then that input is minimised and written to --out.
//
// With --projects <folder>, it also damages the project files found there (project.pbxproj,
// contents.xcworkspacedata, Package.swift) and runs `kumiki check` on each alone, in a folder
// where `kumiki` finds it: --project-count inputs of each Xcode kind and --manifest-count
// manifests (each evaluated by `swift package dump-package`, so they are few).

struct Options {
    var kumiki = URL(fileURLWithPath: ".build/debug/kumiki")
    var corpus: [URL] = []
    var count = 10_000
    var seed: UInt64 = 1
    var batchSize = 250
    var output = URL(fileURLWithPath: "fuzz-failures")
    var deadline: TimeInterval = 120
    var projectCorpus: [URL] = []
    var projectCount = 0
    var manifestCount = 0

    static let usage = """
        usage: kumiki-fuzz --corpus <folder> [--corpus <folder>…] [--kumiki <binary>] [--count N]
                           [--seed N] [--batch N] [--out <folder>] [--deadline <seconds>]
                           [--projects <folder>… --project-count N --manifest-count N]
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = remaining.popFirst() else { throw FuzzError.usage("\(flag) needs a value") }
            return next
        }
        while let flag = remaining.popFirst() {
            switch flag {
            case "--kumiki": kumiki = URL(fileURLWithPath: try value(flag))
            case "--corpus": corpus.append(URL(fileURLWithPath: try value(flag)))
            case "--count":
                guard let number = Int(try value(flag)), number > 0 else { throw FuzzError.usage("--count takes a positive number") }
                count = number
            case "--seed":
                guard let number = UInt64(try value(flag)) else { throw FuzzError.usage("--seed takes a number") }
                seed = number
            case "--batch":
                guard let number = Int(try value(flag)), number > 0 else { throw FuzzError.usage("--batch takes a positive number") }
                batchSize = number
            case "--out": output = URL(fileURLWithPath: try value(flag))
            case "--projects": projectCorpus.append(URL(fileURLWithPath: try value(flag)))
            case "--project-count":
                guard let number = Int(try value(flag)), number >= 0 else { throw FuzzError.usage("--project-count takes a number") }
                projectCount = number
            case "--manifest-count":
                guard let number = Int(try value(flag)), number >= 0 else { throw FuzzError.usage("--manifest-count takes a number") }
                manifestCount = number
            case "--deadline":
                guard let seconds = TimeInterval(try value(flag)), seconds > 0 else { throw FuzzError.usage("--deadline takes seconds") }
                deadline = seconds
            case "-h", "--help": throw FuzzError.help
            default: throw FuzzError.usage("unknown option \(flag)")
            }
        }
        guard !corpus.isEmpty else { throw FuzzError.usage("give at least one --corpus folder") }
    }
}

enum FuzzError: Error, CustomStringConvertible {
    case usage(String)
    case help
    case emptyCorpus

    var description: String {
        switch self {
        case .usage(let message): return "\(message)\n\(Options.usage)"
        case .help: return Options.usage
        case .emptyCorpus: return "the corpus folders hold no .swift files"
        }
    }
}

/// Every `.swift` file under `folders`, in a fixed order.
func seedFiles(in folders: [URL]) -> [[UInt8]] {
    folders.flatMap { folder in
        DirectoryWalker.files(under: folder.path, withSuffix: ".swift", prefix: folder.path + "/").filter { !$0.contains("/.build/") }
    }
    .compactMap { SourceFileReader.bytes(atPath: $0) }
}

/// The input number `index`: a corpus file with one to three mutations.
func makeInput(_ index: Int, seeds: [[UInt8]], seed: UInt64) -> (name: String, bytes: [UInt8], mutations: [Mutation]) {
    var random = SeededGenerator(seed: seed &* 1_000_003 &+ UInt64(index))
    let damaged = Mutation.damage(oneOf: seeds, using: &random)
    return (String(format: "input-%06d.swift", index), damaged.bytes, damaged.mutations)
}

func fuzz(_ options: Options) throws -> Int32 {
    let seeds = seedFiles(in: options.corpus)
    guard !seeds.isEmpty else { throw FuzzError.emptyCorpus }
    let target = FuzzTarget(executable: options.kumiki, deadline: options.deadline)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let started = Date()
    var statuses: [String: Int] = [:]
    var failures = 0
    var mutationCounts: [Mutation: Int] = [:]
    for batchStart in stride(from: 0, to: options.count, by: options.batchSize) {
        let batch = (batchStart..<min(options.count, batchStart + options.batchSize)).map { makeInput($0, seeds: seeds, seed: options.seed) }
        batch.forEach { $0.mutations.forEach { mutationCounts[$0, default: 0] += 1 } }
        let outcome = try target.run(inputs: batch.map { ($0.name, $0.bytes) }, scratch: scratch)
        statuses["\(outcome)", default: 0] += 1
        guard outcome.isFailure else { continue }
        failures += 1
        // Split until the failing input stands alone.
        var suspects = batch.map { (name: $0.name, bytes: $0.bytes) }
        while suspects.count > 1 {
            let half = Array(suspects.prefix(suspects.count / 2))
            if try target.run(inputs: half, scratch: scratch).isFailure {
                suspects = half
            } else {
                suspects = Array(suspects.dropFirst(suspects.count / 2))
            }
        }
        guard let culprit = suspects.first, try target.run(inputs: [culprit], scratch: scratch).isFailure else {
            print("batch from input \(batchStart) failed (\(outcome)), but no single input fails alone")
            continue
        }
        let minimal = try Minimizer { try target.run(inputs: [(culprit.name, $0)], scratch: scratch).isFailure }.minimize(culprit.bytes)
        try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
        let written = options.output.appendingPathComponent("seed\(options.seed)-\(culprit.name)")
        try Data(minimal).write(to: written)
        print("FAILURE \(outcome) on \(culprit.name) (\(culprit.bytes.count) bytes); minimised to \(minimal.count) bytes: \(written.path)")
        print("  reproduce: \(options.kumiki.path) check \(written.path)")
    }
    let elapsed = Date().timeIntervalSince(started)
    print("kumiki-fuzz: \(options.count) inputs from \(seeds.count) corpus files (seed \(options.seed)) in \(String(format: "%.1f", elapsed)) s, \(String(format: "%.0f", Double(options.count) / max(elapsed, 0.001))) inputs/s")
    print("  batches by outcome: " + statuses.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
    print("  mutations applied: " + Mutation.allCases.map { "\($0.rawValue) \(mutationCounts[$0, default: 0])" }.joined(separator: ", "))
    print(failures == 0 ? "  no crash, no hang" : "  \(failures) failing batch(es)")
    let projectFailures = try fuzzProjects(options, target: target, scratch: scratch)
    return failures == 0 && projectFailures == 0 ? 0 : 1
}

/// Damaged project files, each run alone (a project that does not read stops the run, so a batch
/// would test only its first); returns the number of failing inputs.
func fuzzProjects(_ options: Options, target: FuzzTarget, scratch: URL) throws -> Int {
    guard !options.projectCorpus.isEmpty else { return 0 }
    let seeds = ProjectInput.seeds(in: options.projectCorpus)
    let started = Date()
    var statuses: [String: Int] = [:]
    var failures = 0
    var total = 0
    for kind in ProjectInput.Kind.allCases {
        guard let kindSeeds = seeds[kind], !kindSeeds.isEmpty else { continue }
        let count = kind == .manifest ? options.manifestCount : options.projectCount
        for index in 0..<count {
            let input = ProjectInput.make(index, kind: kind, seeds: kindSeeds, seed: options.seed)
            total += 1
            let outcome = try target.run(inputs: input.files(bytes: input.bytes), scratch: scratch)
            statuses["\(kind.rawValue) \(outcome)", default: 0] += 1
            guard outcome.isFailure else { continue }
            failures += 1
            let minimal = try Minimizer { try target.run(inputs: input.files(bytes: $0), scratch: scratch).isFailure }.minimize(input.bytes)
            try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
            let written = options.output.appendingPathComponent("seed\(options.seed)-\(input.name)-\((kind.path as NSString).lastPathComponent)")
            try Data(minimal).write(to: written)
            print("FAILURE \(outcome) on \(input.name) (\(input.bytes.count) bytes, \(input.mutations.map(\.rawValue).joined(separator: ", "))); minimised to \(minimal.count) bytes: \(written.path)")
        }
    }
    let elapsed = Date().timeIntervalSince(started)
    print("kumiki-fuzz: \(total) damaged project files from \(seeds.values.map(\.count).reduce(0, +)) seeds in \(String(format: "%.1f", elapsed)) s")
    print("  runs by outcome: " + statuses.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
    print(failures == 0 ? "  no crash, no hang" : "  \(failures) failing input(s)")
    return failures
}

do {
    exit(try fuzz(try Options(arguments: Array(CommandLine.arguments.dropFirst()))))
} catch FuzzError.help {
    print(Options.usage)
    exit(0)
} catch {
    FileHandle.standardError.write(Data("kumiki-fuzz: \(error)\n".utf8))
    exit(2)
}
