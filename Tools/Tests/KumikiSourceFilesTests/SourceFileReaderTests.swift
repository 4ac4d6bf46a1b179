import Foundation
import Testing
@testable import KumikiSourceFiles

@Suite("SourceFileReader")
struct SourceFileReaderTests {
    @Test("reads a file's exact bytes, empty or large; a folder or a missing file is nil")
    func read() throws {
        let large = String(repeating: "let value = \"日本語\"\n", count: 20_000)
        let root = try temporaryFolder(["A.swift": "struct A {}\n", "Empty.swift": "", "Large.swift": large])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(SourceFileReader.bytes(atPath: root.appendingPathComponent("A.swift").path) == Array("struct A {}\n".utf8))
        #expect(SourceFileReader.bytes(atPath: root.appendingPathComponent("Empty.swift").path) == [])
        #expect(SourceFileReader.bytes(atPath: root.appendingPathComponent("Large.swift").path) == Array(large.utf8))
        #expect(SourceFileReader.bytes(atPath: root.path) == nil)
        #expect(SourceFileReader.bytes(atPath: root.appendingPathComponent("Missing.swift").path) == nil)
    }
}
