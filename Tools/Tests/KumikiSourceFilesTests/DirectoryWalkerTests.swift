import Foundation
import Testing
@testable import KumikiSourceFiles

@Suite("DirectoryWalker")
struct DirectoryWalkerTests {
    @Test("finds nested and hidden files by suffix, follows links to files but not to folders")
    func walk() throws {
        let root = try temporaryFolder([
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
        let found = DirectoryWalker.files(under: root.path, withSuffix: ".swift")
        #expect(found == [".hidden/C.swift", "A.swift", "Deep/Deeper/B.swift", "Linked.swift"])
        #expect(DirectoryWalker.files(under: root.path + "/", withSuffix: ".swift") == found)
        #expect(DirectoryWalker.files(under: root.path, withSuffix: ".swift", prefix: "Sources/") == found.map { "Sources/" + $0 })
    }

    @Test("a link to a file outside the folder walked is left out; one inside it, however written, or dangling, is kept")
    func linksLeavingTheFolder() throws {
        let root = try temporaryFolder(["Project/A.swift": "", "Elsewhere/Secret.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("Project")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Escape.swift").path, withDestinationPath: "../Elsewhere/Secret.swift")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Absolute.swift").path, withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Relative.swift").path, withDestinationPath: "./A.swift")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Dangling.swift").path, withDestinationPath: "Missing.swift")
        // Walked through a link to the project folder itself: the links are judged against where it really is.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Alias").path, withDestinationPath: project.path)
        for walked in [project.path, root.appendingPathComponent("Alias").path] {
            #expect(DirectoryWalker.files(under: walked, withSuffix: ".swift") == ["A.swift", "Dangling.swift", "Relative.swift"])
        }
    }

    @Test("paths come back in UTF-8 byte order, a folder's files where its name with `/` sorts")
    func order() throws {
        let names = ["A0.swift", "A/Z.swift", "A/B/C.swift", "A.swift", "A-B.swift", "a.swift", "\u{C9}.swift", "E\u{301}.swift"]
        let root = try temporaryFolder(names.map { ($0, "") })
        defer { try? FileManager.default.removeItem(at: root) }
        let found = DirectoryWalker.files(under: root.path, withSuffix: ".swift")
        #expect(found == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(found.count == names.count)
    }

    @Test("folders nested a thousand deep are walked without running out of stack")
    func deepNesting() throws {
        let deep = String(repeating: "d/", count: 1_000) + "Deep.swift"
        let root = try temporaryFolder(["Top.swift": "", deep: ""])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(DirectoryWalker.files(under: root.path, withSuffix: ".swift") == ["Top.swift", deep])
    }

    @Test("a folder that does not exist has no files")
    func missing() {
        #expect(DirectoryWalker.files(under: "/nonexistent-\(UUID().uuidString)", withSuffix: ".swift").isEmpty)
    }
}
