import Foundation
import Testing
@testable import KumikiCheck

@Suite("ProjectBoundary: what a check may read")
struct ProjectBoundaryTests {
    @Test("paths inside the root are admitted however written; .., absolute paths and links that leave it are refused")
    func admission() throws {
        let root = try temporaryProject(["App/A.swift": "", "Shared/S.swift": ""])
        let outside = try temporaryProject(["Secret.swift": ""])
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/Escape.swift").path, withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        let boundary = ProjectBoundary(root: root)
        let canonicalRoot = ProjectBoundary.canonical(root.path)
        #expect(try boundary.admit("App/A.swift", relativeTo: root) == canonicalRoot + "/App/A.swift")
        #expect(try boundary.admit("App/../Shared/S.swift", relativeTo: root) == canonicalRoot + "/Shared/S.swift")
        #expect(try boundary.admit(".", relativeTo: root) == canonicalRoot)
        #expect(try boundary.admit("A.swift", relativeTo: root.appendingPathComponent("App")) == canonicalRoot + "/App/A.swift")
        for path in ["../x", "App/../../x", "/etc/passwd", outside.path, "App/Escape.swift", "/dev/zero", "/proc/self/environ"] {
            #expect(throws: CheckError.outsideProject(path: path, root: canonicalRoot), "\(path)") {
                try boundary.admit(path, relativeTo: root)
            }
        }
        #expect(boundary.contains(relativePath: "App/A.swift"))
        #expect(!boundary.contains(relativePath: "App/Escape.swift"))
        #expect(!boundary.contains(relativePath: "../x"))
    }

    @Test("a folder that project: names outside the root is inside the boundary; its neighbours are not")
    func projectFolders() throws {
        let parent = try temporaryProject(["App/.kumiki.yml": "", "Core/Package.swift": "", "Core/Sources/C.swift": "", "Other/O.swift": ""])
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = parent.appendingPathComponent("App")
        let configuration = try Configuration.parse("preset: mvvm-repository\nproject:\n  - ../Core\n", file: ".kumiki.yml")
        let boundary = ProjectBoundary(root: root, configuration: configuration)
        #expect(try boundary.admit("../Core/Sources/C.swift", relativeTo: root).hasSuffix("/Core/Sources/C.swift"))
        #expect(throws: CheckError.self) { try boundary.admit("../Other/O.swift", relativeTo: root) }
    }

    @Test("inside the root, a device or a FIFO is refused as no source file, never opened")
    func specialFiles() throws {
        let root = try temporaryProject(["A.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect {
            try ProjectBoundary(root: root).admit("Pipe.swift", relativeTo: root)
        } throws: { error in
            guard case CheckError.unreadablePath(_, let reason) = error else { return false }
            return reason.contains("a FIFO")
        }
    }
}
