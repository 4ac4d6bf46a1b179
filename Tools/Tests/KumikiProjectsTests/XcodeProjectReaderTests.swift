import Foundation
import KumikiProjects
import Testing

@Suite("Xcode projects")
struct XcodeProjectReaderTests {
    @Test("Xcode 16: synchronized folders, their exception sets, and a file a second target gains from another target's folder")
    func synchronizedFolders() throws {
        let project = try readXcodeProject("Shop.xcodeproj", inFixture: "xcode16-app")
        #expect(project.kind == .xcodeProject)
        #expect(project.name == "Shop")
        #expect(project.targets.map(\.name) == ["Shop", "ShopKit", "ShopAnalytics", "ShopWidget", "ShopTests"])
        #expect(project.targets.map(\.kind) == [.app, .framework, .framework, .appExtension, .unitTest])
        let files = try swiftFiles(inFixture: "xcode16-app")
        #expect(membership([project], files: files) == [
            "Scripts/GenerateIcons.swift: ",
            "Shared/Currency.swift: Shop",
            "Shared/PriceFormatter.swift: Shop, ShopWidget",
            "Shop/ContentView.swift: Shop",
            "Shop/Legacy/OldScreen.swift: ",
            "Shop/ShopApp.swift: Shop",
            "ShopAnalytics/Tracker.swift: ShopAnalytics",
            "ShopKit/Cart.swift: ShopKit",
            "ShopTests/CartTests.swift: ShopTests",
            "ShopWidget/ShopWidget.swift: ShopWidget",
        ])
    }

    @Test("Xcode 16: declared dependencies, each with the line of the target's list that declares it")
    func synchronizedDependencies() throws {
        let project = try readXcodeProject("Shop.xcodeproj", inFixture: "xcode16-app")
        let shop = try #require(project.target("Shop"))
        #expect(shop.dependencies.map(\.name) == ["ShopKit", "ShopAnalytics", "ShopWidget"])
        #expect(shop.dependencies.allSatisfy { $0.kind == .target && $0.location?.file == "Shop.xcodeproj/project.pbxproj" })
        let text = try String(contentsOf: fixtures.appendingPathComponent("xcode16-app/Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(shop.dependencies.first?.location?.line)
        #expect(lines[line - 1].contains("/* PBXTargetDependency */,"))
        #expect(project.target("ShopTests")?.dependencies.map(\.name) == ["Shop"])
        #expect(project.target("ShopWidget")?.dependencies.isEmpty == true)
    }

    @Test("Xcode 15: groups of every source tree, a variant group, a file in two targets, a file in no target")
    func classicGroups() throws {
        let project = try readXcodeProject("Legacy.xcodeproj", inFixture: "xcode15-app")
        #expect(project.targets.map(\.name) == ["Legacy", "LegacyKit", "LegacyTests"])
        #expect(project.targets.map(\.kind) == [.app, .framework, .unitTest])
        let files = try swiftFiles(inFixture: "xcode15-app")
        #expect(membership([project], files: files) == [
            "App/AppDelegate.swift: Legacy",
            "App/Screens/Cells/ProductCell.swift: Legacy",
            "App/Screens/HomeViewController.swift: Legacy",
            "App/Unused.swift: ",
            "Core/Model.swift: Legacy, LegacyKit",
            "Features/Home/HomeFeature.swift: Legacy",
            "Kit/Formatter.swift: LegacyKit",
            "LegacyTests/HomeTests.swift: LegacyTests",
            "Packages/LegacyCore/Package.swift: ",
            "Packages/LegacyCore/Sources/LegacyCore/Session.swift: ",
        ])
        // The generated file lives where only a build knows: skipped, and said so.
        #expect(project.unresolvedReferences == [
            UnresolvedReference(path: "Generated/Strings.swift", sourceTree: "BUILT_PRODUCTS_DIR", targets: ["Legacy"]),
        ])
    }

    @Test("Xcode 15: a framework linked from the same project, package products and their packages")
    func classicDependencies() throws {
        let project = try readXcodeProject("Legacy.xcodeproj", inFixture: "xcode15-app")
        let legacy = try #require(project.target("Legacy"))
        // Package products come from the target's list; LegacyKit only from the Frameworks phase.
        #expect(legacy.dependencies.map(\.name) == ["Algorithms", "LegacyCore", "LegacyKit"])
        #expect(legacy.dependencies.map(\.kind) == [.product, .product, .target])
        #expect(legacy.dependencies[0].package == "swift-algorithms")
        #expect(legacy.dependencies[1].package == "legacycore")
        #expect(project.packages == [
            PackageReference(identity: "swift-algorithms", url: "https://github.com/apple/swift-algorithms"),
            PackageReference(identity: "legacycore", path: "Packages/LegacyCore"),
        ])
        #expect(project.target("LegacyTests")?.dependencies.map(\.name) == ["Legacy"])
    }

    @Test("an absolute path, a path climbing out of its group, a virtual group and a module name from the build settings")
    func pathsAndModuleNames() throws {
        let root = "/work/app"
        let pbxproj = Self.project(objects: """
            MAIN = {isa = PBXGroup; children = (VIRTUAL, SUB); sourceTree = "<group>"; };
            VIRTUAL = {isa = PBXGroup; children = (ABS, UP); name = Virtual; sourceTree = "<group>"; };
            SUB = {isa = PBXGroup; children = (NESTED); path = "Sources/App"; sourceTree = "<group>"; };
            ABS = {isa = PBXFileReference; path = /work/app/Vendor/Absolute.swift; sourceTree = "<absolute>"; };
            UP = {isa = PBXFileReference; path = ../Shared/Up.swift; sourceTree = "<group>"; };
            NESTED = {isa = PBXFileReference; path = "Screens/Home Screen.swift"; sourceTree = "<group>"; };
            BF1 = {isa = PBXBuildFile; fileRef = ABS; };
            BF2 = {isa = PBXBuildFile; fileRef = UP; };
            BF3 = {isa = PBXBuildFile; fileRef = NESTED; };
            SRC = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, BF3); };
            CONFIG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(TARGET_NAME:c99extidentifier)Kit"; }; name = Debug; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (CONFIG); };
            T = {isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = (SRC); name = "My App"; productType = "com.apple.product-type.framework"; };
            """)
        let project = try XcodeProjectReader(projectPath: "Project/My.xcodeproj", root: root).read(PropertyListParser.parse(pbxproj))
        let target = try #require(project.targets.first)
        #expect(target.sources.files == ["Vendor/Absolute.swift", "Shared/Up.swift", "Project/Sources/App/Screens/Home Screen.swift"])
        #expect(target.moduleName == "My_AppKit")
    }

    @Test("a group that lists itself, and references to objects the file lacks, read without hanging")
    func damagedReferences() throws {
        let pbxproj = Self.project(objects: """
            MAIN = {isa = PBXGroup; children = (LOOP, MISSING); sourceTree = "<group>"; };
            LOOP = {isa = PBXGroup; children = (LOOP, MAIN, FILE); path = Loop; sourceTree = "<group>"; };
            FILE = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            BF = {isa = PBXBuildFile; fileRef = FILE; };
            BAD = {isa = PBXBuildFile; fileRef = NOWHERE; };
            SRC = {isa = PBXSourcesBuildPhase; files = (BF, BAD, GHOST); };
            T = {isa = PBXNativeTarget; buildPhases = (SRC, GHOSTPHASE); dependencies = (GHOSTDEP); name = App; productType = "com.apple.product-type.application"; };
            """)
        let project = try XcodeProjectReader(projectPath: "App.xcodeproj", root: "/r").read(PropertyListParser.parse(pbxproj))
        #expect(project.targets.first?.sources.files == ["Loop/A.swift"])
    }

    @Test("a project without objects, root object or target names is a located error", arguments: [
        ("{ rootObject = P; }", "not an Xcode project: there is no 'objects' dictionary"),
        ("{ objects = { P = {isa = PBXGroup; }; }; rootObject = P; }", "not an Xcode project: 'rootObject' names no PBXProject"),
        ("{ objects = { P = {isa = PBXProject; targets = (T); }; }; rootObject = P; }", "the project's target list names an object the file does not define"),
        ("{ objects = { P = {isa = PBXProject; targets = (T); }; T = {isa = PBXNativeTarget; }; }; rootObject = P; }", "a target has no name"),
    ])
    func notAProject(text: String, message: String) throws {
        let reader = XcodeProjectReader(projectPath: "App.xcodeproj", root: "/r")
        #expect { try reader.read(PropertyListParser.parse(text)) } throws: { error in
            guard let error = error as? ProjectReadError else { return false }
            return error.message == message && error.file == "App.xcodeproj/project.pbxproj" && error.line == 1
        }
    }

    @Test("a damaged project file names the file, line and column")
    func damagedFile() throws {
        var bytes = try fixtureBytes("xcode16-app/Shop.xcodeproj/project.pbxproj")
        bytes.removeLast(200)
        let reader = XcodeProjectReader(projectPath: "Shop.xcodeproj", root: "/r")
        let outcome = bytes.withUnsafeBufferPointer { buffer in Result { () throws(ProjectReadError) in try reader.read(buffer) } }
        guard case .failure(let error) = outcome else {
            Issue.record("a truncated project was read")
            return
        }
        #expect(error.file == "Shop.xcodeproj/project.pbxproj")
        #expect(error.line.map { $0 > 600 } == true)
        #expect(error.message.hasPrefix("not a valid project file: "))
    }

    /// A minimal project around `objects` (a target `T` listed, main group `MAIN`).
    static func project(objects: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                P = {isa = PBXProject; mainGroup = MAIN; targets = (T); };
        \(objects)
            };
            rootObject = P;
        }
        """
    }
}
