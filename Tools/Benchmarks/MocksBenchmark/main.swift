// Prints how long `kumiki mocks` takes on 1,000 generated protocols (the target is under 2 s
// on the 2-core CI machine). Build and run in release, where swift-syntax parses ~40× faster:
//
//     swift build --package-path Tools -c release --product kumiki
//     swift build --package-path Tools -c release --product kumiki-mocks-benchmark
//     Tools/.build/release/kumiki-mocks-benchmark [protocol count]
//
// The corpus has the shapes the generator handles: async and throwing methods, overloads,
// generics, associated types, properties of every kind, closures, inheritance across files.
import ToolsBenchmarkSupport
import Foundation
import KumikiMocks

let commandLine = BenchmarkCommandLine(
    usage: """
        usage: kumiki-mocks-benchmark [protocol count, default 1000]
          Times `kumiki mocks` (the kumiki beside this binary) on generated protocols; build both with -c release.
        """,
    options: [],
    positionalLimit: 1
)
let count = commandLine.positional.first.map { commandLine.positiveNumber($0, for: "the protocol count") } ?? 1_000
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-mocks-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func protocolSource(_ index: Int) -> String {
    let parent = index > 0 && index % 4 == 0 ? ": Feature\(index - 1)RepositoryProtocol, Sendable" : ": Sendable"
    // A generic mock holds no static state, so these protocols have no static requirement;
    // no protocol inherits one of them (a parent's index is 3 modulo 4).
    let associated = index % 20 == 5
    return """
    import Foundation

    /// Feature \(index)'s data access.
    // kumiki:mockable
    public protocol Feature\(index)RepositoryProtocol\(associated ? "" : parent) {
    \(associated ? "    associatedtype Item: Hashable\n    func item(at index: Int) -> Item?\n" : "")\
        var items\(index): [String] { get }
        var selected\(index): String? { get set }
        var count\(index): Int { get set }
        var token\(index): String { get async throws }
        func load\(index)(page: Int, perPage: Int) async throws -> [String]
        func load\(index)(page: Int) async throws -> [String]
        func find\(index)(id: Int) throws(CancellationError) -> String
        func save\(index)(_ value: String, completion: @escaping (Result<Void, Error>) -> Void)
        func transform\(index)(_ values: [Int], using body: (Int) -> String) -> [String]
        func decode\(index)<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
        func update\(index)(_ value: inout [String: Int])
    \(associated ? "" : "    static func configure\(index)(timeout: Double)\n")\
    }

    """
}

// Ten protocols per file, as real apps group a feature's protocols.
for file in stride(from: 0, to: count, by: 10) {
    let source = (file..<min(file + 10, count)).map(protocolSource).joined(separator: "\n")
    try Data(source.utf8).write(to: folder.appendingPathComponent("Feature\(file).swift"))
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var mocks = 0
var bytes = 0
var inProcess: [Double] = []
for _ in 0..<3 {
    inProcess.append(try seconds {
        let output = try MockGenerator(imports: ["Foundation"]).generate(paths: [folder.path])
        mocks = output.mockNames.count
        bytes = output.source.utf8.count
        precondition(output.diagnostics.isEmpty, "\(output.diagnostics)")
    })
}
print("kumiki mocks benchmark: \(count) protocols in \(count / 10) files -> \(mocks) mocks, \(bytes / 1024) KiB")
print(String(format: "  in process (best of 3): %.3f s", inProcess.min() ?? 0))

// The whole command, as a team runs it, when the kumiki binary was built beside this one.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kumiki")
if FileManager.default.isExecutableFile(atPath: binary.path) {
    var runs: [Double] = []
    for _ in 0..<3 {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
        let exit = try ChildProcess.run(
            binary, ["mocks", folder.path, "--output", folder.appendingPathComponent("out/Mocks.generated.swift").path])
        precondition(exit.status == 0, "kumiki mocks exited \(exit.status)")
        runs.append(exit.seconds)
    }
    print(String(format: "  kumiki mocks, whole process (best of 3): %.3f s (target: under 2 s)", runs.min() ?? 0))
} else {
    print("  (build the kumiki product too to time the whole command: \(binary.path) is missing)")
}
