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

@Suite("Project discovery")
struct ProjectDiscoveryTests {
    @Test("a manifest is a file called exactly Package.swift, at the root or in any folder")
    func manifests() {
        #expect(ProjectDiscovery.isManifest("Package.swift"))
        #expect(ProjectDiscovery.isManifest("Packages/Core/Package.swift"))
        #expect(!ProjectDiscovery.isManifest("MyPackage.swift"))
        #expect(!ProjectDiscovery.isManifest("Sources/App/Package.swift.orig"))
        #expect(!ProjectDiscovery.isManifest("Sources/App/XPackage.swift"))
    }

    @Test("projects in build folders, dependency checkouts and excluded paths are not read; a package with no checked file is not either")
    func candidates() {
        let found = ProjectDiscovery.found(
            bundles: ["App.xcodeproj", "App.xcodeproj/project.xcworkspace", "Pods/Pods.xcodeproj", "Vendor/Kit.xcodeproj"],
            swiftFiles: ["Package.swift", ".build/checkouts/x/Package.swift", "Tools/Package.swift", "Sources/A/A.swift"],
            selectedFiles: ["Sources/A/A.swift"],
            excludes: [Glob("Vendor/**")])
        #expect(found == [.xcodeProject("App.xcodeproj"), .package(".")])
    }
}
