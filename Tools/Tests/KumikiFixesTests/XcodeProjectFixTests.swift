import Foundation
import KumikiCheck
import KumikiFixes
import KumikiProjects
import Testing
import ToolsTestSupport

/// `check --fix` on Xcode projects and Podfiles in each shape an app has them, end to end: each
/// fixture (under Fixtures/, in the format Xcode writes) is copied, checked, fixed and checked
/// again, and the edited project is read back.
@Suite struct XcodeProjectFixTests {
    @Test func addsAProductOfAReferencedPackageAndRemovesOneNoFileImports() throws {
        let root = try copy("package-product")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try fixCleanly(root, settling: ["undeclared-dependency@ShopWidget/CartWidget.swift:1", "unused-dependency@Shop.xcodeproj/project.pbxproj:91"])
        let read = try readProject(root, "Shop.xcodeproj")
        #expect(dependencies(of: "ShopWidget", in: read) == ["product ShopKit (package shopkit)"])
        #expect(dependencies(of: "Shop", in: read) == ["product ShopKit (package shopkit)"])
        #expect(!project.contains("ShopAnalytics"), "the product no target links any more is gone")
    }

    @Test func referencesALocalPackageTheProjectReachedOnlyThroughAnother() throws {
        let root = try copy("local-package")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try fixCleanly(root, settling: ["undeclared-dependency@Store/StoreApp.swift:2"])
        #expect(project.contains("""
            /* XCLocalSwiftPackageReference "Packages/DesignKit" */ = {
            \t\t\tisa = XCLocalSwiftPackageReference;
            \t\t\trelativePath = Packages/DesignKit;
            \t\t};
            """))
        let read = try readProject(root, "Store.xcodeproj")
        #expect(dependencies(of: "Store", in: read) == ["product Checkout (package checkout)", "product DesignKit (package designkit)"])
        #expect(read.packages.compactMap(\.path).sorted() == ["Packages/Checkout", "Packages/DesignKit"])
    }

    @Test func addsALocalPackageAsAFolderReferenceBeforeXcode15() throws {
        let root = try copy("local-package-folder-reference")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try fixCleanly(root, settling: ["undeclared-dependency@Store/StoreApp.swift:2"])
        #expect(!project.contains("XCLocalSwiftPackageReference"), "objectVersion 56 knows no local package reference")
        #expect(project.contains("/* DesignKit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = DesignKit; path = Packages/DesignKit; sourceTree = \"<group>\"; };"))
        #expect(dependencies(of: "Store", in: try readProject(root, "Store.xcodeproj")) == ["product Checkout", "product DesignKit"])
    }

    @Test func addsAFrameworkTargetWithItsEmbeddingAndRemovesOneNoFileImports() throws {
        let root = try copy("framework-target")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try fixCleanly(root, settling: ["undeclared-dependency@Notes/NotesApp.swift:1", "unused-dependency@Notes.xcodeproj/project.pbxproj:167"])
        #expect(dependencies(of: "Notes", in: try readProject(root, "Notes.xcodeproj")) == ["target Core"])
        #expect(project.contains("/* Core.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = "))
        #expect(!project.contains("Analytics.framework in"), "neither linked nor embedded any more")
        #expect(project.contains("/* Analytics.framework */ = {isa = PBXFileReference;"), "the target itself stays")
    }

    @Test func addsAFrameworkOfASubprojectThroughItsReferenceProxy() throws {
        let root = try copy("subproject-framework")
        defer { try? FileManager.default.removeItem(at: root) }
        let subproject = try String(contentsOf: root.appendingPathComponent("Kit/Kit.xcodeproj/project.pbxproj"), encoding: .utf8)
        let project = try fixCleanly(root, settling: ["undeclared-dependency@Reader/ReaderApp.swift:1"])
        #expect(dependencies(of: "Reader", in: try readProject(root, "Reader.xcodeproj")) == ["target Kit"])
        // The proxy names the subproject's target by its id there, and the link goes through the product's reference proxy.
        let kitTarget = try #require(targetID(named: "Kit", in: subproject))
        #expect(project.contains("remoteGlobalIDString = \(kitTarget);\n\t\t\tremoteInfo = Kit;"))
        #expect(project.contains("/* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = "))
        #expect(try String(contentsOf: root.appendingPathComponent("Kit/Kit.xcodeproj/project.pbxproj"), encoding: .utf8) == subproject)
    }

    @Test func addsThePodsTargetsImportToTheirBlocksAtTheLockedVersion() throws {
        let root = try copy("podfile")
        defer { try? FileManager.default.removeItem(at: root) }
        let podfile = try fixCleanly(root, file: "Podfile", settling: [
            "undeclared-dependency@Gallery/GalleryApp.swift:1", "undeclared-dependency@GalleryTests/GalleryTests.swift:1",
            "undeclared-dependency@GalleryWidget/Widget.swift:1", "undeclared-dependency@GalleryWidget/Widget.swift:2",
        ])
        // The test bundle only inherits search paths: the pod goes to the app that hosts it, once.
        #expect(podfile.contains("""
              target 'Gallery' do
                pod 'Alamofire', '~> 5.9'
                pod 'SDWebImage', '5.20.0'

                target 'GalleryTests' do
                  inherit! :search_paths
                end
              end

              target 'GalleryWidget' do
                pod 'Alamofire', '5.9.1'
                pod 'SDWebImage', '5.20.0'
              end
            """))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Pods").path), "nothing under Pods/ is written")
    }

    @Test func theCommandSaysToRunPodInstall() throws {
        let root = try copy("podfile")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ChildProcess.run(kumikiBinary.path, ["check", "--fix", "--no-cache"], in: root)
        #expect(run.output.contains("note: Podfile names pods it did not; run `pod install` so the Pods project links them"))
        #expect(run.output.contains("fixed 4 findings in 1 file: Podfile; 0 left to do by hand"))
    }

    // MARK: - Support

    /// Checks, fixes and checks again: the findings before are `settling`, the plan leaves nothing
    /// by hand, and afterwards the check is clean. Returns the edited file's text (the project's, by default).
    private func fixCleanly(_ root: URL, file: String? = nil, settling expected: [String]) throws -> String {
        #expect(try findings(root).sorted() == expected.sorted())
        let fixer = Fixer(root: root)
        let plan = fixer.plan(for: try check(root))
        #expect(plan.manual.map(\.instruction) == [])
        #expect(plan.settled == expected.count)
        try fixer.apply(plan)
        #expect(try check(root).map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" } == [])
        let path = try #require(file ?? plan.changes.first?.path)
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private var kumikiBinary: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/kumiki")
    }

    private func copy(_ fixture: String) throws -> URL {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(fixture)")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-fix-\(fixture)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: root)
        return root
    }

    private func check(_ root: URL) throws -> [Diagnostic] {
        let configuration = try ConfigurationLoader.load(explicitFile: nil, searchingFrom: root, presetOverride: nil).configuration
        return try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["."]).diagnostics
    }

    private func findings(_ root: URL) throws -> [String] {
        try check(root).map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" }
    }

    private func readProject(_ root: URL, _ path: String) throws -> ProjectDescription {
        let data = try Data(contentsOf: root.appendingPathComponent(path).appendingPathComponent("project.pbxproj"))
        return try data.withUnsafeBytes { raw in
            try XcodeProjectReader(projectPath: path, root: root.path).read(raw.bindMemory(to: UInt8.self))
        }
    }

    /// A target's id in a project file, as the edit's proxy must name it.
    private func targetID(named name: String, in text: String) -> String? {
        guard let plist = try? PropertyListParser.parse(text), let objects = plist["objects"]?.dictionary else { return nil }
        return objects.first { $0.value["isa"]?.string == "PBXNativeTarget" && $0.value["name"]?.string == name }?.key
    }

    private func dependencies(of target: String, in project: ProjectDescription) -> [String] {
        (project.targets.first { $0.name == target }?.dependencies ?? []).map { dependency in
            dependency.kind == .product ? "product \(dependency.name)" + (dependency.package.map { " (package \($0))" } ?? "") : "target \(dependency.name)"
        }
    }
}
