import Foundation
import Testing
@testable import KumikiCheck

/// The dependency rules on Swift packages, evaluated by SwiftPM: findings at the manifest's lines,
/// suppression comments in the manifest, and modules re-exported by a package outside the root.
@Suite("Dependency rules on manifests", .serialized)
struct ManifestRuleTests {
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "../Shared")],
            targets: [
                .target(name: "Core"),
                .target(name: "Analytics"),
                .target(
                    name: "Feature",
                    dependencies: [
                        "Core",
                        "Analytics",
                        // kumiki:disable:next unused-dependency
                        .product(name: "SharedUI", package: "Shared"),
                    ]
                ),
                .target(name: "Screens", dependencies: [.product(name: "SharedUI", package: "Shared")]),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            ]
        )
        """

    static let shared = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shared",
            products: [.library(name: "SharedUI", targets: ["SharedUI"])],
            targets: [.target(name: "SharedUI", dependencies: ["SharedModels"]), .target(name: "SharedModels")]
        )
        """

    /// A package `Shop` beside a package `Shared` it depends on by path (outside the checked root).
    func workspace(feature: String, screens: String) throws -> (root: URL, shop: URL) {
        let root = try temporaryProject([
            "Shop/Package.swift": Self.manifest,
            "Shop/Sources/Core/Core.swift": "public struct Core { public init() {} }",
            "Shop/Sources/Analytics/Analytics.swift": "public struct Analytics {}",
            "Shop/Sources/Feature/Feature.swift": feature,
            "Shop/Sources/Screens/Screen.swift": screens,
            "Shop/Tests/FeatureTests/FeatureTests.swift": "@testable import Feature\n",
            "Shared/Package.swift": Self.shared,
            "Shared/Sources/SharedUI/Exports.swift": "@_exported import SharedModels\n",
            "Shared/Sources/SharedModels/Model.swift": "public struct Model {}",
        ])
        return (root, root.appendingPathComponent("Shop"))
    }

    @Test("an unused dependency is reported at its line of Package.swift, unless the line above disables the rule there")
    func unusedAtTheManifestLine() throws {
        let (root, shop) = try workspace(feature: "import Core\n", screens: "import SharedUI\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try kumiki(["check", "--no-cache"], in: shop)
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "Package.swift:14:17: warning: The target Feature declares a dependency on Analytics, but none of its files imports it; remove the dependency, or keep it with `// kumiki:disable:next unused-dependency` if it is needed only to be linked. [unused-dependency]",
        ])
    }

    @Test("a module re-exported by a product of a package outside the root counts as declared")
    func reexportedModule() throws {
        let (root, shop) = try workspace(
            feature: "import Core\nimport Analytics\n",
            screens: "import SharedUI\nimport SharedModels\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try kumiki(["check", "--no-cache"], in: shop)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty)
    }

    @Test("a module reached only through another target is undeclared, with the declaration to add")
    func undeclaredSibling() throws {
        let (root, shop) = try workspace(feature: "import Core\nimport Analytics\nimport SharedModels\n", screens: "import SharedUI\nimport Core\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try kumiki(["check", "--no-cache"], in: shop)
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "Sources/Screens/Screen.swift:2:1: error: This file imports Core, but the target Screens does not declare it; add \"Core\" to its dependencies. [undeclared-dependency]",
        ])
    }

    @Test("a package beside the root that the importing target cannot see is not what its import names: no finding, no graph edge")
    func invisibleSiblingModule() throws {
        // Kumiki's own tree: the runtime imports Security (Apple's), and a stand-in package beside it
        // that the runtime does not depend on has a target called Security.
        let root = try temporaryProject([
            ".kumiki.yml": "preset: modules\n",
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Runtime", targets: [.target(name: "Runtime")])
                """,
            "Sources/Runtime/Keychain.swift": "#if canImport(Security)\nimport Security\n#endif\n",
            "StandIns/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "StandIns", targets: [.target(name: "Security")])
                """,
            "StandIns/Sources/Security/Security.swift": "public struct SecItem {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try kumiki(["check", "--no-cache"], in: root)
        #expect(check.status == 0, "\(check.output)")
        let graph = try kumiki(["graph", "--level", "targets"], in: root)
        #expect(!graph.output.contains("Runtime -->"), "\(graph.output)")
        #expect(!graph.output.contains("violation"), "\(graph.output)")
    }
}
