import Foundation
import Testing
@testable import KumikiCheck

@Suite("CheckScope")
struct CheckScopeTests {
    @Test("plain relative paths are told from ones with empty, '.' or '..' components")
    func plainRelativePaths() {
        for plain in ["A.swift", "Sources/App/A.swift", ".hidden/A.swift", "a.b/..c/.../A.swift", "Sources/.A.swift"] {
            #expect(CheckScope.isPlainRelative(plain), "\(plain)")
        }
        for other in ["", "/A.swift", "./A.swift", "../A.swift", "Sources/./A.swift", "Sources/../A.swift", "Sources//A.swift", "Sources/", ".", ".."] {
            #expect(!CheckScope.isPlainRelative(other), "\(other)")
        }
    }

    @Test("the reported file count takes only the files in the requested folders, however the analysed paths are written")
    func reportedFileCount() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-scope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = root.appendingPathComponent(".kumiki.yml")
        try Data("preset: mvvm-repository\n".utf8).write(to: configuration)
        let files = ["Sources/App/A.swift", "./Sources/App/B.swift", "Tests/../Sources/C.swift", "Tests/T.swift", "SourcesExtra/D.swift"]
        let sources = CheckScope(paths: ["Sources"], configurationFile: configuration, currentDirectory: root)
        #expect(sources.reportedFileCount(ofFiles: files) == 3)
        let whole = CheckScope(paths: ["."], configurationFile: configuration, currentDirectory: root)
        #expect(whole.reportedFileCount(ofFiles: files) == 5)
        #expect(sources.reportedPath("./Sources/App/B.swift") == "Sources/App/B.swift")
        #expect(sources.reportedPath("Tests/T.swift") == nil)
    }
}
