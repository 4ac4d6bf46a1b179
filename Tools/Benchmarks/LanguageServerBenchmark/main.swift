// How fast `kumiki lsp` answers, measured in process through the server's own message handling
// (the JSON-RPC framing over pipes adds well under a millisecond). Build in release first
// (swift-syntax is about 40 times slower in debug):
//
//     swift run --package-path Tools -c release kumiki-lsp-benchmark
//
// Options: --files N (project size, default 1,000), --edits N (default 400), --corpus generated
// (files of about 40 lines, the default) or realistic (500 to 3,000 lines a file).
//
// It writes the project, warms the facts cache as a first `kumiki check` would, then prints:
//   - initialize, warm cache: a new server handling `initialize` (reading the project through
//     the cache) until its answer is written; the median of 5 (goal < 1.5 s);
//   - initialize, no cache: the same parsing every file, once;
//   - didChange → publishDiagnostics: a ViewModel open, a forbidden `import UIKit` typed into it
//     and deleted in turn, from the change arriving until its diagnostics are written; median,
//     p95 and worst (goal: median < 20 ms, p95 < 50 ms). Such an edit leaves what the file
//     declares as it was, so only that file's rules run again (and the project-wide ones);
//   - didChange declaring a type: a struct typed and deleted in turn, which makes every file's
//     rules run again (another file may name the new type).
import BenchmarkCorpora
import ToolsBenchmarkSupport
import Foundation
import KumikiCheck
import KumikiLanguageServer
import KumikiLSP
import SwiftParser

let commandLine = BenchmarkCommandLine(
    usage: """
        usage: kumiki-lsp-benchmark [--files N] [--edits N] [--corpus generated|realistic]
          Times kumiki lsp's initialize and didChange → publishDiagnostics on a generated project;
          build with -c release first.
        """,
    options: ["--files", "--edits", "--corpus"]
)
let fileCount = commandLine.count("--files", default: 1_000)
let editCount = commandLine.count("--edits", default: 400)
let corpusName = commandLine.value("--corpus") ?? "generated"
let corpus: Corpus
switch corpusName {
case "generated":
    corpus = Corpus(name: "generated", title: "small generated files", files: GeneratedCorpus.files(count: fileCount))
case "realistic":
    corpus = Corpus(name: "realistic", title: "real-code-shaped files", files: RealisticCorpus.files(count: fileCount))
default:
    commandLine.fail("--corpus is generated or realistic, not \(corpusName)")
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-lsp-benchmark-\(UUID().uuidString)")
let root = scratch.appendingPathComponent("project")
let cache = scratch.appendingPathComponent("cache")
defer { try? FileManager.default.removeItem(at: scratch) }
try corpus.write(to: root)
print("kumiki lsp, \(corpus.summary)")

/// A server in process and what it wrote.
final class Harness {
    let counter = Counter()
    let server: LanguageServer

    init(cacheDirectory: URL?) {
        let counter = self.counter
        server = LanguageServer(writer: MessageWriter { counter.record($0) }, log: { _ in }, cacheDirectory: cacheDirectory)
    }

    func send(_ method: String, id: Int? = nil, _ params: JSONValue) {
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "method": .string(method), "params": params]
        if let id { message["id"] = .number(Double(id)) }
        // Encoding a dictionary of JSON values cannot fail.
        _ = server.handle((try? JSONEncoder().encode(JSONValue.object(message))) ?? Data())
    }
}

/// Counts what the server writes: answers and diagnostics.
final class Counter: @unchecked Sendable {
    private(set) var responses = 0
    /// When the first answer was written (the answer to `initialize`).
    private(set) var firstAnswer: UInt64?
    private(set) var diagnostics = 0
    private(set) var lastDiagnosticCount = -1

    func record(_ framed: Data) {
        guard let start = framed.range(of: Data("\r\n\r\n".utf8))?.upperBound,
              let value = try? JSONDecoder().decode(JSONValue.self, from: framed[start...]) else { return }
        if value["method"]?.stringValue == "textDocument/publishDiagnostics" {
            diagnostics += 1
            if case .array(let items)? = value["params"]?["diagnostics"] { lastDiagnosticCount = items.count }
        } else if value["id"] != nil {
            responses += 1
            if firstAnswer == nil { firstAnswer = DispatchTime.now().uptimeNanoseconds }
        }
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Starts a session: returns how long `initialize` took to be answered, and how long until the
/// server had read the project and took its next message (the answer goes out first).
@MainActor
@discardableResult
func initialize(_ harness: Harness) -> (answered: Double, ready: Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    harness.send("initialize", id: 1, .object(["rootUri": .string(root.absoluteString), "capabilities": .object([:])]))
    let ready = DispatchTime.now().uptimeNanoseconds
    guard harness.counter.responses == 1, let answered = harness.counter.firstAnswer else { commandLine.fail("initialize was not answered") }
    harness.send("initialized", .object([:]))
    return (Double(answered - start) / 1e9, Double(ready - start) / 1e9)
}

/// Parsing every file of the corpus on every core and nothing else: the floor under reading the project cold.
func parseFloor() -> Double {
    seconds {
        let files = corpus.files
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            var text = files[index].text
            text.withUTF8 { _ = Parser.parse(source: $0) }
        }
    }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}
func ms(_ value: Double) -> String { String(format: "%.1f ms", value * 1_000) }

// Initialize with no cache (also fills it: every later session starts warm).
let uncached = initialize(Harness(cacheDirectory: cache))
let warm = (0..<5).map { _ in initialize(Harness(cacheDirectory: cache)) }
let floor = parseFloor()

// Typing into one open ViewModel.
let harness = Harness(cacheDirectory: cache)
initialize(harness)
guard let viewModel = corpus.files.first(where: { $0.path.contains("/ViewModel/") || $0.path.hasPrefix("ViewModel/") }) else { commandLine.fail("no ViewModel in the corpus") }
let uri = root.appendingPathComponent(viewModel.path).absoluteString
harness.send("textDocument/didOpen", .object(["textDocument": .object([
    "uri": .string(uri), "languageId": .string("swift"), "version": .number(1), "text": .string(viewModel.text),
])]))
let cleanCount = harness.counter.lastDiagnosticCount
var version = 1

/// Sends the `didChange` that puts `line` in front of the document's first line (`adding`) or
/// deletes that first line again, and returns how long the server took to handle it.
@MainActor
func typeOrDelete(_ line: String, adding: Bool) -> Double {
    version += 1
    let change: JSONValue = .object([
        "range": .object([
            "start": .object(["line": .number(0), "character": .number(0)]),
            "end": .object(["line": .number(adding ? 0 : 1), "character": .number(0)]),
        ]),
        "text": .string(adding ? line + "\n" : ""),
    ])
    return seconds {
        harness.send("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
            "contentChanges": .array([change]),
        ]))
    }
}

var latencies: [Double] = []
for edit in 0..<editCount {
    let adding = edit % 2 == 0
    let before = harness.counter.diagnostics
    latencies.append(typeOrDelete("import UIKit", adding: adding))
    let expected = adding ? cleanCount + 1 : cleanCount
    guard harness.counter.diagnostics == before + 1, harness.counter.lastDiagnosticCount == expected else {
        commandLine.fail("edit \(edit) published \(harness.counter.diagnostics - before) times with \(harness.counter.lastDiagnosticCount) diagnostics, expected once with \(expected)")
    }
}

// Typing a declaration (a type other files could name): every file is checked again, not only
// the edited one. The diagnostics stay the same, so nothing is published; the time is the handling.
let declaring = (0..<max(editCount / 4, 2)).map { edit in typeOrDelete("struct TypedDraft {}", adding: edit % 2 == 0) }
guard harness.counter.lastDiagnosticCount == cleanCount else { commandLine.fail("declaring a type changed the diagnostics") }

// Where an edit's time goes: analysing the edited text, then the rules over the whole project.
guard let configuration = try? ProjectCheck(paths: [], currentDirectory: root).configuration,
      let session = try? CheckSession(root: root, configuration: configuration, cacheDirectory: cache)
else { commandLine.fail("cannot read the project") }
var analysing: [Double] = [], checking: [Double] = []
for edit in 0..<min(editCount, 100) {
    let text = edit % 2 == 0 ? "import UIKit\n" + viewModel.text : viewModel.text
    analysing.append(seconds { session.setText(text, forFile: viewModel.path) })
    checking.append(seconds { _ = session.diagnostics(forFile: viewModel.path) })
}

print("initialize, warm cache:        answered in \(ms(median(warm.map(\.answered)))), project read in \(ms(median(warm.map(\.ready)))) (median of \(warm.count))")
print("initialize, no cache:          answered in \(ms(uncached.answered)) (goal < 1,500 ms), project read in \(ms(uncached.ready)) (once)")
print("  of which the floor, parsing every file on every core and nothing else: \(ms(floor)); the rest (facts, rules, cache): \(ms(max(0, uncached.ready - floor)))")
print("didChange → publishDiagnostics: median \(ms(median(latencies))), p95 \(ms(percentile(latencies, 0.95))), worst \(ms(latencies.max() ?? 0)) over \(editCount) edits (goals: median < 20 ms, p95 < 50 ms)")
print("  of which analysing the edited text: median \(ms(median(analysing))); the rules (the edited file's, the project-wide ones): median \(ms(median(checking)))")
print("didChange declaring a type (every file checked again): median \(ms(median(declaring))), p95 \(ms(percentile(declaring, 0.95))) over \(declaring.count) edits")
