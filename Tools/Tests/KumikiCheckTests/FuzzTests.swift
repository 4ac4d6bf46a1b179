import Foundation
import Testing
@testable import KumikiCheck
import KumikiSourceFiles

/// Mangles real sources and configurations in many deterministic ways: no
/// input may crash or hang the analyser or the configuration reader.
@Suite("Robustness")
struct FuzzTests {
    /// The mvvm-repository fixture's sources, the starting point of every mangled file.
    static let seeds: [String] = {
        let folder = fixtures.appendingPathComponent("mvvm-repository/App")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return files.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }()

    private static let alphabet = Array("{}()[]<>:;,.!?@#\"'`\\/ \n\t*&|^%$~=+-_0aZ🙂\u{0}")

    /// `text` with a few random characters and runs of characters removed, inserted or repeated.
    static func mutate(_ text: String, with generator: inout SeededGenerator) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            guard !characters.isEmpty else { break }
            let index = Int.random(in: 0..<characters.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: characters.remove(at: index)
            case 1: characters.insert(Self.alphabet.randomElement(using: &generator) ?? "{", at: index)
            case 2: characters.removeSubrange(index..<min(characters.count, index + Int.random(in: 1...40, using: &generator)))
            default: characters.insert(contentsOf: characters[index..<min(characters.count, index + 20)], at: index)
            }
        }
        return String(characters)
    }

    @Test("2,000 mangled Swift files are analysed without a crash; broken ones become parse errors")
    func mangledSources() {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        var parseErrors = 0
        for round in 0..<2_000 {
            let seed = Self.seeds[round % Self.seeds.count]
            let facts = FileAnalyzer.analyze(source: Self.mutate(seed, with: &generator), path: "F\(round).swift")
            if facts.parseError != nil { parseErrors += 1 }
        }
        #expect(parseErrors > 100, "most mutations break the syntax, and each must be reported")
    }

    @Test("1,000 files of bytes that are not UTF-8, read from disk as they are, are analysed without a crash")
    func invalidUTF8() {
        var generator = SeededGenerator(seed: 0xBAD_0B17E5)
        let seed = Array(Self.seeds[0].utf8)
        for _ in 0..<1_000 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...16, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0x80...0xFF, using: &generator)
            }
            _ = bytes.withUnsafeBufferPointer { FileAnalyzer.analyze(bytes: $0, path: "Bytes.swift") }
        }
        let random = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(random.withUnsafeBufferPointer { FileAnalyzer.analyze(bytes: $0, path: "Random.swift") }.parseError != nil)
    }

    @Test("pathological inputs: empty, binary, deeply nested, huge lines")
    func pathological() {
        let inputs = [
            "", "\u{0}\u{1}\u{2}", String(repeating: "(", count: 5_000), String(repeating: "{", count: 5_000),
            String(repeating: "a", count: 200_000), "class A: A {}", "extension {}", "@Published", "import",
        ]
        for input in inputs {
            _ = FileAnalyzer.analyze(source: input, path: "P.swift")
        }
        let model = ProjectModel(configuration: Configuration(), files: inputs.map { FileAnalyzer.analyze(source: $0, path: "View/P.swift") })
        _ = Checker().check(model)
    }

    @Test("1,000 mangled configurations are accepted or rejected with a typed error, never a crash")
    func mangledConfigurations() {
        let base = """
            preset: mvvm-repository
            include: ["Sources/**"]
            exclude: ["**/Generated/**"]
            layers:
              ViewModel: ["Features/**/ViewModels/**"]
            rules:
              force-unwrap: error
            """
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<1_000 {
            do {
                _ = try Configuration.parse(Self.mutate(base, with: &generator), file: ".kumiki.yml")
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }
}
