import Foundation
import Testing
@testable import KumikiCheck

@Suite("Preset fixture projects")
struct PresetFixtureTests {
    private func run(_ name: String) throws -> [String] {
        let folder = fixtures.appendingPathComponent(name)
        let configuration = try Configuration.parse(
            String(contentsOf: folder.appendingPathComponent(".kumiki.yml"), encoding: .utf8), file: ".kumiki.yml")
        return try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."])
            .diagnostics.map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" }
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
}
