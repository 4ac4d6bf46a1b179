import Foundation
import KumikiSourceFiles
import Testing
@testable import KumikiCheck
@testable import KumikiProjects

/// Tuist workspaces read as Tuist generates them: each `Project.swift` evaluated with every file of
/// `Tuist/ProjectDescriptionHelpers` in scope, without running `tuist` (fixture `tuist-workspace`,
/// written in the shape public workspaces use: an enum of projects with raw values and `CaseIterable`,
/// `switch self`, static target factories in extensions, `.project(target:path:)`, `.external`, a
/// list builder, source globs with interpolation and `excluding:`).
@Suite("Tuist workspaces")
struct TuistProjectTests {
    /// `kumiki layers --format json` in `folder`.
    static func layers(_ folder: URL, environment: [String: String] = [:]) throws -> [String: Any] {
        let result = try kumiki(["layers", "--format", "json"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.error)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    /// Each project's targets with their kinds and dependencies, and each file's targets.
    static func summary(_ report: [String: Any]) -> (targets: [String], files: [String: [String]]) {
        var targets: [String] = []
        for project in report["projects"] as? [[String: Any]] ?? [] where project["checked"] as? Bool == true {
            for target in project["targets"] as? [[String: Any]] ?? [] {
                let dependencies = (target["dependencies"] as? [String] ?? []).joined(separator: ",")
                targets.append("\(project["path"] ?? "")›\(target["name"] ?? "") \(target["kind"] ?? "") [\(dependencies)]")
            }
        }
        var files: [String: [String]] = [:]
        for file in report["files"] as? [[String: Any]] ?? [] {
            files[file["path"] as? String ?? ""] = file["targets"] as? [String] ?? []
        }
        return (targets.sorted(), files)
    }

    @Test("each Project.swift is read with the helpers: targets, kinds, sources and dependencies as Tuist generates them, no tuist needed")
    func readsTheWorkspace() throws {
        let folder = try projectFixture("tuist-workspace")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (targets, files) = Self.summary(try Self.layers(folder, environment: ["KUMIKI_TUIST": "/nonexistent/tuist"]))
        #expect(targets == [
            "Projects/App›Reader app [NovelAPI,NovelPersistence,NovelDomain,DesignSystem]",
            "Projects/App›ReaderTests unit-test [Reader]",
            "Projects/Data›NovelAPI framework [NovelDomain,Nuke]",
            "Projects/Data›NovelPersistence framework [NovelDomain]",
            "Projects/Domain›NovelDomain framework []",
            "Projects/UI›DesignSystem framework []",
        ])
        #expect(files["Projects/App/Sources/ReaderApp.swift"] == ["Reader"])
        #expect(files["Projects/Data/NovelDatabase/NovelStore.swift"] == ["NovelPersistence"], "a case's raw value names the target")
        #expect(files["Projects/Data/NovelAPI/Generated/Endpoints.swift"] == [], "excluding: leaves it out")
        // The manifests and helpers describe the workspace; no target compiles them and no rule checks them.
        #expect(files["Tuist/ProjectDescriptionHelpers/ProjectName.swift"] == nil)
        #expect(files["Projects/App/Project.swift"] == nil)
        #expect(files["Workspace.swift"] == nil)
    }

    @Test("undeclared- and unused-dependency follow .project(target:path:) and .external; a helper's disable comment is honoured")
    func dependencyRules() throws {
        let folder = try projectFixture("tuist-workspace", changes: [
            // NovelPersistence imports a module of the workspace it does not declare.
            "Projects/Data/NovelDatabase/NovelStore.swift": "import DesignSystem\nimport NovelDomain\n\npublic struct NovelStore {\n    public var saved: [Novel] = []\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try kumiki(["check", "--format", "json"], in: folder)
        let findings = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let described = findings.map { "\($0["ruleID"] ?? "")@\(($0["location"] as? [String: Any])?["file"] ?? ""):\(($0["location"] as? [String: Any])?["line"] ?? "")" }
        #expect(described.contains("undeclared-dependency@Projects/Data/NovelDatabase/NovelStore.swift:1"), "\(described)")
        // Reader declares NovelPersistence (through DataModuleName.allCases) but imports only NovelAPI; NovelAPI declares Nuke it never imports.
        #expect(described.contains("unused-dependency@Tuist/ProjectDescriptionHelpers/Modules/DataModuleName.swift:38"), "\(described)")
        #expect(described.contains("unused-dependency@Tuist/ProjectDescriptionHelpers/Modules/ExternalDependency.swift:9"), "\(described)")

        let helper = folder.appendingPathComponent("Tuist/ProjectDescriptionHelpers/Modules/ExternalDependency.swift")
        let text = try String(contentsOf: helper, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "        .external(name: name.rawValue)", with: "        // kumiki:disable:next unused-dependency\n        .external(name: name.rawValue)").utf8)
            .write(to: helper)
        let suppressed = try kumiki(["check", "--format", "json"], in: folder)
        #expect(!suppressed.output.contains("declares a dependency on Nuke"), "\(suppressed.output)")
    }

    @Test("a manifest the static reader cannot evaluate is read with tuist graph when tuist is there, else by its folders, and the user is told which")
    func fallbacks() throws {
        let folder = try projectFixture("tuist-workspace", changes: [
            // A loop the static reader does not run.
            "Tuist/ProjectDescriptionHelpers/Modules/UIModuleName.swift": """
                import ProjectDescription

                enum UIModuleName: String, CaseIterable {
                    case DesignSystem
                }

                extension UIModuleName {
                    var target: Target {
                        var rounds = 0
                        while rounds < 1 { rounds += 1 }
                        return .target(name: rawValue, destinations: .iOS, product: .framework, bundleId: "ui", sources: ["\\(rawValue)/**"])
                    }
                }

                extension TargetDependency {
                    static func fromUI(_ name: UIModuleName) -> Self {
                        .project(target: name.rawValue, path: .relativeToRoot("Projects/UI"))
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Without tuist: the manifest that needs the loop is read by its folders, and the note says why.
        let withoutTuist = try kumiki(["check", "--no-cache"], in: folder, environment: ["KUMIKI_TUIST": "/nonexistent/tuist"])
        #expect(withoutTuist.error.contains("note: Projects/UI/Project.swift was read by the folder convention"), "\(withoutTuist.error)")
        #expect(withoutTuist.error.contains("a whileStmt in a function or closure"), "\(withoutTuist.error)")
        let (targets, _) = Self.summary(try Self.layers(folder, environment: ["KUMIKI_TUIST": "/nonexistent/tuist"]))
        #expect(targets.contains("Projects/UI›DesignSystem framework []"))

        // With a tuist that prints the graph Tuist's ProjectAutomation schema describes.
        let graph = """
            {"name": "Reader", "path": "\(folder.path)", "projects": {
              "\(folder.path)/Projects/UI": {"name": "UI", "path": "\(folder.path)/Projects/UI", "packages": [], "schemes": [],
                "targets": [{"name": "DesignSystem", "product": "framework", "resources": [],
                             "sources": ["\(folder.path)/Projects/UI/DesignSystem/Theme.swift"], "dependencies": []}]}
            }}
            """
        let tool = folder.appendingPathComponent("fake-tuist")
        try Data("#!/bin/sh\n# tuist graph --format json --no-open --path P --output-path O\nout=\"$8\"\ncat > \"$out/graph.json\" <<'JSON'\n\(graph)\nJSON\n".utf8)
            .write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let withTuist = try kumiki(["check", "--no-cache"], in: folder, environment: ["KUMIKI_TUIST": tool.path])
        #expect(withTuist.error.contains("note: Projects/UI/Project.swift was read with tuist graph"), "\(withTuist.error)")
        let (graphTargets, files) = Self.summary(try Self.layers(folder, environment: ["KUMIKI_TUIST": tool.path]))
        #expect(graphTargets.contains("Projects/UI›DesignSystem framework []"))
        #expect(files["Projects/UI/DesignSystem/Theme.swift"] == ["DesignSystem"])
    }

    @Test("a Project.swift of an app (no import ProjectDescription) is the app's code, not a manifest")
    func appFileNamedProject() throws {
        let folder = try temporaryProject([
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Boards\", targets: [.target(name: \"Boards\")])\n",
            "Sources/Boards/Project.swift": "public struct Project {\n    public let name: String\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, files) = Self.summary(try Self.layers(folder))
        #expect(files["Sources/Boards/Project.swift"] == ["Boards"])
    }

    @Test("the evaluator runs what helpers use: raw values, allCases, switch, static and instance members, builders, key paths, casts")
    func evaluatorConstructs() throws {
        let helper = """
            enum Layer: String, CaseIterable {
                case core, feature = "Feature"
                var folder: String {
                    switch self {
                    case .core: "Core"
                    case .feature: return rawValue
                    }
                }
            }
            extension Target {
                static func module(_ layer: Layer, extra: [String] = []) -> Target {
                    .target(name: layer.folder, sources: ["\\(layer.folder)/**"] + extra, dependencies: [])
                }
            }
            """
        let manifest = """
            let names = ([["a"], ["b", "c"]] as [[String]]).flatMap(\\.self)
            let project = Project(name: names.first ?? "x", targets: Layer.allCases.map { Target.module($0) } + [.module(.core, extra: names)])
            """
        let evaluator = ManifestEvaluator(api: .projectDescription, packageDirectory: "/tmp", environment: [:])
        let project = try evaluator.evaluate(
            ManifestEvaluator.Source(path: "Project.swift", text: manifest), helpers: [ManifestEvaluator.Source(path: "Helpers.swift", text: helper)],
            declaring: "project", of: ["Project"])
        let targets = project["targets"]?.array?.compactMap(\.object) ?? []
        #expect(targets.map { $0["name"]?.string } == ["Core", "Feature", "Core"])
        #expect(targets.last?["sources"]?.array?.compactMap(\.string) == ["Core/**", "a", "b", "c"])
        #expect(project["name"]?.string == "a")
    }

    @Test("500 damaged helpers and manifests are read or refused with a reason, never a crash or a hang; a helper that calls itself is refused")
    func damagedHelpers() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KumikiProjectsTests/Fixtures/tuist-workspace")
        let helperFolder = fixture.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
        let helperPaths = (FileManager.default.enumerator(atPath: helperFolder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let helpers = try helperPaths.map { ManifestEvaluator.Source(path: $0, text: try String(contentsOf: helperFolder.appendingPathComponent($0), encoding: .utf8)) }
        let manifests = try ["App", "Data", "Domain", "UI"].map {
            try String(contentsOf: fixture.appendingPathComponent("Projects/\($0)/Project.swift"), encoding: .utf8)
        }
        var generator = SeededGenerator(seed: 0x7A157)
        var read = 0, refused = 0
        for round in 0..<500 {
            var damagedHelpers = helpers
            let victim = round % damagedHelpers.count
            damagedHelpers[victim].text = FuzzTests.mutate(damagedHelpers[victim].text, with: &generator)
            let manifest = round % 5 == 0 ? FuzzTests.mutate(manifests[round % manifests.count], with: &generator) : manifests[round % manifests.count]
            let evaluator = ManifestEvaluator(api: .projectDescription, packageDirectory: "/tmp/damaged", environment: [:])
            do throws(ManifestEvaluator.Unsupported) {
                let project = try evaluator.evaluate(ManifestEvaluator.Source(path: "Project.swift", text: manifest), helpers: damagedHelpers,
                                                     declaring: "project", of: ["Project"])
                _ = try TuistProjectReader(projectFolder: "Projects/App", tuistRoot: ".").description(of: project)
                read += 1
            } catch {
                refused += 1
                #expect(!error.reason.isEmpty)
            }
        }
        print("damaged Tuist helpers: \(read) still read, \(refused) refused with a reason")
        #expect(read + refused == 500)

        let recursive = ManifestEvaluator(api: .projectDescription, packageDirectory: "/tmp", environment: [:])
        #expect(throws: ManifestEvaluator.Unsupported.self) {
            try recursive.evaluate(
                ManifestEvaluator.Source(path: "Project.swift", text: "let project = Project(name: loop(), targets: [])\n"),
                helpers: [ManifestEvaluator.Source(path: "Loop.swift", text: "func loop() -> String { loop() }\n")],
                declaring: "project", of: ["Project"])
        }
    }
}
