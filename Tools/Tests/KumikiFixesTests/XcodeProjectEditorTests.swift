import Foundation
import KumikiFixes
import KumikiProjects
import Testing

/// The `project.pbxproj` edits themselves: what is written, where, and what is refused.
@Suite struct XcodeProjectEditorTests {
    /// An app that links Alamofire from a remote package, and a widget that links nothing.
    private let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tAA0000000000000000000001 /* Alamofire in Frameworks */ = {isa = PBXBuildFile; productRef = AA0000000000000000000002 /* Alamofire */; };
        /* End PBXBuildFile section */

        /* Begin PBXFrameworksBuildPhase section */
        \t\tAA0000000000000000000003 /* Frameworks */ = {
        \t\t\tisa = PBXFrameworksBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tAA0000000000000000000001 /* Alamofire in Frameworks */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXNativeTarget section */
        \t\tAA0000000000000000000004 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\tAA0000000000000000000003 /* Frameworks */,
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = App;
        \t\t\tpackageProductDependencies = (
        \t\t\t\tAA0000000000000000000002 /* Alamofire */,
        \t\t\t);
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tAA0000000000000000000005 /* Widget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = Widget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tAA0000000000000000000006 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = AA0000000000000000000007;
        \t\t\tpackageReferences = (
        \t\t\t\tAA0000000000000000000008 /* XCRemoteSwiftPackageReference "Alamofire" */,
        \t\t\t);
        \t\t\tprojectDirPath = "";
        \t\t\ttargets = (
        \t\t\t\tAA0000000000000000000004 /* App */,
        \t\t\t\tAA0000000000000000000005 /* Widget */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin XCRemoteSwiftPackageReference section */
        \t\tAA0000000000000000000008 /* XCRemoteSwiftPackageReference "Alamofire" */ = {
        \t\t\tisa = XCRemoteSwiftPackageReference;
        \t\t\trepositoryURL = "https://github.com/Alamofire/Alamofire.git";
        \t\t\trequirement = {
        \t\t\t\tkind = upToNextMajorVersion;
        \t\t\t\tminimumVersion = 5.9.0;
        \t\t\t};
        \t\t};
        /* End XCRemoteSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        \t\tAA0000000000000000000002 /* Alamofire */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = AA0000000000000000000008 /* XCRemoteSwiftPackageReference "Alamofire" */;
        \t\t\tproductName = Alamofire;
        \t\t};
        /* End XCSwiftPackageProductDependency section */
        \t};
        \trootObject = AA0000000000000000000006 /* Project object */;
        }

        """

    @Test func addsAProductOfARemotePackageWithAFrameworksPhaseTheTargetLacked() throws {
        var editor = XcodeProjectEditor(text: project, projectPath: "App.xcodeproj")
        #expect(editor.add(DeclaredDependency(kind: .product, name: "Alamofire", package: "alamofire"), toTarget: "Widget") == .edited)
        let added = lines(of: editor.text).filter { !lines(of: project).contains($0) }
        let ids = Set(added.flatMap { $0.matches(of: /[0-9A-F]{24}/).map { String($0.output) } }).subtracting(lines(of: project).flatMap { $0.matches(of: /[0-9A-F]{24}/).map { String($0.output) } })
        #expect(ids.count == 3, "a product dependency, a build file and a phase, each with a fresh id: \(ids)")
        #expect(added.contains { $0.hasSuffix("/* Alamofire in Frameworks */ = {isa = PBXBuildFile; productRef = \(ids.first { id in editor.text.contains("\(id) /* Alamofire */ = {") } ?? "?") /* Alamofire */; };") })
        #expect(editor.text.contains("\t\t\tpackage = AA0000000000000000000008 /* XCRemoteSwiftPackageReference \"Alamofire\" */;\n\t\t\tproductName = Alamofire;\n"))
        // The widget's new key goes in its sorted place, between name and productType.
        #expect(editor.text.contains("\t\t\tname = Widget;\n\t\t\tpackageProductDependencies = (\n\t\t\t\t"))
        let read = try XcodeProjectReader(projectPath: "App.xcodeproj", root: "/").read(PropertyListParser.parse(editor.text))
        #expect(read.targets.first { $0.name == "Widget" }?.dependencies.map(\.name) == ["Alamofire"])
        // Made twice, the edit changes nothing more.
        let once = editor.text
        #expect(editor.add(DeclaredDependency(kind: .product, name: "Alamofire", package: "alamofire"), toTarget: "Widget") == .unchanged)
        #expect(editor.text == once)
    }

    @Test func removingAProductLeavesTheOtherTargetsAndThePackageReference() throws {
        var editor = XcodeProjectEditor(text: project, projectPath: "App.xcodeproj")
        #expect(editor.add(DeclaredDependency(kind: .product, name: "Alamofire", package: "alamofire"), toTarget: "Widget") == .edited)
        let withWidget = editor.text
        #expect(editor.remove(DeclaredDependency(kind: .product, name: "Alamofire", package: "alamofire"), fromTarget: "App") == .edited)
        #expect(!editor.text.contains("AA0000000000000000000001"), "the app's build file is gone")
        #expect(!editor.text.contains("AA0000000000000000000002"), "and its product dependency, which nothing names any more")
        #expect(editor.text.contains("XCRemoteSwiftPackageReference \"Alamofire\" */ = {"), "the package stays referenced")
        #expect(withWidget.count - editor.text.count > 0)
        let read = try XcodeProjectReader(projectPath: "App.xcodeproj", root: "/").read(PropertyListParser.parse(editor.text))
        #expect(read.targets.map { $0.dependencies.map(\.name) } == [[], ["Alamofire"]])
    }

    @Test func aPackageTheProjectDoesNotReferenceIsLeftToXcode() {
        var editor = XcodeProjectEditor(text: project, projectPath: "App.xcodeproj")
        #expect(editor.add(DeclaredDependency(kind: .product, name: "Nuke", package: "nuke"), toTarget: "App")
            == .manual("the project references no package nuke; add it in Xcode (File › Add Package Dependencies…)"))
        #expect(editor.text == project)
    }

    /// Kit.xcodeproj, a framework project of the same workspace.
    private var kitProject: String {
        get throws {
            let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/subproject-framework/Kit/Kit.xcodeproj/project.pbxproj")
            return try String(contentsOf: fixture, encoding: .utf8)
        }
    }

    @Test func aFrameworkOfAProjectTheProjectHasNoReferenceToIsLeftToXcode() throws {
        let kit = try kitProject
        var editor = XcodeProjectEditor(text: project, projectPath: "App.xcodeproj") { path in path == "Kit/Kit.xcodeproj/project.pbxproj" ? kit : nil }
        let outcome = editor.add(DeclaredDependency(kind: .target, name: "Kit", project: "Kit/Kit.xcodeproj"), toTarget: "App")
        #expect(outcome == .manual("App.xcodeproj references neither Kit.xcodeproj as a subproject nor Kit.framework among its built products; add Kit in Xcode"))
        #expect(editor.text == project)
    }

    @Test func aWorkspaceSiblingsFrameworkIsLinkedAndEmbeddedThroughTheBuiltProductReference() throws {
        let kit = try kitProject
        let withReference = project.replacingOccurrences(of: "/* End PBXBuildFile section */\n", with: """
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            \t\tAA0000000000000000000009 /* Kit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            /* End PBXFileReference section */

            """)
        var editor = XcodeProjectEditor(text: withReference, projectPath: "App.xcodeproj") { path in path == "Kit/Kit.xcodeproj/project.pbxproj" ? kit : nil }
        #expect(editor.add(DeclaredDependency(kind: .target, name: "Kit", project: "Kit/Kit.xcodeproj"), toTarget: "App") == .edited)
        #expect(editor.text.contains("/* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000009 /* Kit.framework */; };"))
        #expect(editor.text.contains("/* Kit.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000009 /* Kit.framework */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };"))
        #expect(editor.text.contains("\t\t\tname = \"Embed Frameworks\";"))
        // Xcode builds it first as an implicit dependency: no target dependency to another project's target.
        #expect(!editor.text.contains("PBXTargetDependency"))
        #expect(editor.add(DeclaredDependency(kind: .target, name: "Kit", project: "Kit/Kit.xcodeproj"), toTarget: "App") == .unchanged)
        // An app that only embedded it gets the link, and keeps its one embedding.
        let linkLine = try #require(editor.text.split(separator: "\n").first { $0.hasSuffix("/* Kit.framework in Frameworks */,") })
        var embeddedOnly = XcodeProjectEditor(text: editor.text.replacingOccurrences(of: linkLine + "\n", with: ""), projectPath: "App.xcodeproj") { path in
            path == "Kit/Kit.xcodeproj/project.pbxproj" ? kit : nil
        }
        #expect(embeddedOnly.add(DeclaredDependency(kind: .target, name: "Kit", project: "Kit/Kit.xcodeproj"), toTarget: "App") == .edited)
        #expect(embeddedOnly.text.components(separatedBy: "in Embed Frameworks */ = {isa = PBXBuildFile;").count == 2)
    }

    @Test func aListNotWrittenOneElementPerLineIsNotEdited() {
        let squeezed = project.replacingOccurrences(of: "\t\t\tpackageProductDependencies = (\n\t\t\t\tAA0000000000000000000002 /* Alamofire */,\n\t\t\t);",
                                                    with: "\t\t\tpackageProductDependencies = (AA0000000000000000000002, );")
        var editor = XcodeProjectEditor(text: squeezed, projectPath: "App.xcodeproj")
        guard case .manual(let reason) = editor.remove(DeclaredDependency(kind: .product, name: "Alamofire"), fromTarget: "App") else {
            Issue.record("a squeezed list was edited")
            return
        }
        #expect(reason.contains("one element per line"))
        #expect(editor.text == squeezed)
    }

    @Test func aDamagedFileIsRefusedWithItsLine() {
        var editor = XcodeProjectEditor(text: "{ objects = { A = {isa = PBXProject; ", projectPath: "App.xcodeproj")
        guard case .manual(let reason) = editor.add(DeclaredDependency(kind: .target, name: "Core"), toTarget: "App") else {
            Issue.record("a damaged file was edited")
            return
        }
        #expect(reason.hasPrefix("the project file does not parse (line 1"))
    }

    private func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
