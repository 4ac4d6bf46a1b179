import Testing
@testable import KumikiCheck

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
        ("日本語/名前.swift", "struct 名前: Codable { let 値: Int }"),
    ].map { FileAnalyzer.analyze(source: $0.1, path: $0.0) }

    static var entries: [String: FactsArchive.Entry] {
        Dictionary(uniqueKeysWithValues: facts.enumerated().map { index, facts in
            (facts.path, FactsArchive.Entry(contentHash: UInt64(index) << 40 | 0xAB, chunk: FactsArchive.encode(facts)[...]))
        })
    }

    @Test("locations in another file, many distinct names and large numbers survive a round trip")
    func unusualFacts() throws {
        var facts = FileFacts(path: "A.swift")
        facts.parseError = "broken"
        facts.parseErrorLocation = SourceLocation(file: "Other.swift", line: 1 << 40, column: 300)
        facts.references = (0..<40).map { index in
            FileFacts.Reference(name: "Name\(index % 13)", enclosingType: index % 3 == 0 ? nil : "Type\(index % 5)",
                                location: SourceLocation(file: index % 7 == 0 ? "B.swift" : "A.swift", line: index + 1, column: index * 9 + 1))
        }
        #expect(try FactsArchive.decode(FactsArchive.encode(facts)[...]) == facts)
    }

    @Test("names and paths that differ only in Unicode normalisation keep their own bytes through a round trip")
    func canonicallyEquivalentNames() throws {
        // Same length in UTF-8, different bytes, canonically equivalent (combining marks in either order).
        let first = "Tyre\u{301}\u{316}", second = "Tyre\u{316}\u{301}"
        #expect(first == second && first.utf8.count == second.utf8.count)
        var facts = FileFacts(path: "\(first).swift")
        facts.references = [first, second, first, second].map { name in
            // A location in the other spelling's file is a location in another file.
            FileFacts.Reference(name: name, enclosingType: nil, location: SourceLocation(file: "\(name).swift", line: 1, column: 1))
        }
        // `==` on `FileFacts` calls the two spellings equal, so compare the bytes.
        let decoded = try FactsArchive.decode(FactsArchive.encode(facts)[...])
        #expect(decoded.references.map { Array($0.name.utf8) } == facts.references.map { Array($0.name.utf8) })
        #expect(decoded.references.map { Array($0.location.file.utf8) } == facts.references.map { Array($0.location.file.utf8) })
    }

    @Test("a name the analyser records again and again is written once, then referred back to")
    func repeatedNamesAreWrittenOnce() throws {
        // Long names (more than 15 bytes, stored apart from the string) and short ones alike.
        let enclosing = "ProductCatalogueViewModel", referenced = "ProductCatalogueRepositoryProtocol"
        let calls = Array(repeating: "\(referenced).self, Price.self", count: 40).joined(separator: ", ")
        let facts = FileAnalyzer.analyze(source: "struct \(enclosing) { let all: [Any.Type] = [\(calls)] }", path: "A.swift")
        #expect(facts.references.count(where: { $0.name == referenced && $0.enclosingType == enclosing }) == 40)
        let chunk = FactsArchive.encode(facts)
        #expect(try FactsArchive.decode(chunk[...]) == facts)
        // 81 references at a few bytes each; a name written out in full each time would take over 2,000.
        #expect(chunk.count < 600)
    }

    @Test("facts survive a round trip unchanged, and so does an archive of them")
    func roundTrip() throws {
        #expect(Self.facts[0].suppressions.ranges.isEmpty == false)
        #expect(Self.facts[0].publishedProperties.count == 3)
        #expect(Self.facts[1].parseError != nil)
        for facts in Self.facts {
            #expect(try FactsArchive.decode(FactsArchive.encode(facts)[...]) == facts)
        }
        #expect(try FactsArchive.entries(of: FactsArchive.archive(Self.entries.map { ($0.key, $0.value) })) == Self.entries)
        #expect(try FactsArchive.entries(of: FactsArchive.archive([])) == [:])
    }

    @Test("a foreign or older file is a wrong header")
    func wrongHeader() {
        #expect(throws: FactsArchive.FormatError.wrongHeader) { try FactsArchive.entries(of: Array("{\"a\": 1}".utf8)) }
        #expect(throws: FactsArchive.FormatError.wrongHeader) { try FactsArchive.entries(of: []) }
    }

    @Test("every truncation and every corrupted byte is an error or a decode, never a crash")
    func damage() {
        let archive = FactsArchive.archive(Self.entries.map { ($0.key, $0.value) })
        for length in 5..<archive.count {
            #expect(throws: FactsArchive.FormatError.damaged) { try FactsArchive.entries(of: Array(archive[..<length])) }
        }
        #expect(throws: FactsArchive.FormatError.damaged) { try FactsArchive.entries(of: archive + [0]) }
        let chunk = FactsArchive.encode(Self.facts[0])
        for length in 0..<chunk.count {
            #expect(throws: FactsArchive.FormatError.damaged) { try FactsArchive.decode(chunk[..<length]) }
        }
        var generator = SystemRandomNumberGenerator()
        for (bytes, decode) in [(archive, { (b: [UInt8]) in _ = try? FactsArchive.entries(of: b) }),
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
