import Foundation
import Testing
import ToolsTestSupport

/// The proof that scaffolding works as a team would use it: the real `kumiki` binary makes an
/// app for each preset and adds a feature in each style; each app builds, its generated tests
/// pass, and `kumiki check --strict` finds nothing. The three apps share one build folder, so
/// Kumiki and its dependencies are compiled once (about a minute), then ~20 s per app.
@Suite("kumiki init and kumiki new, built and tested", .serialized)
struct ScaffoldProofTests {
    private static let tools = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let kumiki = tools.appendingPathComponent(".build/debug/kumiki")
    private static let scratch = tools.appendingPathComponent(".build/scaffold-proof")

    /// Runs `executable` with `arguments` in `directory`; the status and everything it printed.
    private func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try ChildProcess.run(executable, arguments, in: directory)
    }

    private var swift: String {
        ProcessInfo.processInfo.environment["PATH", default: "/usr/bin"].split(separator: ":")
            .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swift"
    }

    @Test("an app per preset, a feature per style: swift test passes and kumiki check is clean", arguments: ["modules", "clean", "mvvm-repository"])
    func scaffoldedAppsBuildTestAndCheck(preset: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-proof-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Shop")
        let kumikiCheckout = Self.tools.deletingLastPathComponent().path
        let created = try run(Self.kumiki.path, ["init", "Shop", "--preset", preset, "--kumiki-path", kumikiCheckout], in: folder)
        try #require(created.status == 0, "\(created.output)")
        for (feature, style) in [("Order", ["--style", "observable"]), ("Cart", ["--style", "store"]), ("Note", ["--observable"])] {
            let added = try run(Self.kumiki.path, ["new", "feature", feature] + style, in: app)
            try #require(added.status == 0, "\(added.output)")
            #expect(added.output.contains("created Tests/"))
        }
        let tested = try run(swift, ["test", "--scratch-path", Self.scratch.path], in: app)
        #expect(tested.status == 0, "\(tested.output.suffix(4000))")
        // Four features: ViewModel (or reducer) and Repository tests, two each; Gateway tests too except in mvvm-repository.
        let expected = preset == "mvvm-repository" ? 16 : 24
        #expect(tested.output.contains("Test run with \(expected) tests"), "\(tested.output.suffix(2000))")
        let checked = try run(Self.kumiki.path, ["check", "--strict", "--no-cache"], in: app)
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test("feature modules: kumiki new feature --module adds one feature target and its tests, no interface module or builder; the app builds, tests and checks clean; a feature importing another fails the check")
    func featureModules() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Shop")
        let kumikiCheckout = Self.tools.deletingLastPathComponent().path
        let created = try run(Self.kumiki.path, ["init", "Shop", "--preset", "modules", "--kumiki-path", kumikiCheckout], in: folder)
        try #require(created.status == 0, "\(created.output)")
        for (feature, style) in [("Order", ["--style", "observable"]), ("Cart", ["--style", "store"]), ("Note", ["--observable"])] {
            let added = try run(Self.kumiki.path, ["new", "feature", feature, "--module"] + style, in: app)
            try #require(added.status == 0, "\(added.output)")
            #expect(added.output.contains("created Sources/\(feature)Feature/\(feature)View.swift"))
            #expect(!added.output.contains("Interface"), "\(added.output)")
            #expect(!added.output.contains("Builder"), "\(added.output)")
            #expect(added.output.contains("updated Package.swift: targets \(feature)Feature, \(feature)FeatureTests"), "\(added.output)")
        }
        // Each dependency is written once, however the App's list lays its elements out.
        let manifest = try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.components(separatedBy: #""Domain", "Infrastructure", "Presentation""#).count == 2, "\(manifest)")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources/OrderFeatureInterface").path))
        // The App, the only module that imports a feature, makes its ViewModel.
        let composition = try String(contentsOf: app.appendingPathComponent("Sources/App/AppComposition+Order.swift"), encoding: .utf8)
        #expect(composition.contains("import OrderFeature"), "\(composition)")
        #expect(composition.contains("public func makeOrderViewModel() -> OrderViewModel"), "\(composition)")
        let tested = try run(swift, ["test", "--scratch-path", Self.scratch.path], in: app)
        #expect(tested.status == 0, "\(tested.output.suffix(4000))")
        // The first feature and the three modules: ViewModel or reducer, Repository and Gateway tests.
        #expect(tested.output.contains("Test run with 24 tests"), "\(tested.output.suffix(2000))")
        let checked = try run(Self.kumiki.path, ["check", "--strict", "--no-cache"], in: app)
        #expect(checked.status == 0, "\(checked.output)")
        let layers = try run(Self.kumiki.path, ["layers"], in: app)
        #expect(layers.output.contains("Sources/OrderFeature/OrderViewModel.swift"))
        #expect(layers.output.contains("Feature         target OrderFeature (*Feature)"), "\(layers.output)")

        // A feature that imports another is what the Feature layer refuses.
        let cart = app.appendingPathComponent("Sources/CartFeature/CartView.swift")
        try Data(("import OrderFeature\n" + String(contentsOf: cart, encoding: .utf8)).utf8).write(to: cart)
        let planted = try run(Self.kumiki.path, ["check", "--no-cache"], in: app)
        #expect(planted.status == 1)
        #expect(planted.output.contains("Sources/CartFeature/CartView.swift:1:1: error: CartFeature must not import OrderFeature"), "\(planted.output)")
    }

    @Test("new feature: --dry-run lists and writes nothing; a second run refuses to overwrite; bad input exits 2")
    func commandLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Shop"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dry = try run(Self.kumiki.path, ["new", "feature", "Product", "--dry-run"], in: folder)
        #expect(dry.status == 0)
        #expect(dry.output.contains("would create Sources/Shop/ViewModel/Product/ProductViewModel.swift"), "\(dry.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/Shop/ViewModel").path))
        #expect(try run(Self.kumiki.path, ["new", "feature", "Product"], in: folder).status == 0)
        let again = try run(Self.kumiki.path, ["new", "feature", "Product"], in: folder)
        #expect(again.status == 2)
        #expect(again.output.contains("use --force"))
        #expect(try run(Self.kumiki.path, ["new", "feature", "Product", "--force"], in: folder).status == 0)
        #expect(try run(Self.kumiki.path, ["new", "feature", "product"], in: folder).status == 2)
        #expect(try run(Self.kumiki.path, ["new", "feature", "Thing", "--style", "mvc"], in: folder).status == 2)
        #expect(try run(Self.kumiki.path, ["new", "feature", "Thing", "--preset", "modules"], in: folder).status == 2)
    }

    @Test("mocks: --check exits 1 when the file is stale and 0 when current; a missing input exits 2")
    func mocksCheck() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-mocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Clock.swift")
        try Data("// kumiki:mockable\nprotocol Clock { func now() -> Double }\n".utf8).write(to: source)
        #expect(try run(Self.kumiki.path, ["mocks", ".", "--output", "Mocks.swift", "--check"], in: folder).status == 1)
        #expect(try run(Self.kumiki.path, ["mocks", ".", "--output", "Mocks.swift"], in: folder).status == 0)
        #expect(try run(Self.kumiki.path, ["mocks", "Clock.swift", "--output", "Mocks.swift", "--check"], in: folder).status == 0)
        try Data("// kumiki:mockable\nprotocol Clock { func now() -> Double; func today() -> Int }\n".utf8).write(to: source)
        let stale = try run(Self.kumiki.path, ["mocks", "Clock.swift", "--output", "Mocks.swift", "--check"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.output.contains("Mocks.swift is stale"))
        #expect(try run(Self.kumiki.path, ["mocks", "Nowhere", "--output", "Mocks.swift"], in: folder).status == 2)
        try Data("// kumiki:mockable\nprotocol Broken { func a(x: ) }\n".utf8).write(to: folder.appendingPathComponent("Broken.swift"))
        let broken = try run(Self.kumiki.path, ["mocks", ".", "--output", "Mocks.swift"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.output.contains("Broken.swift:2:"), "\(broken.output)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Mocks.swift"), encoding: .utf8).contains("class ClockMock"))
    }
}
