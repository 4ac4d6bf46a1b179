import ToolsBenchmarkSupport
import Foundation
import KumikiProjects

// kumiki-project-benchmark: how long reading a large Xcode project takes. It generates a project of
// 5,000 Swift files in 60 targets, with groups ten deep (classic) or one synchronized folder per
// target (Xcode 16), and times, in process and over many rounds: parsing project.pbxproj, reading
// it into targets, and working out the targets of all 5,000 files. The goal is under 100 ms to read.
// Prints figures; asserts nothing. Build and run in release:
//
//   swift run --package-path Tools -c release kumiki-project-benchmark [--rounds N] [--files N] [--targets N]

/// What to generate and how often to read it.
struct Options {
    var rounds: Int
    var files: Int
    var targets: Int

    init(_ commandLine: BenchmarkCommandLine) {
        rounds = commandLine.count("--rounds", default: 21)
        files = commandLine.count("--files", default: 5_000)
        targets = commandLine.count("--targets", default: 60)
    }
}

/// Seconds since an arbitrary start, on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func milliseconds(_ seconds: Double) -> String {
    String(format: "%7.1f ms", seconds * 1000)
}

func measure(_ options: Options, synchronized: Bool) {
    var generator = ProjectGenerator(fileCount: options.files, targetCount: options.targets, depth: 10)
    let bytes = Array(generator.project(synchronized: synchronized).utf8)
    let paths = generator.allPaths()
    let reader = XcodeProjectReader(projectPath: "Big.xcodeproj", root: "/benchmark")
    var parse: [Double] = [], read: [Double] = [], membership: [Double] = [], foundation: [Double] = []
    var assigned = 0, targetCount = 0
    for _ in 0..<options.rounds {
        let start = now()
        guard let plist = try? bytes.withUnsafeBufferPointer({ buffer in try PropertyListParser.parse(buffer) }) else {
            print("the generated project does not parse")
            return
        }
        let parsed = now()
        guard let project = try? reader.read(plist) else {
            print("the generated project does not read")
            return
        }
        let readDone = now()
        let targets = ProjectIndex(projects: [project]).targets(ofFiles: paths)
        let placed = now()
        parse.append(parsed - start)
        read.append(readDone - start)
        membership.append(placed - readDone)
        assigned = targets.count { !$0.isEmpty }
        targetCount = project.targets.count
        let foundationStart = now()
        _ = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        foundation.append(now() - foundationStart)
    }
    let kind = synchronized ? "synchronized folders (Xcode 16)" : "classic groups, 10 deep"
    print("\(kind): \(bytes.count / 1024) KiB, \(targetCount) targets, \(assigned) of \(paths.count) files in a target")
    print("  parse project.pbxproj            \(milliseconds(median(parse)))   (Foundation's PropertyListSerialization: \(milliseconds(median(foundation))))")
    print("  read: parse + targets and files  \(milliseconds(median(read)))   goal < 100 ms: \(median(read) < 0.1 ? "met" : "not met")")
    print("  targets of all \(paths.count) files       \(milliseconds(median(membership)))")
}

let options = Options(BenchmarkCommandLine(
    usage: """
        usage: kumiki-project-benchmark [--rounds N] [--files N] [--targets N]
          Times reading a generated Xcode project (classic groups ten deep, and synchronized folders) in process.
        """,
    options: ["--rounds", "--files", "--targets"]
))
#if DEBUG
print("warning: a debug build; the goal is for release builds (swift run -c release)")
#endif
print("kumiki-project-benchmark: median of \(options.rounds) rounds, in process")
measure(options, synchronized: false)
measure(options, synchronized: true)
