import Foundation
import Testing
@testable import KumikiCheck

@Suite("DirectoryWalker")
struct DirectoryWalkerTests {
    @Test("finds nested and hidden files by suffix, follows links to files but not to folders")
    func walk() throws {
        let root = try temporaryProject([
            "A.swift": "",
            "Notes.md": "",
            "Deep/Deeper/B.swift": "",
            ".hidden/C.swift": "",
            "Deep/D.swiftinterface": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Linked.swift").path, withDestinationPath: root.appendingPathComponent("A.swift").path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Loop").path, withDestinationPath: root.path)
        let found = DirectoryWalker.files(under: root.path, withSuffix: ".swift").sorted()
        #expect(found == [".hidden/C.swift", "A.swift", "Deep/Deeper/B.swift", "Linked.swift"])
        #expect(DirectoryWalker.files(under: root.path + "/", withSuffix: ".swift").sorted() == found)
    }

    @Test("a folder that does not exist has no files")
    func missing() {
        #expect(DirectoryWalker.files(under: "/nonexistent-\(UUID().uuidString)", withSuffix: ".swift").isEmpty)
    }
}
