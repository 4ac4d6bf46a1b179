import Foundation
import Testing
@testable import KumikiCheck

@Suite("Rules")
struct RuleTests {
    private let productFile = "struct Product { let id: String }"
    private let repositoryFile = "protocol CartRepositoryProtocol {}\nfinal class CartRepository: CartRepositoryProtocol {}"

    @Test("layer-dependency: a ViewModel naming a View fails; naming an Entity or a Repository passes")
    func layerDependency() throws {
        let bad = try check([
            "View/ProductView.swift": "final class ProductView {}",
            "ViewModel/ProductViewModel.swift": "final class ProductViewModel { var view: ProductView? }",
        ])
        #expect(bad.summary == ["layer-dependency@ViewModel/ProductViewModel.swift:1"])
        let good = try check([
            "Entity/Product.swift": productFile,
            "Repository/ProductRepository.swift": "protocol ProductRepository {}",
            "ViewModel/ProductViewModel.swift": "final class ProductViewModel { var product: Product?; var repository: (any ProductRepository)? }",
        ])
        #expect(good.isEmpty)
    }

    @Test("layer-dependency says how code depends: an extension of a foreign type, a conformance, generic constraints and typealiases at the top level, a nested type")
    func layerDependencyWording() throws {
        let found = try check([
            "App/Infrastructure/Net.swift": """
                enum DataTransferError: Error { case noResponse }
                protocol APIRequester {}
                final class HTTPClient { struct Response {} }
                protocol Cacheable {}
                """,
            "App/Domain/ConnectionError.swift": "protocol ConnectionError {}",
            "App/Domain/Shapes.swift": """
                func send<T: APIRequester>(_ requester: T) {}
                typealias Client = HTTPClient
                func parse(_ response: HTTPClient.Response) {}
                struct Entry: Cacheable {}
                func generic<T>(_ value: T) where T: APIRequester {}
                """,
            "App/Presentation/Errors.swift": "extension DataTransferError: ConnectionError {}",
        ], preset: .clean)
        let messages = found.map { "\($0.location.file):\($0.location.line): \($0.message)" }
        let domain = "it may depend on no other layer."
        #expect(messages == [
            "App/Domain/Shapes.swift:1: The function send(_:) in the Domain layer must not use APIRequester from the Infrastructure layer; \(domain)",
            "App/Domain/Shapes.swift:2: The typealias Client in the Domain layer must not use HTTPClient from the Infrastructure layer; \(domain)",
            "App/Domain/Shapes.swift:3: The function parse(_:) in the Domain layer must not use HTTPClient from the Infrastructure layer; \(domain)",
            "App/Domain/Shapes.swift:4: Entry in the Domain layer conforms to or inherits from Cacheable of the Infrastructure layer; \(domain)",
            "App/Domain/Shapes.swift:5: The function generic(_:) in the Domain layer must not use APIRequester from the Infrastructure layer; \(domain)",
            "App/Presentation/Errors.swift:1: The extension of DataTransferError in the Presentation layer extends a type of the "
                + "Infrastructure layer; it may depend on Domain.",
        ])
    }

    @Test("layer-dependency names the top-level declaration that uses a type: function with its labels, variable, typealias, macro; statements stay top-level code")
    func topLevelDeclarationNames() throws {
        let found = try check([
            "App/Infrastructure/Net.swift": "final class HTTPClient { static func make() -> HTTPClient { HTTPClient() } }",
            "App/Domain/Wiring.swift": """
                func makeClient(timeout: Int, _ retries: Int) -> Int { func inner() -> HTTPClient? { nil }; return 0 }
                let sharedClient = { HTTPClient.make() }()
                typealias Client = HTTPClient
                #warning(HTTPClient.description)
                _ = HTTPClient()
                func local() { struct Holder { let client: HTTPClient? = nil } }
                """,
        ], preset: .clean)
        let users = found.map { "\($0.location.line): " + ($0.message.components(separatedBy: " in the Domain layer").first ?? "") }
        #expect(users == [
            "1: The function makeClient(timeout:_:)",
            "2: The variable sharedClient",
            "3: The typealias Client",
            "4: The macro #warning",
            "5: Top-level code",
            "6: Holder",
        ])
    }

    @Test("layer-dependency: layers come from type suffixes when paths say nothing")
    func suffixLayers() throws {
        let bad = try check([
            "Sources/Screens.swift": """
            final class CartViewController {}
            final class CartViewModel { func open() { _ = CartViewController() } }
            """,
        ])
        #expect(bad.rules == ["layer-dependency"])
    }

    @Test("forbidden-import: UIKit outside the View layer fails; inside it passes")
    func forbiddenImport() throws {
        let bad = try check(["ViewModel/ProductViewModel.swift": "import UIKit\nfinal class ProductViewModel {}"])
        #expect(bad.summary == ["forbidden-import@ViewModel/ProductViewModel.swift:1"])
        let good = try check(["View/ProductView.swift": "import UIKit\nfinal class ProductView: UIView {}"])
        #expect(good.isEmpty)
    }

    @Test("forbidden-import: the Domain layer imports no networking or persistence framework (clean preset)")
    func domainImports() throws {
        let bad = try check(["Domain/RankingUseCase.swift": "import GRDB\nstruct RankingUseCase {}"], preset: .clean)
        #expect(bad.rules == ["forbidden-import"])
        let good = try check(["Domain/RankingUseCase.swift": "import Foundation\nstruct RankingUseCase {}"], preset: .clean)
        #expect(good.isEmpty)
    }

    @Test("no-project-superclass: inheriting from a project class fails; from a framework class or a protocol passes")
    func superclass() throws {
        let bad = try check(["View/Screens.swift": "class BaseViewController {}\nfinal class HomeViewController: BaseViewController {}"])
        #expect(bad.summary == ["no-project-superclass@View/Screens.swift:2"])
        // A generic or module-qualified base class is still a base class of this project.
        let generic = try check([
            "View/Screens.swift": "class BaseViewController<Model> {}\nfinal class HomeViewController: BaseViewController<Int> {}",
            "View/Settings.swift": "final class SettingsViewController: App.BaseViewController<String> {}",
        ])
        #expect(generic.summary == ["no-project-superclass@View/Screens.swift:2", "no-project-superclass@View/Settings.swift:1"])
        let good = try check([
            "View/Screens.swift": "protocol Screen {}\nfinal class HomeViewController: UIViewController, Screen {}",
        ])
        #expect(good.isEmpty)
    }

    @Test("no-project-superclass: a base the configuration allows (allowed_superclasses) reports neither its subclasses nor itself; other bases still do")
    func allowedSuperclasses() throws {
        let files = [
            "View/Remotes.swift": "class Remote {\n    let network: Int = 0\n}\nfinal class CartRemote: Remote {}\nfinal class ShopRemote: Remote {}",
            "View/Cells.swift": "import UIKit\nclass ThemedCell: UITableViewCell {}\nfinal class ProductCell: ThemedCell {}",
            "View/Screens.swift": "class BaseViewController {}\nfinal class HomeViewController: BaseViewController {}",
        ]
        let all = try check(files)
        #expect(Set(all.map(\.symbol)) == ["CartRemote", "ShopRemote", "ThemedCell", "HomeViewController"], "\(all.map(\.message))")
        let allowed = try check(files, ruleLists: ["no-project-superclass": ["allowed_superclasses": ["Remote", "ThemedCell"]]])
        #expect(allowed.map(\.symbol) == ["HomeViewController"])
    }

    @Test("no-singleton-access: a ViewModel reaching X.shared fails; an injected dependency passes")
    func singletons() throws {
        let bad = try check(["ViewModel/HomeViewModel.swift": "final class HomeViewModel { func load() { _ = URLSession.shared } }"])
        #expect(bad.rules == ["no-singleton-access"])
        let good = try check([
            "ViewModel/HomeViewModel.swift": "final class HomeViewModel { let session: URLSession; init(session: URLSession) { self.session = session } }",
            "View/HomeView.swift": "final class HomeView { let model = HomeViewModel(session: URLSession.shared) }",
        ])
        #expect(good.isEmpty, "the View layer composes the singleton and injects it")
        // A singleton as an initializer parameter's production default is injected; the same read in the body is not.
        let defaulted = try check(["ViewModel/PlayerViewModel.swift": """
            final class PlayerViewModel {
                let settings: AppSettings
                init(videoID: String, settings: AppSettings = AppDependencyProvider.shared.appSettings) {
                    self.settings = settings
                }
                func open() { _ = AppDependencyProvider.shared }
            }
            """])
        #expect(defaulted.summary == ["no-singleton-access@ViewModel/PlayerViewModel.swift:6"])
    }

    @Test("viewmodel-depends-on-protocols: a stored concrete Repository class fails; a protocol passes")
    func dependsOnProtocols() throws {
        let bad = try check(["Repository/CartRepository.swift": repositoryFile, "ViewModel/CartViewModel.swift": "final class CartViewModel { let repository: CartRepository }"])
        #expect(bad.rules == ["viewmodel-depends-on-protocols"])
        let good = try check([
            "Repository/CartRepository.swift": repositoryFile,
            "ViewModel/CartViewModel.swift": """
            final class CartViewModel {
                let repository: any CartRepositoryProtocol
                init(repository: any CartRepositoryProtocol = CartRepository()) { self.repository = repository }
            }
            """,
        ])
        #expect(good.isEmpty)
    }

    @Test("viewmodel-depends-on-protocols: initializer parameters and stored properties count; static, computed and nested ones do not")
    func dependencySlots() throws {
        let found = try check([
            "Repository/CartRepository.swift": repositoryFile,
            "ViewModel/CartViewModel.swift": """
            final class CartViewModel {
                static let fallback: CartRepository? = nil
                var computed: CartRepository? { nil }
                let count: Int, stored: CartRepository?
                init(repository: CartRepository, other: (CartRepository) -> Void) {
                    func helper(_ nested: CartRepository) {}
                }
            }
            """,
        ])
        #expect(found.filter { $0.ruleID == "viewmodel-depends-on-protocols" }.map { "\($0.location.line):\($0.location.column)" } == ["4:21", "5:10"])
    }

    @Test("published-private-set: a settable @Published output fails unless private(set) or marked bound input")
    func published() throws {
        let bad = try check([
            "ViewModel/FormViewModel.swift": "final class FormViewModel { @Published var isValid = false }",
            "ViewModel/QualifiedViewModel.swift": "final class QualifiedViewModel { @Combine.Published var isValid = false }",
        ])
        #expect(bad.rules == ["published-private-set", "published-private-set"])
        let good = try check([
            "ViewModel/FormViewModel.swift": """
            final class FormViewModel {
                @Published private(set) var isValid = false
                @Published var email = "" // kumiki:bound-input
            }
            """,
        ])
        #expect(good.isEmpty)
    }

    @Test("observable-private-set: a settable stored output of an @Observable ViewModel fails unless private(set), bound, ignored or computed")
    func observable() throws {
        let bad = try check([
            "ViewModel/SignUpViewModel.swift": """
            import Observation
            @Observable final class SignUpViewModel {
                var isLoading = false
                var attempts = 0 { didSet { print(attempts) } }
            }
            """,
        ])
        #expect(bad.summary == ["observable-private-set@ViewModel/SignUpViewModel.swift:3", "observable-private-set@ViewModel/SignUpViewModel.swift:4"])
        #expect(bad.first?.message.hasPrefix("isLoading of @Observable SignUpViewModel can be set from outside") == true)
        let good = try check([
            "ViewModel/SignUpViewModel.swift": """
            import Observation
            @Observable final class SignUpViewModel {
                private(set) var isLoading = false
                var email = "" // kumiki:bound-input
                @ObservationIgnored var task: Task<Void, Never>?
                var isValid: Bool { !email.isEmpty }
                static var instances = 0
                let id = 1
            }
            """,
            // A shared model outside the ViewModel layers, and a plain class: not outputs of a ViewModel.
            "Repository/SessionState.swift": "import Observation\n@Observable final class SessionState { var isSignedIn = false }",
            "ViewModel/Plain.swift": "final class PlainViewModel { var count = 0 }",
        ])
        #expect(good.isEmpty, "\(good.summary)")
    }

    @Test("dependency-cycle: two layers that use each other form a cycle")
    func cycles() throws {
        let bad = try check([
            "Repository/ProductRepository.swift": "final class ProductRepository { var requester: ProductRequester? }",
            "Network/ProductRequester.swift": "final class ProductRequester { var repository: ProductRepository? }",
        ])
        #expect(bad.rules.contains("dependency-cycle"))
        #expect(bad.first { $0.ruleID == "dependency-cycle" }?.message.contains("Network → Repository → Network") == true)
    }

    @Test("force-unwrap is off by default, and reports ! and try! outside tests when enabled")
    func forceUnwrap() throws {
        let files = [
            "Sources/App/Parser.swift": "func parse(_ s: String?) -> Int { let v = try! decode(s!); return v }",
            "Tests/AppTests/ParserTests.swift": "func testParse() { _ = try! decode(nil!) }",
        ]
        #expect(try check(files).isEmpty)
        let enabled = try check(files, rules: ["force-unwrap": .error])
        #expect(enabled.summary == ["force-unwrap@Sources/App/Parser.swift:1", "force-unwrap@Sources/App/Parser.swift:1"])
    }

    @Test("parse-error: a file that does not parse becomes a diagnostic, not a crash")
    func parseError() throws {
        let found = try check(["Sources/Broken.swift": "final class Broken { func f( { \n"])
        #expect(found.rules == ["parse-error"])
        #expect(found.first?.severity == .error)
    }

    @Test("suppressions: disable:next, disable:this and disable … enable")
    func suppressions() throws {
        let found = try check([
            "ViewModel/AViewModel.swift": """
            final class AViewModel {
                // kumiki:disable:next no-singleton-access
                func a() { _ = URLSession.shared }
                func b() { _ = URLSession.shared } // kumiki:disable:this no-singleton-access
                // kumiki:disable no-singleton-access
                func c() { _ = URLSession.shared }
                // kumiki:enable no-singleton-access
                func d() { _ = URLSession.shared }
            }
            """,
        ])
        #expect(found.summary == ["no-singleton-access@ViewModel/AViewModel.swift:8"])
    }

    @Test("suppressions count lines the way locations do, with \\r\\n and \\r line endings", arguments: ["\r\n", "\r"])
    func suppressionsWithOtherLineEndings(_ newline: String) throws {
        let source = [
            "final class AViewModel {",
            "    // kumiki:disable:next no-singleton-access",
            "    func a() { _ = URLSession.shared }",
            "    func b() { _ = URLSession.shared }",
            "}",
        ].joined(separator: newline)
        let found = try check(["ViewModel/AViewModel.swift": source])
        #expect(found.summary == ["no-singleton-access@ViewModel/AViewModel.swift:4"])
    }

    @Test("test code is a Tests folder, a folder ending in Tests, or a …Tests.swift file", arguments: [
        ("Tests/KumikiTests/A.swift", true), ("Sources/AppTests/A.swift", true), ("Sources/App/FooTests.swift", true),
        ("Sources/App/Tests.swift", true), ("MyTests", true), ("Sources/Testsuite/A.swift", false),
        ("Sources/App/TestsHelper.swift", false), ("Sources/App/Test.swift", false), ("", false),
    ])
    func testFiles(_ path: String, _ isTest: Bool) {
        #expect(ProjectModel.isTestCode(PathComponents(path)) == isTest)
    }

    @Test("a rule set to off in the configuration does not run")
    func ruleOff() throws {
        let found = try check(
            ["ViewModel/FormViewModel.swift": "final class FormViewModel { @Published var isValid = false }"],
            rules: ["published-private-set": .off]
        )
        #expect(found.isEmpty)
    }
}

@Suite("feature-isolation")
struct FeatureIsolationTests {
    @Test("features never import each other; interfaces are the exception, and may not import a feature")
    func modulesPreset() throws {
        let diagnostics = try check([
            "Sources/FeedFeature/Feed.swift": "import FeedFeatureInterface\nimport ShowcaseDomain\n",
            "Sources/SearchFeature/Search.swift": "import FeedFeature\nimport FeedFeatureInterface\n",
            "Sources/FeedFeatureInterface/FeedRoute.swift": "import SearchFeature\n",
            "Sources/ShowcaseDomain/Article.swift": "struct Article {}\n",
        ], preset: .modules)
        #expect(diagnostics.summary == [
            "feature-isolation@Sources/FeedFeatureInterface/FeedRoute.swift:1",
            "feature-isolation@Sources/SearchFeature/Search.swift:1",
        ])
        #expect(diagnostics.last?.message.hasPrefix("SearchFeature must not import FeedFeature: the modules of the Feature layer are isolated") == true)
        #expect(diagnostics.first?.message.hasPrefix("the interface FeedFeatureInterface must not import SearchFeature") == true)
    }

    @Test("a layer of the project's own can be isolated, with interfaces listed by name")
    func customLayer() throws {
        let root = try temporaryProject([
            ".kumiki.yml": """
                layers:
                  Screens:
                    targets: ["*Screen"]
                    isolated: true
                    interfaces: [Routing]
                    may_depend_on: []
                """,
            "Sources/HomeScreen/Home.swift": "import Routing\nimport CartScreen\n",
            "Sources/CartScreen/Cart.swift": "import Routing\n",
            "Sources/Routing/Route.swift": "enum Route {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try Configuration.parse(String(contentsOf: root.appendingPathComponent(".kumiki.yml"), encoding: .utf8), file: ".kumiki.yml")
        let diagnostics = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["."]).diagnostics
        #expect(diagnostics.summary == ["feature-isolation@Sources/HomeScreen/Home.swift:2"])
    }
}

@Suite("nested types")
struct NestedTypeTests {
    @Test("a reducer's nested State gives the name State no layer: SwiftUI's @State in a view is not a use of it")
    func nestedNamesPlaceNothing() throws {
        let diagnostics = try check([
            "Sources/CartFeature/CartFeature.swift": "public struct CartFeature {\n    public struct State {}\n    public enum Action {}\n}\n",
            "Sources/Presentation/ItemView.swift": "struct ItemView {\n    @State private var count = 0\n    var action: Action?\n}\n",
            "Sources/Presentation/Order.swift": "import CartFeature\nstruct Order { let feature: CartFeature }\n",
        ], preset: .modules)
        // Naming the feature's own top-level type is still a finding (as is the import it needs); its nested names are not.
        #expect(diagnostics.summary == [
            "layer-dependency@Sources/Presentation/Order.swift:1", "layer-dependency@Sources/Presentation/Order.swift:2",
        ])
    }
}
