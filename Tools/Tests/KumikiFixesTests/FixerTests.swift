import Foundation
import KumikiCheck
import KumikiFixes
import Testing
import ToolsTestSupport

/// `check --fix` end to end: real projects in temporary folders are checked, fixed and checked again.
@Suite struct FixerTests {
    /// A SwiftPM package whose app target imports a sibling target and a local package's product it
    /// does not declare, and declares a target it does not import.
    private let package: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                products: [.library(name: "Shop", targets: ["Shop"])],
                dependencies: [.package(path: "Packages/Checkout")],
                targets: [
                    .target(
                        name: "Shop",
                        dependencies: [
                            "Util", // formatting
                            "Unused",
                            .product(name: "Checkout", package: "Checkout"),
                        ]
                    ),
                    .target(name: "Net"),
                    .target(name: "Util"),
                    .target(name: "Unused"),
                ]
            )
            """,
        "Sources/Shop/Shop.swift": "import Net\nimport Util\nimport DesignKit\nimport Checkout\npublic struct Shop {}\n",
        "Sources/Net/Net.swift": "public struct Client {}\n",
        "Sources/Util/Util.swift": "public struct Format {}\n",
        "Sources/Unused/Unused.swift": "public struct Unused {}\n",
        // A local package the app reaches only through another: its product is declared with the package.
        "Packages/Checkout/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Checkout",
                products: [.library(name: "Checkout", targets: ["Checkout"])],
                dependencies: [.package(path: "../DesignKit")],
                targets: [.target(name: "Checkout", dependencies: [.product(name: "DesignKit", package: "DesignKit")])]
            )
            """,
        "Packages/Checkout/Sources/Checkout/Cart.swift": "import DesignKit\npublic struct Cart {}\n",
        "Packages/DesignKit/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "DesignKit",
                products: [.library(name: "DesignKit", targets: ["DesignKit"])],
                targets: [.target(name: "DesignKit")]
            )
            """,
        "Packages/DesignKit/Sources/DesignKit/Theme.swift": "public struct Theme {}\n",
        ".kumiki.yml": "preset: mvvm-repository\n",
    ]

    @Test func fixesASwiftPackagesTargetsProductsAndLocalPackagesAndTheCheckIsClean() throws {
        let root = try write(package)
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try dependencyFindings(root)
        #expect(before.sorted() == [
            "undeclared-dependency@Sources/Shop/Shop.swift:1", "undeclared-dependency@Sources/Shop/Shop.swift:3",
            "unused-dependency@Package.swift:13",
        ])
        let fixer = Fixer(root: root)
        let plan = fixer.plan(for: try check(root))
        #expect(plan.manual.isEmpty)
        #expect(plan.settled == 3)
        try fixer.apply(plan)
        #expect(try dependencyFindings(root).isEmpty)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("""
                        dependencies: [
                            "Util", // formatting
                            .product(name: "Checkout", package: "Checkout"),
                            "Net",
                            .product(name: "DesignKit", package: "DesignKit"),
                        ]
            """))
        #expect(manifest.contains(#".package(path: "Packages/DesignKit")"#))
        #expect(try dumpPackage(root).status == 0)
    }

    @Test func fixesAnXcodeGenSpecAndKeepsItsComments() throws {
        let root = try write([
            "project.yml": """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Shop]
                    dependencies:
                      # what the app links
                      - target: Analytics
                  Analytics:
                    type: framework
                    platform: iOS
                    sources: [Analytics]
                  Core:
                    type: framework
                    platform: iOS
                    sources: [Core]
                """,
            "Shop/App.swift": "import Core\n@main struct ShopApp { static func main() {} }\n",
            "Analytics/Events.swift": "public struct Event {}\n",
            "Core/Model.swift": "public struct Model {}\n",
            ".kumiki.yml": "preset: mvvm-repository\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try dependencyFindings(root).sorted() == ["undeclared-dependency@Shop/App.swift:1", "unused-dependency@project.yml:9"])
        let fixer = Fixer(root: root)
        try fixer.apply(fixer.plan(for: try check(root)))
        #expect(try dependencyFindings(root).isEmpty)
        let spec = try String(contentsOf: root.appendingPathComponent("project.yml"), encoding: .utf8)
        #expect(spec.contains("    dependencies:\n      # what the app links\n      - target: Core\n  Analytics:"))
    }

    @Test func fixesACopyOfTheShowcasesManifestAndSaysWhatAHelperMustChange() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-fix-showcase-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outer) }
        let root = outer.appendingPathComponent("Examples/Showcase")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // The manifest's `.package(name: "Kumiki", path: "../..")` finds the runtime's manifest and sources.
        for name in ["Package.swift", "Sources"] {
            try FileManager.default.createSymbolicLink(at: outer.appendingPathComponent(name), withDestinationURL: repository.appendingPathComponent(name))
        }
        for name in ["Package.swift", "Sources", ".kumiki.yml"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent("Examples/Showcase").appendingPathComponent(name),
                                             to: root.appendingPathComponent(name))
        }
        let manifestURL = root.appendingPathComponent("Package.swift")
        let original = try String(contentsOf: manifestURL, encoding: .utf8)
        #expect(try dependencyFindings(root).isEmpty)
        // One dependency dropped from a target written out, one added to another, and one dropped from the features' helper.
        var planted = original.replacingOccurrences(of: """
                        dependencies: [
                            "ShowcaseDomain",
                            .product(name: "Kumiki", package: "Kumiki"),
                            .product(name: "KumikiGRDB", package: "Kumiki"),
            """, with: """
                        dependencies: [
                            .product(name: "Kumiki", package: "Kumiki"),
                            .product(name: "KumikiGRDB", package: "Kumiki"),
            """)
        planted = planted.replacingOccurrences(of: """
                        name: "ShowcasePresentation",
                        dependencies: [.product(name: "Kumiki", package: "Kumiki")]
            """, with: """
                        name: "ShowcasePresentation",
                        dependencies: ["ShowcaseDomain", .product(name: "Kumiki", package: "Kumiki")]
            """)
        planted = planted.replacingOccurrences(of: #""ShowcaseRouting", "ShowcaseFeatureContract", "ShowcaseUIComponents", .product(name: "Kumiki", package: "Kumiki"),"#,
                                               with: #""ShowcaseFeatureContract", "ShowcaseUIComponents", .product(name: "Kumiki", package: "Kumiki"),"#)
        #expect(planted != original)
        try Data(planted.utf8).write(to: manifestURL)
        let found = try dependencyFindings(root)
        #expect(found.contains { $0.hasPrefix("undeclared-dependency@Sources/ShowcaseInfrastructure/") })
        #expect(found.contains { $0.hasPrefix("unused-dependency@Package.swift:") })
        let fixer = Fixer(root: root)
        let plan = fixer.plan(for: try check(root))
        // The features' targets come from a helper: each finding about them is a change to make by hand, naming the line.
        #expect(!plan.manual.isEmpty)
        #expect(plan.manual.allSatisfy { $0.instruction.contains("Package.swift:") && $0.instruction.contains("ShowcaseRouting") })
        try fixer.apply(plan)
        let after = try dependencyFindings(root)
        #expect(after.allSatisfy { finding in plan.manual.contains { "\($0.diagnostic.ruleID)@\($0.diagnostic.location.file):\($0.diagnostic.location.line)" == finding } })
        #expect(!after.contains { $0.hasPrefix("unused-dependency") || $0.contains("ShowcaseInfrastructure") })
        #expect(try dumpPackage(root).status == 0)
    }

    @Test func neverWritesOutsideTheProject() throws {
        let outside = try write(["Package.swift": "// swift-tools-version: 5.9\n"])
        defer { try? FileManager.default.removeItem(at: outside) }
        let root = try write(["Sources/App/App.swift": "public struct App {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Linked"), withDestinationURL: outside)
        let fixer = Fixer(root: root)
        let change = { (path: String) in FixPlan(changes: [FileChange(path: path, before: "", after: "written", settled: 1)]) }
        for path in ["Linked/Package.swift", "../Package.swift", "/tmp/Package.swift", "Sources/../../x"] {
            #expect(throws: FixError.self) { try fixer.apply(change(path)) }
        }
        #expect(try String(contentsOf: outside.appendingPathComponent("Package.swift"), encoding: .utf8) == "// swift-tools-version: 5.9\n")
    }

    @Test func prunesTheBaselinesStaleEntries() throws {
        let root = try write(package)
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try check(root)
        var baseline = Baseline(accepting: findings.filter { $0.ruleID == RuleID.unusedDependency.rawValue })
        baseline.accept(rule: "layer-dependency", file: "Sources/Shop/Gone.swift", symbol: "Gone")
        try baseline.encoded().write(to: root.appendingPathComponent(".kumiki-baseline.json"))
        let reported = baseline.apply(to: findings, baselineFile: ".kumiki-baseline.json")
        let plan = Fixer(root: root).plan(
            for: reported, baseline: Fixer.BaselineInput(file: ".kumiki-baseline.json", baseline: baseline, unfiltered: findings))
        // A pruned entry settles no finding: it is counted apart.
        #expect(plan.settled == 2)
        #expect(plan.prunedBaselineEntries == 1)
        try Fixer(root: root).apply(plan)
        let pruned = try Baseline.load(from: root.appendingPathComponent(".kumiki-baseline.json"))
        #expect(pruned.entries.map(\.rule) == [RuleID.unusedDependency.rawValue])
        let written = try String(contentsOf: root.appendingPathComponent(".kumiki-baseline.json"), encoding: .utf8)
        #expect(written.hasPrefix("{\n") && written.hasSuffix("}\n"), "formatted JSON ending in a newline")
    }

    @Test func theCommandsDryRunPrintsTheDiffAndWritesNothing() throws {
        let root = try write(package)
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = try Data(contentsOf: root.appendingPathComponent("Package.swift"))
        let run = try ChildProcess.run(kumikiBinary.path, ["check", "--fix", "--dry-run", "--no-cache"], in: root)
        #expect(run.status == 0)
        #expect(run.output.contains("+++ b/Package.swift"))
        #expect(run.output.contains("+                \"Net\","))
        #expect(run.output.contains("-                \"Unused\","))
        #expect(try Data(contentsOf: root.appendingPathComponent("Package.swift")) == manifest)
        #expect(try ChildProcess.run(kumikiBinary.path, ["check", "--dry-run"], in: root).status == 2)
        let fixed = try ChildProcess.run(kumikiBinary.path, ["check", "--fix", "--no-cache"], in: root)
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("fixed 3 findings in 1 file"))
    }

    // MARK: - Support

    private var kumikiBinary: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/kumiki")
    }

    private func write(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-fix-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func check(_ root: URL) throws -> [Diagnostic] {
        let configuration = try ConfigurationLoader.load(explicitFile: nil, searchingFrom: root, presetOverride: nil).configuration
        return try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["."]).diagnostics
    }

    private func dependencyFindings(_ root: URL) throws -> [String] {
        try check(root).filter { $0.ruleID.hasSuffix("-dependency") && $0.ruleID != RuleID.layerDependency.rawValue }
            .map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" }
    }

    private func dumpPackage(_ root: URL) throws -> (status: Int32, output: String) {
        try ChildProcess.run("/usr/bin/env", ["swift", "package", "dump-package"], in: root)
    }
}
