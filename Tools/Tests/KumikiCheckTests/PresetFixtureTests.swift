import Foundation
import Testing
@testable import KumikiCheck

@Suite("Preset fixture projects")
struct PresetFixtureTests {
    private func run(_ name: String) throws -> [String] {
        try checkFixture(name).findings
    }

    @Test("a top layer of screens no layer may use is no composition root: its use says what may be used, and its cycle is reported")
    func screensOnTopAreNoCompositionRoot() throws {
        let folder = fixtures.appendingPathComponent("mvvm-repository")
        let configuration = try Configuration.parse(
            try String(contentsOf: folder.appendingPathComponent(".kumiki.yml"), encoding: .utf8), file: ".kumiki.yml")
        let diagnostics = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."]).diagnostics
        let upward = try #require(diagnostics.first { $0.ruleID == "layer-dependency" && $0.location.file.hasSuffix("ProductListViewModel.swift") })
        #expect(!upward.message.contains("composition root"), "\(upward.message)")
        #expect(diagnostics.contains { $0.ruleID == "dependency-cycle" })
    }

    @Test("mvvm-repository: minne's layers")
    func mvvmRepository() throws {
        #expect(try run("mvvm-repository") == [
            "forbidden-import@App/Repository/ProductRepository.swift:2",
            "no-project-superclass@App/View/ProductListView.swift:5",
            "dependency-cycle@App/View/ProductListView.swift:6",
            "published-private-set@App/ViewModel/ProductListViewModel.swift:6",
            "viewmodel-depends-on-protocols@App/ViewModel/ProductListViewModel.swift:8",
            "viewmodel-depends-on-protocols@App/ViewModel/ProductListViewModel.swift:11",
            "layer-dependency@App/ViewModel/ProductListViewModel.swift:16",
            "no-singleton-access@App/ViewModel/ProductListViewModel.swift:17",
            "force-unwrap@App/ViewModel/ProductListViewModel.swift:20",
        ])
    }

    @Test("clean: Domain names no Infrastructure type; Presentation names no concrete Infrastructure class")
    func clean() throws {
        #expect(try run("clean") == [
            "dependency-cycle@App/Domain/RankingUseCase.swift:9",
            "layer-dependency@App/Domain/RankingUseCase.swift:9",
            "layer-dependency@App/Presentation/RankingViewModel.swift:5",
        ])
    }

    @Test("modules: layers as SwiftPM targets, checked through imports")
    func modules() throws {
        #expect(try run("modules") == [
            "dependency-cycle@Sources/Domain/NewsFeedRepository.swift:2",
            "layer-dependency@Sources/Domain/NewsFeedRepository.swift:2",
            "layer-dependency@Sources/Presentation/NewsFeedFeature.swift:2",
        ])
    }

    @Test("modules: targets named after their layer with a prefix (ShowcaseDomain) are layers; SwiftUI is not the View layer")
    func prefixedModules() throws {
        let project = try temporaryProject([
            ".kumiki.yml": "preset: modules\n",
            "Sources/ShopDomain/Product.swift": "public struct Product {}",
            "Sources/ShopInfrastructure/ProductAPI.swift": "import ShopDomain\npublic struct ProductAPI {}",
            "Sources/ShopPresentation/ProductListViewModel.swift": "import ShopDomain\nimport ShopInfrastructure\nfinal class ProductListViewModel {}",
            "Sources/ShopTerminalUI/ProductListScreen.swift": "import SwiftUI\nimport ShopPresentation\nstruct ProductListScreen {}",
            "Sources/ShopApp/Main.swift": "import ShopTerminalUI\nimport ShopInfrastructure\nimport ShopPresentation",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let configuration = try Configuration.parse("preset: modules\n", file: ".kumiki.yml")
        let result = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: project).run(paths: ["."])
        #expect(result.diagnostics.map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" } == [
            "layer-dependency@Sources/ShopPresentation/ProductListViewModel.swift:2",
        ])
        #expect(result.model.layer(ofFile: "Sources/ShopTerminalUI/ProductListScreen.swift") == "View")
        #expect(result.model.layer(ofModule: "SwiftUI") == nil)
        #expect(result.model.layer(ofModule: "ShopApp") == "App")
    }
}
