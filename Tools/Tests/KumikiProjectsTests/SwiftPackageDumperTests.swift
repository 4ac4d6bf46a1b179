import Foundation
@testable import KumikiProjects
import Testing

@Suite("swift package dump-package")
struct SwiftPackageDumperTests {
    @Test("dumps a real manifest with the toolchain on PATH")
    func dumpsAManifest() throws {
        let json = try SwiftPackageDumper().dump(packageAt: fixtures.appendingPathComponent("custom-paths-package").path)
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(document["name"] as? String == "Catalog")
    }

    @Test("no toolchain is said as such, so the caller can fall back to the folder convention")
    func noToolchain() {
        let dumper = SwiftPackageDumper(environment: ["PATH": "/nonexistent"])
        #expect(throws: SwiftPackageDumper.Failure.noToolchain("no `swift` executable on PATH (set KUMIKI_SWIFT to name one)")) {
            try dumper.dump(packageAt: "/tmp")
        }
    }

    @Test("a manifest that does not compile reports the compiler's line and message")
    func invalidManifest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-bad-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"X\",\n  targets: [.target(nam: \"A\")])\n".utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        #expect {
            try SwiftPackageDumper().dump(packageAt: folder.path)
        } throws: { error in
            guard case .invalidManifest(let line, _, let message) = error as? SwiftPackageDumper.Failure else { return false }
            return line == 4 && message.contains("nam:")
        }
    }

    @Test("the manifest's error line is taken from SwiftPM's output, or its last error")
    func failureParsing() {
        let output = """
        error: 'x': Invalid manifest (compiled with: ["swiftc"])
        /tmp/x/Package.swift:12:7: error: cannot find 'foo' in scope
        10 | …
        error: invalid manifests at [<AbsolutePath:"/tmp/x">]
        """
        #expect(SwiftPackageDumper.manifestFailure(output, status: 1) == .invalidManifest(line: 12, column: 7, message: "cannot find 'foo' in scope"))
        #expect(SwiftPackageDumper.manifestFailure("error: the package has no manifest\n", status: 1)
            == .invalidManifest(line: nil, column: nil, message: "the package has no manifest"))
    }
}
