import Foundation
import Testing
@testable import KumikiCheck

/// `kumiki` on the projects teams have: Xcode projects and workspaces, and packages as SwiftPM evaluates them.
@Suite("Checking projects", .serialized)
struct ProjectCheckTests {
    /// `kumiki layers --format json` of `folder`, decoded.
    func layers(_ folder: URL, environment: [String: String] = [:]) throws -> [String: Any] {
        let result = try kumiki(["layers", "--format", "json"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    /// Each file of a layers report as `path: layer [targets]`.
    func files(_ report: [String: Any]) -> [String] {
        (report["files"] as? [[String: Any]] ?? []).map { file in
            "\(file["path"] ?? ""): \(file["layer"] as? String ?? "-") [\((file["targets"] as? [String] ?? []).joined(separator: ", "))]"
        }
    }

    @Test("Xcode 16: every Swift file gets exactly the targets Xcode compiles it in, and layers come from targets")
    func xcode16Layers() throws {
        let project = try projectFixture("xcode16-app")
        defer { try? FileManager.default.removeItem(at: project) }
        let report = try layers(project)
        #expect(files(report) == [
            "Scripts/GenerateIcons.swift: - []",
            "Shared/Currency.swift: App [Shop]",
            "Shared/PriceFormatter.swift: App [Shop, ShopWidget]",
            "Shop/ContentView.swift: App [Shop]",
            "Shop/Legacy/OldScreen.swift: - []",
            "Shop/ShopApp.swift: App [Shop]",
            "ShopAnalytics/Tracker.swift: Kit [ShopAnalytics]",
            "ShopKit/Cart.swift: Kit [ShopKit]",
            "ShopTests/CartTests.swift: Tests [ShopTests]",
            "ShopWidget/ShopWidget.swift: App [ShopWidget]",
        ])
        #expect(report["unbuilt"] as? [String] == ["Scripts/GenerateIcons.swift", "Shop/Legacy/OldScreen.swift"])
        let projects = try #require(report["projects"] as? [[String: Any]])
        #expect(projects.map { $0["path"] as? String } == ["Shop.xcodeproj"])
        let targets = try #require(projects.first?["targets"] as? [[String: Any]])
        #expect(targets.map { "\($0["name"] ?? "") \($0["kind"] ?? "") \(($0["dependencies"] as? [String] ?? []).joined(separator: ","))" } == [
            "Shop app ShopKit,ShopAnalytics,ShopWidget", "ShopKit framework ", "ShopAnalytics framework ",
            "ShopWidget extension ", "ShopTests unit-test Shop",
        ])
        let text = try kumiki(["layers"], in: project)
        #expect(text.output.contains("Shared/PriceFormatter.swift  App    target Shop  [Shop, ShopWidget]"))
        #expect(text.output.contains("Files in no target (2), not checked"))
    }

    @Test("both dependency rules fire on planted faults: an import the widget does not declare, a framework the app does not use")
    func xcode16Rules() throws {
        let project = try projectFixture("xcode16-app")
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try kumiki(["check", "--no-cache"], in: project)
        #expect(result.status == 1)
        let pbxproj = try String(contentsOf: project.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        // The Shop target lists its dependencies ShopKit, ShopAnalytics, ShopWidget first in the file.
        let dependencyLines = pbxproj.indices.filter { pbxproj[$0].hasSuffix("/* PBXTargetDependency */,") }
        let analyticsLine = dependencyLines[1] + 1
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "Shop.xcodeproj/project.pbxproj:\(analyticsLine):1: warning: The target Shop declares a dependency on ShopAnalytics, but none of its files imports it; remove the dependency, or keep it with `// kumiki:disable:next unused-dependency` if it is needed only to be linked. [unused-dependency]",
            "ShopWidget/ShopWidget.swift:1:1: error: This file imports ShopKit, but the target ShopWidget does not declare it; add ShopKit to the target's Frameworks, Libraries, and Embedded Content. [undeclared-dependency]",
        ])
    }

    @Test("files no target compiles are not checked, unless check_unbuilt says so")
    func unbuiltFiles() throws {
        let planted = "class Base {}\nfinal class Derived: Base {}\n"
        let project = try projectFixture("xcode16-app", changes: ["Scripts/Inherit.swift": planted])
        defer { try? FileManager.default.removeItem(at: project) }
        let skipped = try kumiki(["check", "--no-cache", "--format", "summary"], in: project)
        #expect(!skipped.output.contains("no-project-superclass"))
        let configuration = try String(contentsOf: project.appendingPathComponent(".kumiki.yml"), encoding: .utf8)
        try Data((configuration + "check_unbuilt: true\n").utf8).write(to: project.appendingPathComponent(".kumiki.yml"))
        let checked = try kumiki(["check", "--no-cache"], in: project)
        #expect(checked.output.contains("Scripts/Inherit.swift:2:1: error: Derived inherits from Base"))
    }

    @Test("test targets may share a base XCTestCase; include_tests checks them again")
    func superclassInTests() throws {
        let project = try projectFixture("xcode16-app", changes: [
            "ShopTests/ShopTestCase.swift": "import XCTest\n\nclass ShopTestCase: XCTestCase {}\n",
            "ShopTests/CartTests.swift": "@testable import Shop\nimport XCTest\n\nfinal class CartTests: ShopTestCase {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(!(try kumiki(["check", "--no-cache"], in: project).output.contains("no-project-superclass")))
        let configuration = try String(contentsOf: project.appendingPathComponent(".kumiki.yml"), encoding: .utf8)
        try Data((configuration + "rules:\n  no-project-superclass:\n    include_tests: true\n").utf8).write(to: project.appendingPathComponent(".kumiki.yml"))
        #expect(try kumiki(["check", "--no-cache"], in: project).output.contains("ShopTests/CartTests.swift:4:1: error: CartTests inherits from ShopTestCase"))
    }

    @Test("Xcode 15: a build-setting source tree is skipped and said so; a file in two targets; a local package of the project")
    func xcode15() throws {
        let project = try projectFixture("xcode15-app")
        defer { try? FileManager.default.removeItem(at: project) }
        let text = try kumiki(["layers"], in: project)
        #expect(text.status == 0, "\(text.error)")
        #expect(text.output.contains("skipped, cannot be placed: Generated/Strings.swift (source tree BUILT_PRODUCTS_DIR, in Legacy)"))
        let report = try layers(project)
        #expect(files(report).contains("Core/Model.swift: - [Legacy, LegacyKit]"))
        #expect(files(report).contains("Packages/LegacyCore/Sources/LegacyCore/Session.swift: - [LegacyCore]"))
        // The app imports LegacyKit, linked from the same project, and LegacyCore, a product of its local
        // package: both declared. Algorithms is declared and never imported.
        let check = try kumiki(["check", "--no-cache", "--format", "summary"], in: project)
        #expect(check.output.contains("unused-dependency: 1"))
        #expect(!check.output.contains("undeclared-dependency"))
    }

    @Test("a workspace: its projects and packages read once each, through groups, and the package's product resolved")
    func workspace() throws {
        let project = try projectFixture("workspace-app")
        defer { try? FileManager.default.removeItem(at: project) }
        let report = try layers(project)
        let projects = try #require(report["projects"] as? [[String: Any]])
        #expect(projects.map { $0["path"] as? String } == ["App/Store.xcodeproj", "Modules/Feed/Feed.xcodeproj", "Packages/StoreCore"])
        #expect(files(report) == [
            "App/Store/StoreApp.swift: - [Store]",
            "Modules/Feed/Feed/FeedView.swift: - [Feed]",
            "Packages/StoreCore/Sources/StoreCore/Session.swift: - [StoreCore]",
            "Packages/StoreCore/Tests/StoreCoreTests/SessionTests.swift: - [StoreCoreTests]",
        ])
        let check = try kumiki(["check", "--no-cache"], in: project)
        // The app's StoreCore product resolves to the workspace's package. The app uses Feed, and Feed
        // uses StoreCore, only because the workspace builds them side by side: both undeclared.
        #expect(check.output.split(separator: "\n").map(String.init) == [
            "App/Store/StoreApp.swift:1:1: error: This file imports Feed, but the target Store does not declare it; add Feed to the target's Frameworks, Libraries, and Embedded Content. [undeclared-dependency]",
            "Modules/Feed/Feed/FeedView.swift:1:1: error: This file imports StoreCore, but the target Feed does not declare it; add StoreCore to the target's Frameworks, Libraries, and Embedded Content. [undeclared-dependency]",
        ])
    }

    /// A `swift` that logs each call to `swift-calls.log` in `project` and runs the real one: `KUMIKI_SWIFT` for a test.
    func loggingSwift(in project: URL) throws -> (environment: [String: String], log: URL) {
        let log = project.appendingPathComponent("swift-calls.log")
        let wrapper = project.appendingPathComponent("swift-wrapper.sh")
        let swift = try #require(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swift" }
            .first { FileManager.default.isExecutableFile(atPath: $0) })
        try Data("#!/bin/sh\necho \"$@\" >> '\(log.path)'\nexec '\(swift)' \"$@\"\n".utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        return (["KUMIKI_SWIFT": wrapper.path], log)
    }

    /// How many times the logging `swift` ran.
    func calls(_ log: URL) -> Int {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    static let customPathsFiles = [
        "Code/Core/Item.swift: - [CatalogCore]",
        "Code/UI/CatalogScreen.swift: - [CatalogUI]",
        "Code/UI/Views/ItemRow.swift: View [CatalogUI]",
        "Tests/CatalogCoreTests/ItemTests.swift: - [CatalogCoreTests]",
        "Tool/main.swift: - [catalog-tool]",
        "Code/Core/Legacy/OldItem.swift: - []",
        "Code/UI/Preview.swift: - []",
        "Scripts/bump.swift: - []",
    ].sorted()

    @Test("a package with custom paths, read as SwiftPM evaluates it without starting swift; a warm run reads no project file")
    func packageAndWarmRun() throws {
        let project = try projectFixture("custom-paths-package")
        defer { try? FileManager.default.removeItem(at: project) }
        let (environment, log) = try loggingSwift(in: project)
        #expect(files(try layers(project, environment: environment)) == Self.customPathsFiles)
        #expect(calls(log) == 0)
        // Stamps written within two seconds of a run are not trusted; past that, a re-run only stats.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try kumiki(["check"], in: project, environment: environment)
        let warm = try kumiki(["check"], in: project, environment: environment)
        #expect(warm.status == 0, "\(warm.output)\(warm.error)")
        #expect(calls(log) == 0)
    }

    /// The fixture's manifest with its name made by a function the static reader does not evaluate.
    static let manifestNeedingSwift = """
        // swift-tools-version: 5.9
        import PackageDescription

        func catalogName() -> String {
            var rounds = 0
            while rounds < 1 { rounds += 1 }
            return "Catalog"
        }

        let package = Package(
            name: catalogName(),
            products: [.library(name: "Catalog", targets: ["CatalogCore", "CatalogUI"])],
            targets: [
                .target(name: "CatalogCore", path: "Code/Core", exclude: ["Legacy", "README.md"]),
                .target(name: "CatalogUI", dependencies: ["CatalogCore"], path: "Code/UI", sources: ["Views", "CatalogScreen.swift"]),
                .executableTarget(name: "catalog-tool", dependencies: [.target(name: "CatalogCore")], path: "Tool"),
                .testTarget(name: "CatalogCoreTests", dependencies: ["CatalogCore"]),
            ]
        )

        """

    @Test("a manifest the static reader cannot evaluate is dumped once, reads the same, and says why in kumiki layers")
    func manifestFallback() throws {
        let project = try projectFixture("custom-paths-package", changes: ["Package.swift": Self.manifestNeedingSwift])
        defer { try? FileManager.default.removeItem(at: project) }
        let (environment, log) = try loggingSwift(in: project)
        let report = try layers(project, environment: environment)
        #expect(files(report) == Self.customPathsFiles)
        #expect(calls(log) == 1)
        let package = try #require((report["projects"] as? [[String: Any]])?.first)
        #expect((package["manifest_fallback"] as? String)?.contains("a whileStmt in a function or closure") == true, "\(package)")
        Thread.sleep(forTimeInterval: 2.2)
        _ = try kumiki(["check"], in: project, environment: environment)
        #expect(try kumiki(["check"], in: project, environment: environment).status == 0)
        #expect(calls(log) == 1)
    }

    @Test("without a toolchain a manifest the static reader evaluates is read in full; one it cannot is read by the folder convention, and the user is told")
    func noToolchain() throws {
        let readable = try projectFixture("custom-paths-package")
        defer { try? FileManager.default.removeItem(at: readable) }
        let noSwift = ["KUMIKI_SWIFT": "/nonexistent/swift"]
        #expect(files(try layers(readable, environment: noSwift)) == Self.customPathsFiles)
        let project = try projectFixture("custom-paths-package", changes: ["Package.swift": Self.manifestNeedingSwift])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try kumiki(["check", "--no-cache"], in: project, environment: noSwift)
        #expect(result.status == 0)
        #expect(result.error.contains("note: Package.swift was read by the folder convention (Sources/<Target>, Tests/<Target>)"), "\(result.error)")
    }

    /// A damaged project file of each kind, with where its reader says it goes wrong and why.
    static let damagedProjects: [(fixture: String, file: String, contents: String, project: String, location: String, reason: String)] = [
        ("xcode16-app", "Shop.xcodeproj/project.pbxproj", "{\n  objects = {\n    A = {isa = PBXProject\n  };\n}\n", "Shop.xcodeproj",
         "Shop.xcodeproj/project.pbxproj:4:3", "not a valid project file: expected ';' after the value of 'isa', found '}'"),
        ("workspace-app", "Store.xcworkspace/contents.xcworkspacedata", "<Workspace>\n  <FileRef location = \"group:A\">\n", "Store.xcworkspace",
         "Store.xcworkspace/contents.xcworkspacedata:2:1", "not a valid workspace: <FileRef> opened here is never closed"),
        ("custom-paths-package", "Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(\n  nam: \"X\")\n", ".",
         "Package.swift:3:22", "the manifest does not evaluate: incorrect argument label in call"),
    ]

    @Test("a damaged project file, workspace or manifest is a project-error warning at its line, and the run goes on below exit 2",
          arguments: 0..<3)
    func damagedDegrades(_ index: Int) throws {
        let damaged = Self.damagedProjects[index]
        let project = try projectFixture(damaged.fixture, changes: [damaged.file: damaged.contents])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try kumiki(["check", "--no-cache"], in: project)
        #expect(result.status < 2, "\(result.error)")
        let line = result.output.split(separator: "\n").first { $0.hasSuffix("[project-error]") }.map(String.init) ?? ""
        #expect(line.hasPrefix("\(damaged.location): warning: "), "\(result.output)")
        #expect(line.contains(damaged.reason), "\(line)")
    }

    @Test("a damaged project that project: names is exit 2 naming the file and line", arguments: 0..<3)
    func damagedNamedStops(_ index: Int) throws {
        let damaged = Self.damagedProjects[index]
        let project = try projectFixture(damaged.fixture, changes: [damaged.file: damaged.contents, ".kumiki.yml": "project: \(damaged.project)\n"])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try kumiki(["check", "--no-cache"], in: project)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: \(damaged.location): project error: \(damaged.reason)"), "\(result.error)")
    }

    @Test("placeholder and empty projects: a 0-byte project file is a warning, an empty .xcodeproj or .xcworkspace folder a note; the other projects' files keep their targets")
    func placeholderProjects() throws {
        let project = try projectFixture("xcode16-app", changes: ["Example/Placed.swift": "struct Placed {}\n"])
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Example/Placeholder.xcodeproj"), withIntermediateDirectories: true)
        try Data().write(to: project.appendingPathComponent("Example/Placeholder.xcodeproj/project.pbxproj"))
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Realm.xcworkspace"), withIntermediateDirectories: true)
        let result = try kumiki(["check", "--no-cache"], in: project)
        #expect(result.status < 2, "\(result.error)")
        #expect(result.output.contains(
            "Example/Placeholder.xcodeproj/project.pbxproj:1:1: warning: This project cannot be read, so the files it would place in targets "
                + "are placed by their paths and checked: not a valid project file: the file holds no property list [project-error]"))
        #expect(result.error.contains("note: Realm.xcworkspace holds no contents.xcworkspacedata, so it is no project to read; it is skipped"))
        let report = try layers(project)
        let placed = files(report)
        #expect(placed.contains("ShopKit/Cart.swift: Kit [ShopKit]"))
        // Placed by its path and checked, as the project it sits in could not say otherwise.
        #expect(placed.contains("Example/Placed.swift: - []"))
        #expect(!(report["unbuilt"] as? [String] ?? []).contains("Example/Placed.swift"))
    }

    @Test("a manifest that calls fatalError is a warning at that line with its message; one that names an unknown package gives swift's reason")
    func manifestFailures() throws {
        let project = try temporaryProject([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Boom\", targets: [.target(name: \"Boom\")])\nfatalError(\"boom\")\n",
            "Sources/Boom/Boom.swift": "struct Boom {}\n",
            "Nested/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Nested\", targets: [.target(name: \"Nested\", dependencies: [.product(name: \"X\", package: \"missing\")])])\n",
            "Nested/Sources/Nested/Nested.swift": "struct Nested {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try kumiki(["check", "--no-cache"], in: project)
        #expect(result.status < 2, "\(result.error)")
        #expect(result.output.contains("Package.swift:5:1: warning: This project cannot be read, so the files it would place in targets are placed by their paths and checked: the manifest does not evaluate: Fatal error: boom [project-error]"), "\(result.output)")
        #expect(result.output.contains("Nested/Package.swift:1:1: warning: "), "\(result.output)")
        #expect(result.output.contains("unknown package 'missing'"), "\(result.output)")
        #expect(!result.output.contains("invalid manifests at"))
    }

    @Test("project: names what to read; a path that is no project is exit 2")
    func namedProjects() throws {
        let project = try projectFixture("workspace-app", changes: [".kumiki.yml": "project: Modules/Feed/Feed.xcodeproj\n"])
        defer { try? FileManager.default.removeItem(at: project) }
        let report = try layers(project)
        #expect((report["projects"] as? [[String: Any]])?.map { $0["path"] as? String } == ["Modules/Feed/Feed.xcodeproj"])
        try Data("project: [Modules/Nowhere]\n".utf8).write(to: project.appendingPathComponent(".kumiki.yml"))
        let bad = try kumiki(["check"], in: project)
        #expect(bad.status == 2)
        #expect(bad.error.contains("project 'Modules/Nowhere' does not exist"))
    }

    @Test("graph --level targets draws every target, test targets left out, and marks the undeclared import")
    func targetGraph() throws {
        let project = try projectFixture("xcode16-app")
        defer { try? FileManager.default.removeItem(at: project) }
        let graph = try kumiki(["graph", "--level", "targets"], in: project)
        #expect(graph.output.split(separator: "\n").map(String.init) == [
            "flowchart TD",
            "    ShopAnalytics",
            "    Shop --> ShopKit",
            "    ShopWidget -->|violation| ShopKit",
            "    linkStyle 1 stroke:red,color:red",
        ])
    }
}
