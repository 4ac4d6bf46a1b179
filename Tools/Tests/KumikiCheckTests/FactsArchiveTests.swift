import Testing
@testable import KumikiCheck
import KumikiSourceFiles

@Suite("FactsArchive")
struct FactsArchiveTests {
    /// Facts of files that exercise every field: parse error, suppressions, published outputs, force unwraps.
    static let facts: [FileFacts] = [
        ("ViewModel/FormViewModel.swift", """
        import Combine
        // kumiki:disable no-singleton-access
        @MainActor final class FormViewModel: ObservableObject, Sendable {
            @Published private(set) var isValid = false
            @Published var email = "" // kumiki:bound-input
            @Published var name: String?
            private let repository: any UserRepositoryProtocol
            init(repository: any UserRepositoryProtocol = UserRepository()) { self.repository = repository }
            func load() { _ = URLSession.shared; _ = try! JSONDecoder().decode(User.self, from: data!) }
        }
        // kumiki:enable no-singleton-access
        """),
        ("Broken.swift", "struct {{{ let"),
        ("Empty.swift", ""),
        ("Composition.swift", "func makeApp(environment env: AppEnvironment) -> any UserRepositoryProtocol { UserRepository() }"),
        ("日本語/名前.swift", "struct 名前: Codable { let 値: Int }"),
    ].map { FileAnalyzer.analyze(source: $0.1, path: $0.0) }

    static var entries: [String: FactsArchive.Entry] {
        Dictionary(uniqueKeysWithValues: facts.enumerated().map { index, facts in
            (facts.path, FactsArchive.Entry(contentHash: UInt64(index) << 40 | 0xAB, chunk: FactsArchive.encode(facts)[...]))
        })
    }

    @Test("hundreds of names, missing enclosing types and large numbers survive a round trip")
    func unusualFacts() throws {
        var facts = FileFacts(path: "A.swift")
        facts.parseError = "broken"
        facts.parseErrorPosition = .init(line: 1 << 40, column: 300)
        // More names than one varint byte can number.
        let names = (0..<300).map { facts.name("Name\($0)") }
        facts.topLevelDeclarations = FileFacts.TopLevelDeclaration.Kind.allCases.enumerated().map { index, kind in
            FileFacts.TopLevelDeclaration(kind: kind, name: names[index * 70])
        }
        facts.references = (0..<600).map { index in
            FileFacts.Reference(name: names[index % 300], enclosingType: index % 3 == 0 ? nil : names[(index * 7) % 300],
                                position: .init(line: index * 1_000 + 1, column: index * 9 + 1),
                                topLevelDeclaration: index % 3 == 0 ? index % 4 : nil)
        }
        facts.forceUnwraps = [.init(isTry: true, enclosingType: nil, position: .init(line: 2, column: 3))]
        #expect(try FactsArchive.decode(FactsArchive.encode(facts)[...]) == facts)
        // A reference to a top-level declaration the file does not have is damage, not a crash later.
        facts.topLevelDeclarations = []
        #expect(throws: FactsArchive.FormatError.self) { try FactsArchive.decode(FactsArchive.encode(facts)[...]) }
    }

    @Test("names and paths that differ only in Unicode normalisation keep their own bytes through a round trip")
    func canonicallyEquivalentNames() throws {
        // Same length in UTF-8, different bytes, canonically equivalent (combining marks in either order).
        let first = "Tyre\u{301}\u{316}", second = "Tyre\u{316}\u{301}"
        #expect(first == second && first.utf8.count == second.utf8.count)
        let facts = FileAnalyzer.analyze(source: "struct S { let a: \(first); let b: \(second) }", path: "\(first).swift")
        // `==` on `FileFacts` and `String` calls the two spellings equal, so compare the bytes.
        let decoded = try FactsArchive.decode(FactsArchive.encode(facts)[...])
        #expect(decoded.references.map { Array(decoded[$0.name].utf8) } == [Array(first.utf8), Array(second.utf8)])
        #expect(Array(decoded.path.utf8) == Array("\(first).swift".utf8))
    }

    @Test("a name the analyser records again and again is written once")
    func repeatedNamesAreWrittenOnce() throws {
        let enclosing = "ProductCatalogueViewModel", referenced = "ProductCatalogueRepositoryProtocol"
        let calls = Array(repeating: "\(referenced).self, Price.self", count: 40).joined(separator: ", ")
        let facts = FileAnalyzer.analyze(source: "struct \(enclosing) { let all: [Any.Type] = [\(calls)] }", path: "A.swift")
        #expect(facts.references.count(where: { facts[$0.name] == referenced && $0.enclosingType.map { facts[$0] } == enclosing }) == 40)
        #expect(facts.names.count(where: { $0 == referenced }) == 1)
        let chunk = FactsArchive.encode(facts)
        #expect(try FactsArchive.decode(chunk[...]) == facts)
        // 81 references at under ten bytes each (name, enclosing type, position, scope, qualifier);
        // a name written out in full each time would take over 2,000.
        #expect(chunk.count < 850)
    }

    @Test("facts survive a round trip unchanged, and so does an archive of them")
    func roundTrip() throws {
        #expect(Self.facts[0].suppressions.ranges.isEmpty == false)
        #expect(Self.facts[0].publishedProperties.count == 3)
        #expect(Self.facts[1].parseError != nil)
        for facts in Self.facts {
            #expect(try FactsArchive.decode(FactsArchive.encode(facts)[...]) == facts)
        }
        #expect(try FactsArchive.contents(of: FactsArchive.archive(Self.entries.map { ($0.key, $0.value) })).entries == Self.entries)
        #expect(try FactsArchive.contents(of: FactsArchive.archive([])).entries == [:])
    }

    @Test("stamps and a stored result survive a round trip")
    func stampsAndResult() throws {
        var entries = Self.entries
        entries[Self.facts[0].path]?.stamp = FileStamp(size: 1_234, inode: 99, modified: -5, changed: Int64.max)
        let result = FactsArchive.StoredResult(key: 0xFEED, diagnostics: [
            Diagnostic(ruleID: "layer-dependency", severity: .error, message: "über\nline", location: SourceLocation(file: "A/B.swift", line: 300, column: 2), symbol: "B"),
            Diagnostic(ruleID: "force-unwrap", severity: .warning, message: "", location: SourceLocation(file: "", line: 1, column: 1), symbol: ""),
        ])
        let contents = try FactsArchive.contents(of: FactsArchive.archive(entries.map { ($0.key, $0.value) }, result: result))
        #expect(contents.entries == entries)
        #expect(contents.result == result)
        #expect(try FactsArchive.contents(of: FactsArchive.archive([])).result == nil)
    }

    @Test("a foreign or older file is a wrong header")
    func wrongHeader() {
        #expect(throws: FactsArchive.FormatError.wrongHeader) { try FactsArchive.contents(of: Array("{\"a\": 1}".utf8)) }
        #expect(throws: FactsArchive.FormatError.wrongHeader) { try FactsArchive.contents(of: []) }
    }

    @Test("every truncation and every corrupted byte is an error or a decode, never a crash")
    func damage() {
        let archive = FactsArchive.archive(Self.entries.map { ($0.key, $0.value) })
        for length in 5..<archive.count {
            #expect(throws: FactsArchive.FormatError.damaged) { try FactsArchive.contents(of: Array(archive[..<length])) }
        }
        #expect(throws: FactsArchive.FormatError.damaged) { try FactsArchive.contents(of: archive + [0]) }
        let chunk = FactsArchive.encode(Self.facts[0])
        for length in 0..<chunk.count {
            #expect(throws: FactsArchive.FormatError.damaged) { try FactsArchive.decode(chunk[..<length]) }
        }
        var generator = SystemRandomNumberGenerator()
        for (bytes, decode) in [(archive, { (b: [UInt8]) in _ = try? FactsArchive.contents(of: b) }),
                                (chunk, { (b: [UInt8]) in _ = try? FactsArchive.decode(b[...]) })] {
            for index in bytes.indices {
                var damaged = bytes
                damaged[index] = UInt8.random(in: 0...255, using: &generator)
                decode(damaged)
                damaged[index] = 0xFF
                decode(damaged)
            }
        }
    }
}
