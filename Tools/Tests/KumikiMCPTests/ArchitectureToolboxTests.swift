import Foundation
import KumikiCheck
import KumikiMCP
import Testing

@Suite("ArchitectureToolbox: what an assistant asks, answered from the project on disk")
struct ArchitectureToolboxTests {
    @Test("check finds what kumiki check finds, narrowed to paths and rules, and sees edits between calls")
    func check() throws {
        let project = try ProjectFolder.modulesApp()
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        #expect(try toolbox.check().findings == [])
        try project.write("Sources/ShopPresentation/ProductListViewModel.swift", "import ShopInfrastructure\nimport ShopDomain\n\npublic final class ProductListViewModel {}\n")
        try project.write("Sources/CartFeature/CartScreen.swift", "import SearchFeature\n\npublic struct CartScreen {}\n")
        let report = try toolbox.check()
        #expect(report.filesChecked == 6)
        #expect(report.counts == ["layer-dependency": 1, "feature-isolation": 1])
        let layer = try #require(report.findings.first { $0.rule == "layer-dependency" })
        #expect(layer.file == "Sources/ShopPresentation/ProductListViewModel.swift")
        #expect((layer.line, layer.column) == (1, 1))
        #expect(layer.severity == "error")
        #expect(layer.documentation.hasSuffix("Rules.md#layer-dependency"))
        #expect(try toolbox.check(paths: ["Sources/CartFeature"]).findings.map(\.rule) == ["feature-isolation"])
        #expect(try toolbox.check(rules: ["layer-dependency"]).findings.map(\.rule) == ["layer-dependency"])
    }

    @Test("unknown rules and missing paths are typed errors that say what exists")
    func badQuestions() throws {
        let project = try ProjectFolder.modulesApp()
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        #expect(throws: ToolboxError.unknownRule("layering")) { try toolbox.check(rules: ["layering"]) }
        #expect(throws: ToolboxError.noSuchPath("Sources/Nowhere")) { try toolbox.check(paths: ["Sources/Nowhere"]) }
        #expect(throws: ToolboxError.unknownLayer("Model", known: ["App", "Feature", "View", "Presentation", "Infrastructure", "Domain"])) {
            try toolbox.allowedImports(layer: "Model")
        }
        #expect(ToolboxError.unknownRule("x").description.contains("layer-dependency"))
        try project.write(".kumiki.yml", "preset: nonsense\n")
        #expect {
            try toolbox.check()
        } throws: { error in
            guard case ToolboxError.check(let reason) = error else { return false }
            return reason.contains("nonsense")
        }
    }

    @Test("paths outside the project, through .. or a link, and devices are refused before anything is read")
    func pathsOutsideTheProject() throws {
        let project = try ProjectFolder.modulesApp()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("struct Secret {}\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appendingPathComponent("Sources/Escape.swift").path, withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        for path in ["/dev/zero", "/proc/self/environ", "/etc/passwd", "../../etc/passwd", "Sources/../../x", outside.path, "Sources/Escape.swift"] {
            #expect(throws: ToolboxError.self, "\(path)") { try toolbox.layer(ofFile: path) }
            #expect("\(path)") {
                try toolbox.check(paths: [path])
            } throws: { error in
                "\(error)".contains("outside the project")
            }
        }
        // The whole project's check reads neither the link's target nor anything else outside.
        #expect(try toolbox.check().filesChecked == 6)
    }

    @Test("layer_of a file says its layer, why, and what it may and may not import, even before the file exists")
    func layerOfFile() throws {
        let project = try ProjectFolder.modulesApp()
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        let answer = try toolbox.layer(ofFile: "Sources/ShopPresentation/ProductListViewModel.swift")
        #expect(answer.layer == "Presentation")
        #expect(answer.reason == "target ShopPresentation (*Presentation)")
        #expect(answer.mayDependOn == ["Domain"])
        #expect(answer.mayImport == ["ShopDomain"])
        #expect(answer.mustNotImport.contains("ShopInfrastructure"))
        #expect(!answer.mustNotImport.contains("UIKit"), "the modules preset lets Presentation import UI frameworks")
        let absolute = try toolbox.layer(ofFile: project.url.appendingPathComponent("Sources/ShopDomain/Product.swift").path)
        #expect(absolute.subject == "Sources/ShopDomain/Product.swift")
        #expect(absolute.layer == "Domain")
        #expect(absolute.mustNotImport.contains("UIKit"))
        let unwritten = try toolbox.layer(ofFile: "Sources/ShopInfrastructure/CartRepository.swift")
        #expect(unwritten.layer == "Infrastructure")
        #expect(unwritten.mayImport == ["ShopDomain"])
    }

    @Test("layer_of a type: by the file that declares it, else by its name's suffix, else none and why")
    func layerOfType() throws {
        let project = try ProjectFolder([
            ".kumiki.yml": "preset: mvvm-repository\n",
            "ViewModel/CartViewModel.swift": "final class CartViewModel {}\n",
            "Shared/Helpers.swift": "struct PriceFormatter {}\nfinal class OrderRepository {}\n",
        ])
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        let declared = try toolbox.layer(ofType: "CartViewModel")
        #expect(declared.layer == "ViewModel")
        #expect(declared.declaredIn == "ViewModel/CartViewModel.swift")
        #expect(declared.reason == "declared in ViewModel/CartViewModel.swift, which is in ViewModel by path glob **/ViewModel/**")
        let bySuffix = try toolbox.layer(ofType: "OrderRepository")
        #expect(bySuffix.layer == "Repository")
        #expect(bySuffix.reason == "type suffix Repository (OrderRepository), declared in Shared/Helpers.swift")
        #expect(try toolbox.layer(ofType: "PaymentRepository").reason?.contains("not declared in the project") == true)
        let none = try toolbox.layer(ofType: "PriceFormatter")
        #expect(none.layer == nil)
        #expect(none.mayDependOn == [])
        let file = try toolbox.layer(ofFile: "Shared/Helpers.swift")
        #expect(file.layer == nil)
        #expect(file.reason?.contains("OrderRepository → Repository") == true)
    }

    @Test("layer_of a type tells a nested type from a top-level one of its name, and names every layer an ambiguous name could mean")
    func layerOfNestedAndAmbiguousTypes() throws {
        let project = try ProjectFolder([
            ".kumiki.yml": "preset: modules\n",
            "Sources/ShopPresentation/CountryDetails.swift": "public struct CountryDetails {}\n",
            "Sources/ShopDomain/DBModel.swift": "public enum DBModel { public struct CountryDetails {} }\npublic struct Product {}\n",
            "Sources/CartFeature/Product.swift": "public struct Product {}\n",
        ])
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        #expect(try toolbox.layer(ofType: "CountryDetails").layer == "Presentation")
        let nested = try toolbox.layer(ofType: "DBModel.CountryDetails")
        #expect(nested.layer == "Domain" && nested.declaredIn == "Sources/ShopDomain/DBModel.swift")
        let ambiguous = try toolbox.layer(ofType: "Product")
        #expect(ambiguous.layer == nil)
        #expect(ambiguous.reason?.contains("names types in different layers") == true, "\(ambiguous.reason ?? "")")
        #expect(try toolbox.layer(ofType: "ShopDomain.Product").layer == "Domain")
    }

    @Test("allowed_imports lists the layers and modules a layer may and may not import, and isolation")
    func allowedImports() throws {
        let project = try ProjectFolder.modulesApp()
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        let domain = try toolbox.allowedImports(layer: "Domain")
        #expect(domain.mayDependOnLayers == [])
        #expect(domain.mayImport == ["ShopDomain"])
        #expect(domain.forbiddenFrameworks.contains("UIKit"))
        #expect(domain.mustNotImport.contains("ShopInfrastructure"))
        let feature = try toolbox.allowedImports(layer: "Feature")
        #expect(feature.mayDependOnLayers == ["View", "Presentation", "Domain"])
        #expect(feature.mayImport.contains("ShopPresentation"))
        #expect(feature.mustNotDependOnLayers == ["App", "Infrastructure"])
        #expect(feature.notes.first?.contains("isolated") == true)
        #expect(feature.mustNotImport.contains("SearchFeature") && feature.mustNotImport.contains("CartFeature"))
        let cart = try toolbox.layer(ofFile: "Sources/CartFeature/CartScreen.swift")
        #expect(cart.mustNotImport.contains("SearchFeature"))
        #expect(!cart.mustNotImport.contains("CartFeature") && !cart.mayImport.contains("CartFeature"), "its own module is neither")
    }

    @Test("explain_rule gives the rule's documentation and its severity in this project")
    func explain() throws {
        let project = try ProjectFolder.modulesApp()
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        let singleton = try toolbox.explain(rule: "no-singleton-access")
        #expect(singleton.severity == "error")
        #expect(singleton.defaultSeverity == "warning")
        #expect(singleton.documentation == RuleID.noSingletonAccess.documentation)
        #expect(singleton.url.hasSuffix("#no-singleton-access"))
        #expect(throws: ToolboxError.unknownRule("no-singletons")) { try toolbox.explain(rule: "no-singletons") }
    }

    @Test("graph draws the dependencies found, forbidden ones marked, between layers or targets")
    func graph() throws {
        let project = try ProjectFolder.modulesApp()
        try project.write("Sources/ShopDomain/Leak.swift", "import ShopInfrastructure\n")
        let toolbox = ArchitectureToolbox(directory: project.url, cacheDirectory: nil)
        let layers = try toolbox.graph()
        #expect(layers.edges.contains(.init(from: "Domain", to: "Infrastructure", violation: true)))
        #expect(layers.edges.contains(.init(from: "Infrastructure", to: "Domain", violation: false)))
        #expect(layers.text.hasPrefix("flowchart"))
        let targets = try toolbox.graph(level: .targets, format: .dot)
        #expect(targets.nodes.contains("CartFeature"))
        #expect(targets.text.hasPrefix("digraph"))
    }
}
