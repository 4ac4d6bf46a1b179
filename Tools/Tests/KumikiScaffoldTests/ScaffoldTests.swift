import Foundation
import KumikiCheck
import Testing
@testable import KumikiScaffold

@Suite("Scaffolding")
struct ScaffoldTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func app(preset: Preset, style: ScaffoldStyle = .inputsOutputs, renderer: TemplateRenderer = TemplateRenderer(overrideDirectory: nil)) throws -> AppScaffold {
        AppScaffold(name: try SwiftName("Shop"), preset: preset, style: style, feature: try SwiftName("Product"),
                    kumiki: .path("../kumiki"), renderer: renderer)
    }

    @Test("names must be Swift type names", arguments: [
        ("", "it is empty"), ("product", "upper-case"), ("Product-List", "ASCII letters"), ("Prodüct", "ASCII letters"),
        ("Data", "clashes"), ("9Lives", "upper-case"),
    ])
    func invalidNames(name: String, reason: String) {
        #expect {
            try SwiftName(name)
        } throws: { error in
            (error as? ScaffoldError)?.description.contains(reason) == true
        }
    }

    @Test("the spellings templates use")
    func spellings() throws {
        #expect(try SwiftName("URLSession").lowerCamelCase == "urlSession")
        #expect(try SwiftName("ProductReview").lowerCamelCase == "productReview")
        #expect(try SwiftName("ProductReview").kebabCase == "product-review")
        #expect(try SwiftName("HTTPHeader2").kebabCase == "http-header2")
    }

    @Test("each preset puts each file in the layer kumiki check assigns, and the plan checks clean", arguments: Preset.all.map(\.name))
    func placement(presetName: String) throws {
        let preset = try Preset.named(presetName)
        let files = try app(preset: preset).plan(root: URL(fileURLWithPath: "/tmp/Shop"))
        let sources = files.filter { $0.path.hasPrefix("Sources/") && $0.path.hasSuffix(".swift") }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ScaffoldWriter.write(files, under: folder, force: false, dryRun: false)
        let configuration = try Configuration.parse(
            String(contentsOf: folder.appendingPathComponent(".kumiki.yml"), encoding: .utf8), file: ".kumiki.yml")
        let result = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layers = result.model.typeLayers
        let expected: [String: (file: String, layer: String)] = switch presetName {
        case "mvvm-repository": [
            "Product": ("Sources/Domain/Entity/Product/Product.swift", "Entity"),
            "ProductRepositoryProtocol": ("Sources/Domain/Repository/Product/ProductRepositoryProtocol.swift", "Repository"),
            "ProductRequester": ("Sources/Infrastructure/Network/Product/ProductRequester.swift", "Network"),
            "ProductRepository": ("Sources/Infrastructure/Repository/Product/ProductRepository.swift", "Repository"),
            "ProductViewModel": ("Sources/Presentation/ViewModel/Product/ProductViewModel.swift", "ViewModel"),
        ]
        default: [
            "Product": ("Sources/Domain/Product/Product.swift", "Domain"),
            "ProductUseCase": ("Sources/Domain/Product/ProductUseCase.swift", "Domain"),
            "ProductGateway": ("Sources/Infrastructure/Product/ProductGateway.swift", "Infrastructure"),
            "ProductRepository": ("Sources/Infrastructure/Product/ProductRepository.swift", "Infrastructure"),
            "ProductViewModel": ("Sources/Presentation/Product/ProductViewModel.swift", "Presentation"),
        ]
        }
        for (type, place) in expected {
            #expect(sources.contains { $0.path == place.file }, "\(place.file) not planned")
            #expect(layers[type] == place.layer, "\(type) is in \(String(describing: layers[type])), not \(place.layer)")
        }
    }

    @Test("--dry-run writes nothing; nothing is overwritten without --force; generated mocks are refreshed")
    func writing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try app(preset: .modules).plan(root: folder)
        let planned = try ScaffoldWriter.write(files, under: folder, force: false, dryRun: true)
        #expect(planned.count == files.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        try ScaffoldWriter.write(files, under: folder, force: false, dryRun: false)
        let viewModel = folder.appendingPathComponent("Sources/Presentation/Product/ProductViewModel.swift")
        try Data("// edited by hand\n".utf8).write(to: viewModel)
        #expect {
            try ScaffoldWriter.write(files, under: folder, force: false, dryRun: false)
        } throws: { error in
            guard case .wouldOverwrite(let paths) = error as? ScaffoldError else { return false }
            return paths.contains("Sources/Presentation/Product/ProductViewModel.swift") && !paths.contains { $0.hasSuffix("Mocks.swift") }
        }
        #expect(try String(contentsOf: viewModel, encoding: .utf8) == "// edited by hand\n", "a refused run writes nothing")
        try ScaffoldWriter.write(files, under: folder, force: true, dryRun: false)
        #expect(try String(contentsOf: viewModel, encoding: .utf8).contains("final class ProductViewModel"))
    }

    @Test("a project's .kumiki/templates override a bundled template; a broken one names its file and line")
    func overrides() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let overrides = folder.appendingPathComponent(".kumiki/templates/feature")
        try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
        try Data("/// Ours: {{ name }}.\n{{ access }}struct {{ name }}: Hashable, Sendable {}\n".utf8)
            .write(to: overrides.appendingPathComponent("Entity.swift.stencil"))
        let renderer = TemplateRenderer(overrideDirectory: folder.appendingPathComponent(".kumiki/templates"))
        let files = try app(preset: .modules, renderer: renderer).plan(root: folder)
        #expect(files.first { $0.path == "Sources/Domain/Product/Product.swift" }?.contents == "/// Ours: Product.\npublic struct Product: Hashable, Sendable {}\n")

        let broken = overrides.appendingPathComponent("Requester.swift.stencil")
        try Data("import Kumiki\n\n{% if access %}\nstruct {{ name }}Requester {}\n".utf8).write(to: broken)
        #expect {
            try app(preset: .modules, renderer: renderer).plan(root: folder)
        } throws: { error in
            guard case .template(let file, let line, let message) = error as? ScaffoldError else { return false }
            return file == broken.path && line == 3 && message.contains("endif")
        }
    }

    @Test("a package with no place for a layer is an error that says what it needs")
    func layoutErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ScaffoldError.self) { try ProjectLayout.detect(root: folder, presetOverride: nil) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Shop"), withIntermediateDirectories: true)
        let single = try ProjectLayout.detect(root: folder, presetOverride: "clean")
        #expect(!single.isLayered)
        #expect(single.directory(group: .domain, layer: "Domain", feature: "Product") == "Sources/Shop/Domain/Product")
        #expect {
            try ProjectLayout.detect(root: folder, presetOverride: "modules")
        } throws: { error in
            (error as? ScaffoldError)?.description.contains("modules preset places each layer in its own SwiftPM target") == true
        }
    }
}
