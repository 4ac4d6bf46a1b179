import Foundation
import Testing
@testable import KumikiScaffold

@Suite("Registered feature modules: the app's own shape, wired with two edits")
struct RegisteredFeatureScaffoldTests {
    /// An app with a features table, a composition root and one feature template.
    private func app(templates: [String: String] = [
        "ManifestEntry.stencil": #"("{{ name }}Feature", [])"#,
        "Registration.stencil": "{{ name }}Feature(dependency: dependency)",
        "Sources/__Name__Feature/__Name__Feature.swift.stencil": "public final class {{ name }}Feature {} // {{ pathName }} {{ style }}\n",
    ]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-registered-\(UUID().uuidString)")
        var files = templates.map { (".kumiki/templates/feature-module/" + $0.key, $0.value) }
        files.append(("Package.swift", """
            let features: [(name: String, uses: [String])] = [
                ("CartFeature", ["ShowcaseDomain"]),
            ]
            """))
        files.append(("Sources/App/Composition.swift", """
            import CartFeature
            import Kumiki

            final class Composition {
                let features: [any Feature]
                init(dependency: Dependency) {
                    features = [
                        CartFeature(dependency: dependency),
                    ]
                }
            }
            """))
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test("the module's files come from the app's templates, __Name__ replaced; the table and the composition gain one entry each")
    func wiring() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(RegisteredFeatureScaffold.isAvailable(at: root))
        let scaffold = RegisteredFeatureScaffold(root: root, name: try SwiftName("OrderHistory"), style: .observable)
        let files = try scaffold.plan()
        #expect(files.map(\.path) == ["Sources/OrderHistoryFeature/OrderHistoryFeature.swift"])
        #expect(files.first?.contents == "public final class OrderHistoryFeature {} // order-history observable\n")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let edited = try #require(try scaffold.manifest(manifest))
        #expect(edited.contains("""
                ("CartFeature", ["ShowcaseDomain"]),
                ("OrderHistoryFeature", []),
            ]
            """))
        #expect(try scaffold.manifest(edited) == nil, "a feature the table names already is not added again")
        let registration = try scaffold.registration()
        #expect(registration.path == "Sources/App/Composition.swift")
        let text = try #require(registration.text)
        #expect(text.contains("""
                        CartFeature(dependency: dependency),
                        OrderHistoryFeature(dependency: dependency),
                    ]
            """))
        #expect(text.contains("import CartFeature\nimport Kumiki\nimport OrderHistoryFeature\n"), "its import, in order")
    }

    @Test("no templates folder is the other shape; a table, a composition or a template missing names what kumiki needs")
    func refusals() throws {
        let bare = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-bare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(!RegisteredFeatureScaffold.isAvailable(at: bare))

        let root = try app(templates: ["Sources/__Name__Feature/__Name__Feature.swift.stencil": "x\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let scaffold = RegisteredFeatureScaffold(root: root, name: try SwiftName("Order"), style: .observable)
        #expect(throws: ScaffoldError.self) { try scaffold.manifest("let package = Package(name: \"App\")") }
        #expect {
            try scaffold.manifest("let features = [(\"CartFeature\", [])]")
        } throws: { error in
            "\(error)".contains("ManifestEntry.stencil")
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Composition.swift"))
        #expect {
            try scaffold.registration()
        } throws: { error in
            "\(error)".contains("features = [")
        }
    }
}
