import Foundation
import KumikiMigration
import Testing

@Suite("kumiki migrate observable: deployment targets, bad input, and writes that never leave a half-migrated project")
struct MigrationSafetyTests {
    static let model = "import Combine\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n"
    static let view = "import SwiftUI\nstruct ModelView: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\") }\n}\n"

    static func manifest(_ platforms: String) -> String {
        "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [\(platforms)], targets: [.target(name: \"App\")])\n"
    }

    @Test("a package deploying below iOS 17 is refused, naming the version and where it comes from; nothing is planned")
    func refusedBelowObservation() throws {
        let project = try MigrationProject([
            "Package.swift": Self.manifest(".iOS(.v16), .macOS(\"14.0\"), .tvOS(.v17), .watchOS(.v10)"),
            "Sources/App/Model.swift": Self.model,
        ])
        #expect {
            try project.plan()
        } throws: { error in
            guard case MigrationError.deploymentBelowObservation(let shortfalls) = error else { return false }
            return shortfalls == [DeploymentShortfall(source: "Package.swift", platform: "iOS", version: "16", origin: "platforms:")]
        }
    }

    @Test("a platform the manifest leaves out is built by nobody here: a note, not a refusal")
    func unlistedPlatforms() throws {
        let project = try MigrationProject([
            "Package.swift": Self.manifest(".iOS(.v17), .macOS(.v14)"),
            "Sources/App/Model.swift": Self.model,
        ])
        let plan = try project.plan()
        #expect(plan.migratedClasses == ["Model"])
        #expect(plan.notes.contains { $0.hasPrefix("Package.swift does not list tvOS, watchOS in platforms:") }, "\(plan.notes)")
        #expect(plan.summary(applied: false).contains("note: Package.swift does not list tvOS, watchOS in platforms:"))
    }

    @Test("--gate-availability marks the migrated class and the views using it, and nothing where the project deploys high enough")
    func gating() throws {
        let low = try MigrationProject([
            "Package.swift": Self.manifest(".iOS(.v16)"),
            "Sources/App/Model.swift": Self.model, "Sources/App/ModelView.swift": Self.view,
        ])
        let plan = try low.migrate(gate: true)
        #expect(plan.gatedAvailability)
        #expect(try low.text("Sources/App/Model.swift").contains("@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)\n@Observable\nfinal class Model {"))
        #expect(try low.text("Sources/App/ModelView.swift").contains("@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)\nstruct ModelView: View {"))
        #expect(try low.plan(gate: true).isEmpty, "gated code is migrated code: a second run changes nothing")

        let tested = try MigrationProject([
            "Package.swift": Self.manifest(".iOS(.v16)"),
            "Sources/App/Model.swift": Self.model,
            "Tests/AppTests/ModelTests.swift": "import Kumiki\nimport Testing\n@Suite struct ModelTests {\n    @Test func counts() {\n        _ = Model().$count.record()\n    }\n}\n",
        ])
        try tested.migrate(gate: true)
        let tests = try tested.text("Tests/AppTests/ModelTests.swift")
        #expect(tests.contains("_ = ObservationPublisher { Model().count }.record()"))
        #expect(!tests.contains("@available"), "Swift Testing refuses @Test in a type marked @available")

        let high = try MigrationProject([
            "Package.swift": Self.manifest(".iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)"),
            "Sources/App/Model.swift": Self.model,
        ])
        try high.migrate(gate: true)
        #expect(try !high.text("Sources/App/Model.swift").contains("@available"))
    }

    /// An Xcode project with one app target compiling `App/` and the build settings given
    /// (one dictionary per configuration), the project's own configurations setting `projectSettings`.
    static func xcodeProject(target settings: [String], project projectSettings: String = "", packages: [String] = []) -> String {
        let configurations = settings.enumerated().map { index, text in
            "C\(index) = {isa = XCBuildConfiguration; name = Config\(index); buildSettings = {\(text)}; };"
        }
        let projectConfigurations = settings.indices.map { index in
            "P\(index) = {isa = XCBuildConfiguration; name = Config\(index); buildSettings = {\(projectSettings)}; };"
        }
        return """
            // !$*UTF8*$!
            {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
            G = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            \(packages.enumerated().map { "F\($0) = {isa = PBXFileReference; lastKnownFileType = wrapper; path = \($1); sourceTree = \"<group>\"; };" }.joined(separator: "\n"))
            M = {isa = PBXGroup; children = (G,\(packages.indices.map { "F\($0)," }.joined())); sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (G,); name = App; productType = "com.apple.product-type.application"; };
            TL = {isa = XCConfigurationList; buildConfigurations = (\(settings.indices.map { "C\($0)," }.joined())); };
            PL = {isa = XCConfigurationList; buildConfigurations = (\(settings.indices.map { "P\($0)," }.joined())); };
            \((configurations + projectConfigurations).joined(separator: "\n"))
            R = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (T,); };
            };
            rootObject = R;
            }
            """
    }

    @Test("an Xcode target's lowest deployment target counts for the platforms it builds for, and only those")
    func xcodeTargets() throws {
        let low = try MigrationProject([
            "App.xcodeproj/project.pbxproj": Self.xcodeProject(target: [
                "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;", "IPHONEOS_DEPLOYMENT_TARGET = 15.4; SDKROOT = iphoneos;",
            ]),
            "App/Model.swift": Self.model,
        ])
        #expect(throws: MigrationError.deploymentBelowObservation([
            DeploymentShortfall(source: "App.xcodeproj/project.pbxproj", platform: "iOS", version: "15.4", origin: "IPHONEOS_DEPLOYMENT_TARGET of the target App"),
        ])) {
            try low.plan()
        }
        // An iPhone-only target (Designed for iPad on the Mac too) builds nothing for macOS, whatever MACOSX_DEPLOYMENT_TARGET says.
        let iPhoneOnly = try MigrationProject([
            "App.xcodeproj/project.pbxproj": Self.xcodeProject(target: [
                "IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 13.0; SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\"; "
                    + "SUPPORTS_MACCATALYST = NO; SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD = YES;",
            ], project: "MACOSX_DEPLOYMENT_TARGET = 13.0;"),
            "App/Model.swift": Self.model,
        ])
        #expect(try iPhoneOnly.plan().migratedClasses == ["Model"])
        // A Mac target counts its macOS deployment target.
        let mac = try MigrationProject([
            "App.xcodeproj/project.pbxproj": Self.xcodeProject(target: ["MACOSX_DEPLOYMENT_TARGET = 13.0; SDKROOT = macosx;"]),
            "App/Model.swift": Self.model,
        ])
        #expect(throws: MigrationError.deploymentBelowObservation([
            DeploymentShortfall(source: "App.xcodeproj/project.pbxproj", platform: "macOS", version: "13.0", origin: "MACOSX_DEPLOYMENT_TARGET of the target App"),
        ])) {
            try mac.plan()
        }
    }

    @Test("an XcodeGen target counts the deployment target of its own platform")
    func xcodeGenTargets() throws {
        let spec = try MigrationProject([
            "project.yml": "name: App\noptions:\n  deploymentTarget:\n    iOS: \"16.0\"\n    macOS: \"12.0\"\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n",
            "App/Model.swift": Self.model,
        ])
        #expect(throws: MigrationError.deploymentBelowObservation([
            DeploymentShortfall(source: "project.yml", platform: "iOS", version: "16.0", origin: "deploymentTarget of the target App"),
        ])) {
            try spec.plan()
        }
    }

    @Test("run from a folder that is not a project, the project is the app's own folder, and nothing beside it is read; a local package is read with the app that refers to it, an app inside an unrelated project alone")
    func projectScope() throws {
        let outside = try MigrationProject([
            // An unrelated file beside the app that does not parse and would stop the run if read.
            "Scratch/Expansion.swift": "import Combine\nfinal class Broken: ObservableObject {\n    @Published var x = \n",
            "Shop/Package.swift": Self.manifest(".iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)"),
            "Shop/Sources/App/Model.swift": Self.model,
        ])
        let scope = try MigrationScope(paths: ["Shop"], currentDirectory: outside.root)
        #expect(URL(fileURLWithPath: scope.root).standardizedFileURL == outside.root.appendingPathComponent("Shop").standardizedFileURL)
        #expect(scope.projectFiles.allSatisfy { !$0.contains("/Scratch/") })
        let plan = try ObservableMigration().plan(root: scope.root, projectFiles: scope.projectFiles, selected: scope.selectedFiles)
        #expect(plan.migratedClasses == ["Model"])
        // A path inside a local package of the app reaches the whole app, whose project refers to the package.
        let nested = try MigrationProject([
            "App.xcodeproj/project.pbxproj": Self.xcodeProject(target: ["IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;"], packages: ["Packages/Core"]),
            "App/Use.swift": "import SwiftUI\nstruct Use: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\") }\n}\n",
            "Packages/Core/Package.swift": Self.manifest(".iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)"),
            "Packages/Core/Sources/Core/Model.swift": Self.model,
        ])
        let packageScope = try MigrationScope(paths: ["Packages/Core"], currentDirectory: nested.root)
        #expect(URL(fileURLWithPath: packageScope.root).standardizedFileURL == nested.root.standardizedFileURL)
        let planned = try ObservableMigration().plan(root: packageScope.root, projectFiles: packageScope.projectFiles, selected: packageScope.selectedFiles)
        #expect(planned.files.map(\.path).sorted() == ["App/Use.swift", "Packages/Core/Sources/Core/Model.swift"])
        // An app unpacked inside another project that does not build it is read alone, whatever .kumiki.yml that one has.
        let unpacked = try MigrationProject([
            ".kumiki.yml": "preset: mvvm-repository\n",
            "Package.swift": Self.manifest(".iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)"),
            "Sources/Tool/Broken.swift": "import Combine\nfinal class Broken: ObservableObject {\n    @Published var x = \n",
            "scratch/Shop/App.xcodeproj/project.pbxproj": Self.xcodeProject(target: ["IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;"]),
            "scratch/Shop/App/Model.swift": Self.model,
        ])
        let shopScope = try MigrationScope(paths: ["."], currentDirectory: unpacked.root.appendingPathComponent("scratch/Shop"))
        #expect(URL(fileURLWithPath: shopScope.root).standardizedFileURL == unpacked.root.appendingPathComponent("scratch/Shop").standardizedFileURL)
        #expect(shopScope.projectFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Model.swift"])
    }

    @Test("a path outside the project, a missing path, a file that does not parse and one nested too deep to parse are typed errors")
    func badInput() throws {
        let project = try MigrationProject(["Model.swift": Self.model, "Broken.swift": "import Combine\nfinal class Broken: ObservableObject {\n    @Published var x = \n"])
        #expect {
            try project.plan(["Model.swift", "/etc"])
        } throws: { error in
            if case MigrationError.outsideProject(let path, _) = error { return path == "/etc" }
            return false
        }
        #expect(throws: MigrationError.missingPath("Nowhere.swift")) { try project.plan(["Nowhere.swift"]) }
        #expect {
            try project.plan(["Model.swift"])
        } throws: { error in
            if case MigrationError.unparsable(let path, let line, _) = error { return path == "Broken.swift" && line == 3 }
            return false
        }
        // Brackets nested past the parser's safe depth: a typed error where the file could hold a use, no hang either way.
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let nested = try MigrationProject(["Model.swift": Self.model, "Table.swift": "let table = \(deep)\n", "Uses.swift": "let x = $0\nlet y = \(deep)\n"])
        #expect(throws: MigrationError.tooDeeplyNested(path: "Uses.swift", line: 2, reason: "square brackets nested deeper than 16")) {
            try nested.plan()
        }
        let skipped = try MigrationProject(["Model.swift": Self.model, "Table.swift": "let table = \(deep)\n"])
        #expect(try skipped.plan().migratedClasses == ["Model"])
    }

    @Test("a file changed after it was read stops the write before any file is replaced")
    func changedSinceRead() throws {
        let project = try MigrationProject(["Model.swift": Self.model, "ModelView.swift": Self.view])
        let plan = try project.plan()
        #expect(plan.files.count == 2)
        try Data((Self.view + "// edited\n").utf8).write(to: project.root.appendingPathComponent("ModelView.swift"))
        #expect {
            try MigrationWriter.write(plan)
        } throws: { error in
            if case MigrationError.writeFailed(let path, _, let written) = error { return path == "ModelView.swift" && written.isEmpty }
            return false
        }
        #expect(try project.text("Model.swift") == Self.model)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.contains("kumiki-migrate") }
        #expect(leftovers.isEmpty)
    }

    @Test("a read-only file is refused before anything is written, even when root could write it")
    func readOnly() throws {
        let project = try MigrationProject(["Model.swift": Self.model, "ModelView.swift": Self.view])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: project.root.appendingPathComponent("ModelView.swift").path)
        #expect(throws: MigrationError.readOnly("ModelView.swift")) { try project.migrate() }
        #expect(try project.text("Model.swift") == Self.model)
    }

    @Test("a written file keeps its permissions")
    func permissions() throws {
        let project = try MigrationProject(["Model.swift": Self.model])
        let path = project.root.appendingPathComponent("Model.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try project.migrate()
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }
}
