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

    @Test("a platform the manifest leaves out deploys to SwiftPM's default, which is below Observation")
    func unlistedPlatforms() throws {
        let project = try MigrationProject([
            "Package.swift": Self.manifest(".iOS(.v17), .macOS(.v14)"),
            "Sources/App/Model.swift": Self.model,
        ])
        #expect(throws: MigrationError.deploymentBelowObservation([
            DeploymentShortfall(source: "Package.swift", platform: "tvOS", version: "12.0", origin: "not in platforms:, so SwiftPM's default"),
            DeploymentShortfall(source: "Package.swift", platform: "watchOS", version: "4.0", origin: "not in platforms:, so SwiftPM's default"),
        ])) {
            try project.plan()
        }
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

    @Test("an Xcode project's and an XcodeGen spec's lowest deployment targets count")
    func projectFiles() throws {
        let xcode = try MigrationProject([
            "App.xcodeproj/project.pbxproj": "{ buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.4; }; }",
            "App/Model.swift": Self.model,
        ])
        #expect(throws: MigrationError.deploymentBelowObservation([
            DeploymentShortfall(source: "App.xcodeproj/project.pbxproj", platform: "iOS", version: "15.4", origin: "IPHONEOS_DEPLOYMENT_TARGET"),
        ])) {
            try xcode.plan()
        }
        let spec = try MigrationProject([
            "project.yml": "name: App\noptions:\n  deploymentTarget:\n    iOS: \"16.0\"\ntargets:\n  App:\n    platform: iOS\n",
            "App/Model.swift": Self.model,
        ])
        #expect(throws: MigrationError.deploymentBelowObservation([
            DeploymentShortfall(source: "project.yml", platform: "iOS", version: "16.0", origin: "deploymentTarget"),
        ])) {
            try spec.plan()
        }
    }

    @Test("a path outside the project, a missing path and a file that does not parse are typed errors")
    func badInput() throws {
        let project = try MigrationProject(["Model.swift": Self.model, "Broken.swift": "import Combine\nfinal class Broken: ObservableObject {\n    @Published var x = \n"])
        #expect {
            try project.plan(["/etc"])
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
