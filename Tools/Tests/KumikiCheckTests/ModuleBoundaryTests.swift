import Foundation
import KumikiProjects
import Testing
@testable import KumikiCheck

/// Where code is compiled decides what it is judged as: an extension written in another module
/// is that module's code, and a module that links only through another names the dependency that
/// brings it.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    /// A SwiftPM app in the shape of a modular SwiftUI client: a domain module, a design system, a
    /// feature module that extends a domain type with the design system's colors, and the app.
    static let modularApp: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Client",
                targets: [
                    .target(name: "Models"),
                    .target(name: "DesignSystem"),
                    .target(name: "Timeline", dependencies: ["Models", "DesignSystem"]),
                    .executableTarget(name: "ClientApp", dependencies: ["Timeline"]),
                ]
            )
            """,
        "Sources/Models/Visibility.swift": "public enum Visibility {\n    public enum Kind {\n        case everyone, followers\n    }\n}\n",
        "Sources/DesignSystem/Theme.swift": "public struct Theme {\n    public struct Tint {}\n    public static let shared = Theme()\n    public var tint: Tint { Tint() }\n}\n",
        "Sources/Timeline/Visibility+Tint.swift": """
            import DesignSystem
            import Models

            extension Models.Visibility.Kind {
                var tint: Theme.Tint { Theme.shared.tint }
            }

            extension Visibility {
                func badge() -> Theme? { nil }
            }
            """,
        "Sources/ClientApp/main.swift": "import Timeline\n\nprint(\"client\")\n",
    ]

    /// Domain and the design system by target; the feature module in no layer, as the app had it.
    static let layers = """
        layers:
          View:
            targets: [DesignSystem]
            may_depend_on: [Domain]
          Domain:
            targets: [Models]
            may_depend_on: []
        """

    @Test("an extension in another module is that module's code: the feature's extension of a domain type does not make the domain use the design system")
    func extensionInAnotherModule() throws {
        let folder = try temporaryProject(Self.modularApp)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try Configuration.parse(Self.layers, file: ".kumiki.yml")
        let result = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."])
        // Before, each extension was judged as Domain code: "Kind in the Domain layer must not use Theme…" and a Domain → View → Domain cycle.
        #expect(result.diagnostics.filter { ["layer-dependency", "dependency-cycle"].contains($0.ruleID) }.summary == [])
    }

    @Test("within one module an extension's code keeps the extended type's layer, as documented")
    func extensionInTheSameModule() throws {
        var files = Self.modularApp
        files["Package.swift"] = files["Package.swift"]?.replacingOccurrences(of: ".target(name: \"Models\")", with: ".target(name: \"Models\", dependencies: [\"DesignSystem\"])")
        files["Sources/Models/Visibility+Tint.swift"] = "import DesignSystem\n\nextension Visibility.Kind {\n    var tint: Theme.Tint { Theme.shared.tint }\n}\n"
        let folder = try temporaryProject(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try Configuration.parse(Self.layers, file: ".kumiki.yml")
        let result = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."])
        #expect(result.diagnostics.filter { $0.ruleID == "layer-dependency" }.summary.contains("layer-dependency@Sources/Models/Visibility+Tint.swift:1"))
    }

    @Test("undeclared-dependency names the declared product the module links through, with the chain in JSON")
    func undeclaredRouteThroughProduct() throws {
        let folder = try temporaryProject([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Client",
                    dependencies: [.package(path: "Packages/Timeline")],
                    targets: [.executableTarget(name: "ClientApp", dependencies: [.product(name: "Timeline", package: "Timeline")])]
                )
                """,
            "Sources/ClientApp/main.swift": "import DesignSystem\nimport Timeline\n\nprint(\"client\")\n",
            "Packages/Timeline/Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Timeline",
                    products: [.library(name: "Timeline", targets: ["Timeline"])],
                    targets: [.target(name: "DesignSystem"), .target(name: "Timeline", dependencies: ["DesignSystem"])]
                )
                """,
            "Packages/Timeline/Sources/DesignSystem/Theme.swift": "public struct Theme {}\n",
            "Packages/Timeline/Sources/Timeline/TimelineView.swift": "import DesignSystem\n\npublic struct TimelineView {\n    let theme: Theme\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try kumiki(["check", "--format", "json"], in: folder)
        let findings = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let undeclared = try #require(findings.first { $0["ruleID"] as? String == "undeclared-dependency" })
        #expect((undeclared["message"] as? String)?.contains("it links today only through Timeline (Timeline → DesignSystem)") == true, "\(undeclared)")
        #expect(undeclared["chain"] as? [String] == ["ClientApp", "Timeline", "DesignSystem"])
    }

    @Test("the route goes through an imported dependency before an embedded extension declared first")
    func routePrefersImportedDependencies() {
        func target(_ name: String, _ kind: TargetKind, _ dependencies: [DeclaredDependency]) -> TargetDescription {
            TargetDescription(name: name, kind: kind, sources: SourceSet(folders: [SourceSet.Folder(path: name)]), dependencies: dependencies)
        }
        let app = ProjectDescription(kind: .xcodeProject, path: "Client.xcodeproj", name: "Client", targets: [
            target("Client", .app, [DeclaredDependency(kind: .target, name: "ClientNotifications"), DeclaredDependency(kind: .product, name: "Timeline")]),
            target("ClientNotifications", .appExtension, [DeclaredDependency(kind: .product, name: "DesignSystem")]),
        ], packages: [PackageReference(identity: "timeline", path: "Packages/Timeline")])
        let package = ProjectDescription(kind: .swiftPackage, path: "Packages/Timeline", name: "Timeline", targets: [
            target("DesignSystem", .library, []), target("Timeline", .library, [DeclaredDependency(kind: .target, name: "DesignSystem")]),
        ], products: [
            ProductDescription(name: "Timeline", kind: .library, targets: ["Timeline"]),
            ProductDescription(name: "DesignSystem", kind: .library, targets: ["DesignSystem"]),
        ], identity: "timeline")
        let index = ProjectIndex(projects: [app, package])
        let dependencies = TargetDependencies(index: index, files: [], placements: [])
        let route = dependencies.indirectRoute(from: 0, to: "DesignSystem")
        #expect(route?.dependency == "Timeline")
        #expect(route?.chain == ["Client", "Timeline", "DesignSystem"])
    }
}
