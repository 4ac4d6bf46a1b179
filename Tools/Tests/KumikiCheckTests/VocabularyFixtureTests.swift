import Foundation
import Testing
@testable import KumikiCheck

/// Projects whose layers are not named like a preset's, described in their own `.kumiki.yml`
/// (the full form): every finding is listed, so a missed or an extra one fails.
@Suite("Custom vocabularies on the common public layouts")
struct VocabularyFixtureTests {
    @Test("Clean Architecture with a Data layer and an Application folder (preset clean, extended)")
    func cleanWithData() throws {
        try expectFindings(of: "clean-data", [
            "dependency-cycle@Data/ArticleDTO.swift:5",
            "forbidden-import@Data/ArticleRepository.swift:2",
            "layer-dependency@Domain/UseCases/ArticleUseCase.swift:16",
            "viewmodel-depends-on-protocols@Presentation/ArticleListViewModel.swift:5",
            "viewmodel-depends-on-protocols@Presentation/ArticleListViewModel.swift:7",
            "layer-dependency@Presentation/ArticleListViewModel.swift:11",
        ])
    }

    @Test("a SwiftUI app with UI, Interactors, Repositories and Core, described from scratch")
    func swiftUIInteractors() throws {
        try expectFindings(of: "swiftui-interactors", [
            "forbidden-import@App/Interactors/CountriesInteractor.swift:1",
            "dependency-cycle@App/Interactors/CountriesInteractor.swift:14",
            "layer-dependency@App/Interactors/CountriesInteractor.swift:14",
            "layer-dependency@App/Interactors/CountriesInteractor.swift:15",
            "layer-dependency@App/UI/CountriesListView.swift:6",
        ])
    }

    @Test("a modular app: a target per feature over shared Domain and Infrastructure (preset modules, extended)")
    func featureModules() throws {
        // Feature modules are isolated from each other: SearchFeature may not import FeedFeature.
        try expectFindings(of: "feature-modules", [
            "layer-dependency@Sources/FeedFeature/FeedViewModel.swift:3",
            "layer-dependency@Sources/FeedFeature/FeedViewModel.swift:9",
            "feature-isolation@Sources/SearchFeature/SearchViewModel.swift:3",
        ])
    }

    /// Compares the fixture's findings with `expected`, printing precision (findings that
    /// are expected) and recall (expected findings found): both must be 100 %.
    private func expectFindings(of fixture: String, _ expected: [String]) throws {
        let found = try checkFixture(fixture).findings
        let hits = Set(found).intersection(expected).count
        let precision = found.isEmpty ? 1 : Double(hits) / Double(Set(found).count)
        let recall = expected.isEmpty ? 1 : Double(hits) / Double(Set(expected).count)
        print("\(fixture): \(found.count) findings, precision \(Int(precision * 100)) %, recall \(Int(recall * 100)) %")
        #expect(found == expected)
    }

    @Test("kumiki layers explains every placement: glob, target, type suffix, and the files in none")
    func layerReport() throws {
        let swiftUI = LayerReport(model: try checkFixture("swiftui-interactors").model)
        #expect(swiftUI.preset == "custom")
        #expect(swiftUI.layers.map(\.name) == ["UI", "Interactors", "Repositories", "Core"])
        #expect(swiftUI.layers.map(\.mayDependOn) == [["Interactors", "Core"], ["Repositories", "Core"], ["Core"], []])
        let interactor = try #require(swiftUI.files.first { $0.path == "App/Interactors/CountriesInteractor.swift" })
        #expect(interactor.layer == "Interactors" && interactor.reason == "path glob App/Interactors/**")
        let environment = try #require(swiftUI.files.first { $0.path == "App/System/AppEnvironment.swift" })
        #expect(environment.layer == nil)
        #expect(environment.types.map(\.name) == ["SystemEventsInteractor"])
        #expect(environment.types.first?.reason == "type suffix Interactor (SystemEventsInteractor)")
        #expect(swiftUI.unplacedFiles.isEmpty)
        #expect(swiftUI.text.contains("No file is outside every layer."))

        let modules = LayerReport(model: try checkFixture("feature-modules").model)
        let feed = try #require(modules.files.first { $0.path == "Sources/FeedFeature/FeedViewModel.swift" })
        #expect(feed.layer == "Feature" && feed.reason == "target FeedFeature (*Feature)")
        // A design system is the View layer's shared components.
        #expect(modules.unplacedFiles.isEmpty)
        #expect(modules.files.first { $0.path == "Sources/DesignSystem/Palette.swift" }?.layer == "View")
        #expect(modules.layers.first { $0.name == "App" }?.mayDependOn == ["Feature", "Infrastructure", "Domain"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(modules.json.utf8)) as? [String: Any])
        #expect(json["unplaced"] as? [String] == [])
        #expect((json["layers"] as? [[String: Any]])?.first?["may_depend_on"] as? [String] == ["Feature", "Infrastructure", "Domain"])
    }
}
