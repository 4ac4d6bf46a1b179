import Foundation
import KumikiSourceFiles
import Testing
@testable import KumikiCheck

/// `CheckSession`, the project a language server keeps in memory: after an edit that keeps what a
/// file declares, it checks that file alone, and its answer must be the one a full check gives.
@Suite("CheckSession")
struct CheckSessionTests {
    /// A project laid out by folders (mvvm-repository), with a cycle waiting to be closed and
    /// references to types no file declares yet (`AnalyticsTracker`, `PriceFormatter`): declaring
    /// one in a file changes other files' findings.
    static let folderProject: [String: String] = [
        "Entity/Product.swift": "struct Product { let id: Int }\n",
        "Network/ProductRequester.swift": "final class ProductRequester {\n    func fetch() -> [Product] { [] }\n}\n",
        "Repository/CartRepository.swift": """
            protocol CartRepositoryProtocol {}
            final class CartRepository: CartRepositoryProtocol {
                let requester = ProductRequester()
                let tracker: AnalyticsTracker? = nil
            }

            """,
        "ViewModel/CartViewModel.swift": """
            import Combine

            final class CartViewModel {
                @Published private(set) var products: [Product] = []
                let formatter: PriceFormatter? = nil
                init(repository: any CartRepositoryProtocol, cart: CartRepository) {}
            }

            """,
        "View/CartView.swift": "import SwiftUI\n\nstruct CartView {\n    let viewModel: CartViewModel\n}\n",
        "Utility/PriceAdaptor.swift": "struct PriceAdaptor {\n    func format(_ product: Product) -> String { \"\" }\n}\n",
    ]

    /// A package whose layers are its targets (modules preset): feature isolation and the two
    /// dependency rules take part too. CartFeature imports ShopInfrastructure without declaring
    /// it, which a re-export from ShopDomain (a planted line) makes right.
    static let packageProject: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "ShopDomain"),
                    .target(name: "ShopInfrastructure", dependencies: ["ShopDomain"]),
                    .target(name: "CartFeature", dependencies: ["ShopDomain"]),
                    .target(name: "SearchFeature", dependencies: ["ShopDomain", "ShopInfrastructure"]),
                    .target(name: "ShopApp", dependencies: ["CartFeature", "SearchFeature", "ShopInfrastructure"]),
                ]
            )

            """,
        ".kumiki.yml": "preset: modules\n",
        "Sources/ShopDomain/Cart.swift": "public struct Cart { public init() {} }\n",
        "Sources/ShopDomain/CartRepositoryProtocol.swift": "public protocol CartRepositoryProtocol {}\n",
        "Sources/ShopInfrastructure/CartRepository.swift": "import ShopDomain\n\npublic final class CartRepository: CartRepositoryProtocol {}\n",
        "Sources/CartFeature/CartViewModel.swift": "import ShopDomain\nimport ShopInfrastructure\n\npublic final class CartViewModel {\n    let cart = Cart()\n    let tracker: AnalyticsTracker? = nil\n}\n",
        "Sources/SearchFeature/SearchViewModel.swift": "import ShopDomain\n\npublic final class SearchViewModel {}\n",
        "Sources/ShopApp/Composition.swift": "import CartFeature\nimport SearchFeature\nimport ShopInfrastructure\n\nlet viewModel = CartViewModel()\n",
    ]

    /// Lines an edit puts at the top of a file: imports of every kind, references across layers,
    /// declarations (which make the next check a full one), suppressions, force unwraps.
    static let plantedLines = [
        "import UIKit",
        "import ShopInfrastructure",
        "import SearchFeature",
        "import CartFeature",
        "@_exported import ShopDomain",
        "@_exported import ShopInfrastructure",
        "final class AnalyticsTracker {}",
        "struct PriceFormatter {}",
        "let plantedRepository: CartRepository? = nil",
        "let plantedView: CartView? = nil",
        "let plantedViewModel: CartViewModel? = nil",
        "let plantedRequester: ProductRequester? = nil",
        "struct PlantedViewModel {}",
        "protocol CartRepository {}",
        "extension CartRepository {}",
        "let plantedNumber = Int(\"1\")!",
        "// kumiki:disable:next layer-dependency",
        "// kumiki:disable:next dependency-cycle",
        "final class PlantedCache { static let shared = PlantedCache() }",
    ]

    /// Opens, edits, closes and rewrites files at random; after every step the session's answer
    /// must equal a full check of the same model, and both kinds of check must have happened.
    func differential(_ files: [String: String], configuration: Configuration, seed: UInt64, steps: Int) throws {
        let root = try temporaryProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try CheckSession(root: root, configuration: configuration, cacheDirectory: nil)
        let paths = files.keys.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.sorted()
        var generator = SeededGenerator(seed: seed)
        var texts: [String: String] = [:]  // the open documents' text
        var incremental = 0, full = 0
        _ = session.diagnostics()
        for step in 0..<steps {
            guard let path = paths.randomElement(using: &generator) else { return }
            var text = texts[path] ?? files[path] ?? ""
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                let line = Self.plantedLines.randomElement(using: &generator) ?? ""
                text = line + "\n" + text
                texts[path] = text
                session.setText(text, forFile: path)
            case 6..<8:
                var lines = text.components(separatedBy: "\n")
                if lines.count > 1 { lines.remove(at: 0) }
                text = lines.joined(separator: "\n")
                texts[path] = text
                session.setText(text, forFile: path)
            case 8:
                texts[path] = nil
                session.setText(nil, forFile: path)
            default:
                // Saved elsewhere: the file changes on disk (the buffer, if open, still wins).
                let line = Self.plantedLines.randomElement(using: &generator) ?? ""
                let disk = root.appendingPathComponent(path)
                let saved = line + "\n" + ((try? String(contentsOf: disk, encoding: .utf8)) ?? "")
                try saved.write(to: disk, atomically: true, encoding: .utf8)
                session.fileDidChangeOnDisk(path)
            }
            let answer = session.diagnostics()
            if session.filesCheckedLastTime < session.fileCount { incremental += 1 } else { full += 1 }
            let expected = Self.fullCheck(of: session)
            #expect(answer == expected, "step \(step), \(path):\n\(text)")
            if answer != expected { return }
        }
        #expect(incremental > steps / 4, "most edits keep the declarations: \(incremental) incremental, \(full) full checks")
        #expect(full > 0)
    }

    /// What a check from nothing answers: a model built again from the facts the session holds
    /// for each file (every table derived from them made anew), checked whole.
    static func fullCheck(of session: CheckSession) -> [Diagnostic] {
        let kept = session.model
        for file in kept.files {
            #expect(session.facts(ofFile: file.path) == file, "the model holds the facts of \(file.path) the session has")
        }
        let rebuilt = ProjectModel(
            configuration: kept.configuration, files: kept.files, placements: kept.placements, projects: kept.projects,
            unbuiltFiles: kept.unbuiltFiles, isFullyAnalysed: kept.isFullyAnalysed)
        return Checker().check(rebuilt)
    }

    @Test("random edits in a folder-laid project: every answer equals a full check", arguments: [1, 2, 3] as [UInt64])
    func folderProjectDifferential(seed: UInt64) throws {
        try differential(Self.folderProject, configuration: Configuration(preset: .mvvmRepository), seed: seed, steps: 150)
    }

    @Test("random edits in a package checked by its targets: every answer equals a full check", arguments: [1, 2] as [UInt64])
    func packageProjectDifferential(seed: UInt64) throws {
        try differential(Self.packageProject, configuration: Configuration(preset: .modules), seed: seed, steps: 150)
    }

    @Test("typing a forbidden import checks the edited file alone; declaring a type another file names checks the whole project")
    func checksOnlyWhatChanged() throws {
        let root = try temporaryProject(Self.folderProject)
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try CheckSession(root: root, configuration: Configuration(preset: .mvvmRepository), cacheDirectory: nil)
        let clean = session.diagnostics()
        #expect(clean.map(\.ruleID) == ["viewmodel-depends-on-protocols"])
        #expect(session.filesCheckedLastTime == 6)
        let viewModel = "ViewModel/CartViewModel.swift", text = Self.folderProject[viewModel] ?? ""

        session.setText("import UIKit\n" + text, forFile: viewModel)
        #expect(session.diagnostics(forFile: viewModel).map(\.ruleID) == ["forbidden-import", "viewmodel-depends-on-protocols"])
        #expect(session.filesCheckedLastTime == 1)

        session.setText(text, forFile: viewModel)
        #expect(session.diagnostics() == clean)
        #expect(session.filesCheckedLastTime == 1)

        // CartRepository names AnalyticsTracker; declared in the View layer, that is a finding in the repository's file.
        let view = "View/CartView.swift"
        session.setText((Self.folderProject[view] ?? "") + "final class AnalyticsTracker {}\n", forFile: view)
        let repository = session.diagnostics(forFile: "Repository/CartRepository.swift")
        // …and it closes a cycle: View → ViewModel → Repository → View.
        #expect(repository.map(\.ruleID) == ["dependency-cycle", "layer-dependency"])
        #expect(repository.last?.message.contains("AnalyticsTracker from the View layer") == true, "\(repository)")
        #expect(session.filesCheckedLastTime == 6)
    }
}
