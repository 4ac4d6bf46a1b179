import Foundation
import KumikiCheck
import Testing
@testable import KumikiAdoption

/// `kumiki adopt` on the shapes public apps have, each written here as a small fixture: the app's
/// own folders become its layers, globs never reach into another target, and a Tuist workspace is
/// layered by the targets its helpers declare.
@Suite("kumiki adopt on the shapes apps have", .serialized)
struct AdoptionShapeTests {
    /// One Xcode app target over Clean Architecture folders, as kudoleh/iOS-Clean-Architecture-MVVM
    /// lays them out: `Application/`, `Presentation/`, `Domain/`, `Data/`, `Infrastructure/`, `Common/`.
    static let cleanFolders: [String: String] = [
        "Movies.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
            .init(name: "Movies", productType: "application", folders: ["Movies"]),
            .init(name: "MoviesTests", productType: "bundle.unit-test", folders: ["MoviesTests"], dependencies: ["Movies"]),
        ]).text,
        "Movies/Application/AppDelegate.swift":
            "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let container = AppDIContainer()\n}\n",
        "Movies/Application/AppDIContainer.swift":
            "final class AppDIContainer {\n    func makeListViewModel() -> MoviesListViewModel {\n        MoviesListViewModel(useCase: SearchMoviesUseCase(repository: DefaultMoviesRepository(service: DataTransferService())))\n    }\n}\n",
        "Movies/Presentation/MoviesList/MoviesListViewModel.swift":
            "final class MoviesListViewModel {\n    let useCase: SearchMoviesUseCase\n    var task: Cancellable?\n    init(useCase: SearchMoviesUseCase) { self.useCase = useCase }\n}\n",
        // Presentation reaches into Infrastructure, as the example does: used today, so allowed.
        "Movies/Presentation/Utils/DataTransferError+Message.swift":
            "extension DataTransferError {\n    var message: String { \"failed\" }\n}\n",
        "Movies/Domain/Entities/Movie.swift": "struct Movie: Equatable {\n    let title: String\n}\n",
        "Movies/Domain/UseCases/SearchMoviesUseCase.swift":
            "final class SearchMoviesUseCase {\n    let repository: MoviesRepository\n    init(repository: MoviesRepository) { self.repository = repository }\n    func start() -> Cancellable? { nil }\n}\n",
        "Movies/Domain/Interfaces/MoviesRepository.swift": "protocol MoviesRepository {\n    func movies() -> [Movie]\n}\n",
        "Movies/Data/Repositories/DefaultMoviesRepository.swift":
            "final class DefaultMoviesRepository: MoviesRepository {\n    let service: DataTransferService\n    init(service: DataTransferService) { self.service = service }\n    func movies() -> [Movie] { [] }\n}\n",
        "Movies/Infrastructure/Network/DataTransferService.swift":
            "enum DataTransferError: Error { case noResponse }\n\nfinal class DataTransferService {\n    func request(queue: DispatchQueueType) {}\n}\n",
        "Movies/Common/Cancellable.swift": "protocol Cancellable {\n    func cancel()\n}\n",
        "Movies/Common/DispatchQueueType.swift": "protocol DispatchQueueType {}\n",
        "MoviesTests/SearchMoviesUseCaseTests.swift": "import XCTest\n@testable import Movies\n\nfinal class SearchMoviesUseCaseTests: XCTestCase {}\n",
    ]

    @Test("the Clean example's folders become their own layers: App from Application and the rest of the target, Common shared, no cycle, no finding")
    func cleanFoldersBecomeLayers() throws {
        let root = try Project(Self.cleanFolders)
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        #expect(Set(configuration.layers.map(\.name)) == ["App", "Presentation", "Domain", "Data", "Infrastructure", "Common"])
        #expect(configuration.layers.first { $0.name == "App" }?.targets == ["Movies"])
        #expect(configuration.layers.first { $0.name == "App" }?.paths.map(\.pattern) == ["Movies/Application/**"])
        #expect(configuration.layers.first { $0.name == "Domain" }?.paths.map(\.pattern) == ["Movies/Domain/**"])
        // Common is shared: every layer may use it, and it uses none.
        #expect(configuration.allowedDependencies["Common"] == [])
        for layer in ["App", "Presentation", "Domain", "Data", "Infrastructure"] {
            #expect(configuration.allowedDependencies[layer]?.contains("Common") == true, "\(layer)")
        }
        #expect(configuration.allowedDependencies["Domain"] == ["Common"])
        // Every glob adopt writes is anchored at the root.
        #expect(configuration.layers.flatMap(\.paths).allSatisfy { $0.isAnchored })
        // The configuration describes the app as it is: no architecture finding to accept, no cycle (the one
        // finding is the view model's concrete use case, a rule of its own).
        #expect(plan.baseline.entries.map(\.rule) == ["viewmodel-depends-on-protocols"], "\(plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        #expect(plan.summary.contains("Every file of the app (11) is in a layer"), "\(plan.summary)")
        #expect(!plan.summary.contains("Not allowed"))

        // Through the binary: check passes, and a Domain → Presentation use fails at its line.
        #expect(try kumiki(["adopt"], in: root.url).status == 0)
        #expect(try kumiki(["check"], in: root.url).status == 0)
        try root.write("Movies/Domain/Entities/Movie.swift", "struct Movie: Equatable {\n    let title: String\n    let screen: MoviesListViewModel?\n}\n")
        let planted = try kumiki(["check"], in: root.url)
        #expect(planted.status == 1)
        #expect(planted.output.contains("Movies/Domain/Entities/Movie.swift:3:17: error: Movie in the Domain layer must not use MoviesListViewModel from the Presentation layer"), "\(planted.output)")
    }

    @Test("an app folder named after the product never takes a nested folder of that name in another target")
    func productNamedFolder() throws {
        let root = try Project([
            "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Shop", productType: "application", folders: ["Shop"], products: [("ShopSDK", "ShopSDK")]),
            ]).text,
            "Shop/ShopApp.swift": "import ShopSDK\n\n@main\nstruct ShopApp {\n    let account: Account? = nil\n    static func main() {}\n}\n",
            "Shop/Scene/CartScreen.swift": "import ShopSDK\n\nstruct CartScreen {\n    let account: Account\n}\n",
            "Shop/Scene/ProductScreen.swift": "struct ProductScreen {\n    let cart: CartScreen\n}\n",
            "Shop/Extension/String+Price.swift": "extension String {\n    var price: String { self }\n}\n",
            "ShopSDK/Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "ShopSDK",
                    products: [.library(name: "ShopSDK", targets: ["ShopSDK"])],
                    targets: [.target(name: "ShopSDK")]
                )
                """,
            "ShopSDK/Sources/ShopSDK/Entity/Shop/Account.swift": "public struct Account {}\n",
            "ShopSDK/Sources/ShopSDK/Entity/Shop/Order.swift": "public struct Order {}\n",
            "ShopSDK/Sources/ShopSDK/API/ShopAPI.swift": "public struct ShopAPI {}\n",
        ])
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        let nested = "ShopSDK/Sources/ShopSDK/Entity/Shop/Account.swift"
        #expect(!configuration.layers.flatMap(\.paths).contains { $0.matches(nested) }, "\(plan.configuration)")
        #expect(configuration.layers.flatMap(\.paths).allSatisfy { $0.isAnchored })
        #expect(!plan.baseline.entries.contains { $0.rule == "layer-dependency" || $0.rule == "dependency-cycle" }, "\(plan.summary)")
        // The package's files are in one layer, by its target, not split between App and nothing.
        let layers = try kumiki(["layers", "--config", ".kumiki.yml"], in: try root.adopted())
        let lines = layers.output.split(separator: "\n").filter { $0.hasPrefix("ShopSDK/") }
        #expect(lines.count == 3)
        #expect(Set(lines.map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }).count == 1, "\(lines)")
        #expect(!lines.contains { $0.contains(" App ") }, "\(lines)")
    }

    @Test("a Tuist workspace is layered by the targets its helpers declare, nearly every file placed")
    func tuistWorkspace() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KumikiProjectsTests/Fixtures/tuist-workspace")
        let root = try Project([:])
        try FileManager.default.createDirectory(at: root.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: root.url)
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        func targets(_ layer: String) -> [String] { configuration.layers.first { $0.name == layer }?.targets ?? [] }
        #expect(targets("App") == ["Reader"])
        #expect(targets("Domain") == ["NovelDomain"])
        #expect(targets("Infrastructure") == ["NovelAPI", "NovelPersistence"])
        #expect(targets("View") == ["DesignSystem"])
        #expect(plan.summary.contains("read from Projects/App/Project.swift, Projects/Data/Project.swift"), "\(plan.summary)")
        #expect(plan.summary.contains("Every file of the app (5) is in a layer"), "\(plan.summary)")
    }

    /// An app whose `Shared/` folder is app code both its front ends compile, beside modules at the
    /// bottom, as Ranchero-Software/NetNewsWire lays them out: `Shared/` uses the app's own code, and
    /// `RSCore` is what every module builds on.
    static let sharedAppFolder: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Reader",
                targets: [
                    .executableTarget(name: "Reader", dependencies: ["ArticlesDatabase", "Images", "RSCore"]),
                    .target(name: "Images", dependencies: ["ArticlesDatabase"]),
                    .target(name: "ArticlesDatabase", dependencies: ["RSCore"]),
                    .target(name: "RSCore"),
                ]
            )

            """,
        "Sources/Reader/Mac/AppDefaults.swift": "enum AppDefaults {\n    static var timelineFontSize = 13\n}\n",
        "Sources/Reader/Mac/ReaderApp.swift":
            "@main\nstruct ReaderApp {\n    static func main() {\n        TimelineModel().refresh()\n    }\n}\n",
        // Shared app code reaches the front end's own types: it is compiled with them.
        "Sources/Reader/Shared/TimelineModel.swift":
            "import ArticlesDatabase\nimport RSCore\n\nstruct TimelineModel {\n    let store = ArticleStore()\n    let log = Logger()\n"
            + "    func refresh() {\n        _ = AppDefaults.timelineFontSize\n    }\n}\n",
        // A list screen's cells sit beside its view controller and use the app's views.
        "Sources/Reader/Mac/Sidebar/SidebarViewController.swift": "final class SidebarViewController {\n    let cell = SidebarCell()\n}\n",
        "Sources/Reader/Mac/Sidebar/IconView.swift": "final class IconView {}\n",
        "Sources/Reader/Mac/Sidebar/Cell/SidebarCell.swift": "final class SidebarCell {\n    let icon = IconView()\n}\n",
        "Sources/ArticlesDatabase/ArticleStore.swift": "import RSCore\n\npublic struct ArticleStore {\n    let log = Logger()\n    public init() {}\n}\n",
        // An image cache imports AppKit for NSImage and shows no screen.
        "Sources/Images/IconImage.swift": "import AppKit\nimport ArticlesDatabase\n\npublic final class IconImage {\n    let image: NSImage\n    let store: ArticleStore\n}\n",
        "Sources/RSCore/Logger.swift": "public struct Logger {\n    public init() {}\n}\n",
    ]

    @Test("an app folder named Shared stays apart from the modules everything builds on, a screen's Cell folder is no layer, an image cache no feature: a database module's use of the modules is allowed, not baselined")
    func sharedAppFolderIsNotTheSharedModules() throws {
        let root = try Project(Self.sharedAppFolder)
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        func layer(_ name: String) -> LayerDefinition? { configuration.layers.first { $0.name == name } }
        #expect(layer("Shared")?.paths.map(\.pattern) == ["Sources/Reader/Shared/**"], "\(plan.configuration)")
        #expect(layer("Shared")?.targets == [], "\(plan.configuration)")
        #expect(layer("Utilities")?.targets == ["RSCore"], "\(plan.configuration)")
        // The modules' layer is shared: every layer may use it, and it uses none.
        #expect(configuration.allowedDependencies["Utilities"] == [])
        #expect(configuration.allowedDependencies["Infrastructure"] == ["Utilities"], "\(plan.configuration)")
        // ArticleStore's use of Logger is no finding; only the Shared folder's use of the app closes a cycle.
        #expect(!plan.baseline.entries.contains { $0.file.hasPrefix("Sources/ArticlesDatabase/") }, "\(plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        #expect(!plan.summary.contains("Infrastructure → "), "\(plan.summary)")
        // The sidebar's cell folder is part of the sidebar, in the App layer with it: no layer of its own.
        #expect(Set(configuration.layers.map(\.name)) == ["App", "Shared", "Infrastructure", "Utilities"], "\(plan.configuration)")
        #expect(!plan.baseline.entries.contains { $0.file.contains("/Cell/") }, "\(plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        // The image cache is no feature: importing AppKit for images shows no screen.
        #expect(plan.summary.contains("The modules Images say nothing of their layer"), "\(plan.summary)")
    }

    @Test("a library named App (DroidKaigi's composition of its TCA features) is the App layer, so the features stay isolated")
    func appLibraryIsTheApp() throws {
        let root = try Project([
            "Package.swift": """
                // swift-tools-version: 5.10
                import PackageDescription

                let package = Package(
                    name: "conference",
                    targets: [
                        .executableTarget(name: "Conference", dependencies: ["App"]),
                        .target(name: "App", dependencies: ["AboutFeature", "TimetableFeature"]),
                        .target(name: "AboutFeature", dependencies: ["Model"]),
                        .target(name: "TimetableFeature", dependencies: ["Model"]),
                        .target(name: "Model"),
                    ]
                )

                """,
            "Sources/Conference/main.swift": "import App\n\nRootView().run()\n",
            "Sources/App/RootView.swift":
                "import SwiftUI\nimport AboutFeature\nimport TimetableFeature\n\npublic struct RootView: View {\n    public init() {}\n"
                + "    public var body: some View { TimetableView() }\n    public func run() { _ = AboutView() }\n}\n",
            "Sources/AboutFeature/AboutView.swift": "import SwiftUI\nimport Model\n\npublic struct AboutView: View {\n    let event: Event? = nil\n    public init() {}\n    public var body: some View { EmptyView() }\n}\n",
            "Sources/TimetableFeature/TimetableView.swift": "import SwiftUI\nimport Model\n\npublic struct TimetableView: View {\n    let event: Event? = nil\n    public init() {}\n    public var body: some View { EmptyView() }\n}\n",
            "Sources/Model/Event.swift": "public struct Event {}\n",
        ])
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        func layer(_ name: String) -> LayerDefinition? { configuration.layers.first { $0.name == name } }
        #expect(layer("App")?.targets == ["App", "Conference"], "\(plan.configuration)")
        #expect(layer("Feature")?.targets == ["AboutFeature", "TimetableFeature"], "\(plan.configuration)")
        #expect(plan.configuration.contains("isolated: true"), "\(plan.configuration)")
        #expect(!plan.baseline.entries.contains { $0.rule == "layer-dependency" || $0.rule == "feature-isolation" }, "\(plan.summary)")
    }

    @Test("TCA's feature halves (GameCore beside GameSwiftUI and GameUIKit, as pointfreeco's TicTacToe splits them) are Presentation and View, every file placed")
    func tcaFeatureHalves() throws {
        var files: [String: String] = [
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "tic-tac-toe",
                    targets: [
                        .executableTarget(name: "TicTacToe", dependencies: ["AppSwiftUI", "AppUIKit"]),
                        .target(name: "AppCore", dependencies: ["GameCore", "LoginCore"]),
                        .target(name: "AppSwiftUI", dependencies: ["AppCore", "GameSwiftUI", "LoginSwiftUI"]),
                        .target(name: "AppUIKit", dependencies: ["AppCore", "GameUIKit", "LoginUIKit"]),
                        .target(name: "AuthenticationClient"),
                        .target(name: "GameCore"),
                        .target(name: "GameSwiftUI", dependencies: ["GameCore"]),
                        .target(name: "GameUIKit", dependencies: ["GameCore"]),
                        .target(name: "LoginCore", dependencies: ["AuthenticationClient"]),
                        .target(name: "LoginSwiftUI", dependencies: ["LoginCore"]),
                        .target(name: "LoginUIKit", dependencies: ["LoginCore"]),
                    ]
                )

                """,
            "Sources/TicTacToe/main.swift": "import AppSwiftUI\nimport AppUIKit\n\n_ = AppView()\n_ = AppViewController()\n",
            "Sources/AppCore/AppCore.swift": "import GameCore\nimport LoginCore\n\npublic struct AppFeature {\n    let game = Game()\n    let login = Login()\n}\n",
            "Sources/AuthenticationClient/AuthenticationClient.swift": "public struct AuthenticationClient {\n    public init() {}\n}\n",
            "Sources/GameCore/GameCore.swift": "public struct Game {\n    public init() {}\n}\n",
            "Sources/LoginCore/LoginCore.swift": "import AuthenticationClient\n\npublic struct Login {\n    let client = AuthenticationClient()\n    public init() {}\n}\n",
        ]
        for feature in ["App", "Game", "Login"] {
            let uses = feature == "App" ? "import AppCore\nimport GameSwiftUI\nimport LoginSwiftUI\n" : "import \(feature)Core\n"
            files["Sources/\(feature)SwiftUI/\(feature)View.swift"] = "import SwiftUI\n\(uses)\npublic struct \(feature)View: View {\n    public init() {}\n    public var body: some View { EmptyView() }\n}\n"
            let kitUses = uses.replacingOccurrences(of: "SwiftUI", with: "UIKit")
            files["Sources/\(feature)UIKit/\(feature)ViewController.swift"] = "import UIKit\n\(kitUses)\npublic final class \(feature)ViewController: UIViewController {}\n"
        }
        let root = try Project(files)
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        func targets(_ layer: String) -> [String] { configuration.layers.first { $0.name == layer }?.targets ?? [] }
        #expect(targets("Presentation") == ["AppCore", "GameCore", "LoginCore"], "\(plan.configuration)")
        #expect(targets("View") == ["AppSwiftUI", "AppUIKit", "GameSwiftUI", "GameUIKit", "LoginSwiftUI", "LoginUIKit"], "\(plan.configuration)")
        #expect(targets("Infrastructure") == ["AuthenticationClient"], "\(plan.configuration)")
        #expect(plan.summary.contains("Every file of the app (11) is in a layer"), "\(plan.summary)")
        #expect(!plan.baseline.entries.contains { $0.rule == "layer-dependency" || $0.rule == "dependency-cycle" }, "\(plan.summary)")
    }

    @Test("one framework built for two platforms under two names (home-assistant's Shared-iOS and Shared-watchOS) is never placed as two things: judged apart, neither is placed")
    func platformTwinsShareOneFate() throws {
        let root = try Project([
            "Home.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Home", productType: "application", folders: ["App"], dependencies: ["Shared-iOS"]),
                .init(name: "HomeWatch", productType: "application", folders: ["WatchApp"], dependencies: ["Shared-watchOS"]),
                .init(name: "Shared-iOS", productType: "framework", folders: ["Shared"], dependencies: ["Models"]),
                .init(name: "Shared-watchOS", productType: "framework", folders: ["Shared"], dependencies: ["Models"]),
                .init(name: "Models", productType: "framework", folders: ["Models"]),
                // Its test support uses the iOS build, so only the watch build is used by apps alone.
                .init(name: "SharedTesting", productType: "framework", folders: ["SharedTesting"], dependencies: ["Shared-iOS"]),
            ]).text,
            "App/HomeApp.swift": "import SwiftUI\nimport Shared_iOS\n\n@main\nstruct HomeApp: App {\n    var body: some Scene { WindowGroup { EntityView() } }\n}\n",
            "WatchApp/HomeWatchApp.swift": "import SwiftUI\nimport Shared_watchOS\n\n@main\nstruct HomeWatchApp: App {\n    var body: some Scene { WindowGroup { EntityView() } }\n}\n",
            "Shared/EntityView.swift": "import SwiftUI\nimport Models\n\npublic struct EntityView: View {\n    let entity: Entity? = nil\n    public init() {}\n    public var body: some View { EmptyView() }\n}\n",
            "Models/Entity.swift": "public struct Entity {}\n",
            "SharedTesting/FakeEntity.swift": "import Shared_iOS\n\nlet fake = EntityView()\n",
        ])
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        #expect(!configuration.layers.contains { $0.targets.contains("Shared-watchOS") || $0.targets.contains("Shared-iOS") }, "\(plan.configuration)")
        #expect(plan.summary.contains("Shared-iOS, Shared-watchOS"), "\(plan.summary)")
        #expect(LayerInference.platformlessName("Shared-iOS") == "Shared")
        #expect(LayerInference.platformlessName("Kit macOS") == "Kit")
        #expect(LayerInference.platformlessName("SharedKit") == nil)
    }

    @Test("a Model folder in one scenario and a Models folder in another (igorkulman's iOSSampleApp) are one Models layer; a Common scenario laid out as the others joins their layers; its Supporting Files group is shared code, not the App")
    func singularAndPluralFoldersAreOneLayer() throws {
        let root = try Project([
            "Sample.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Sample", productType: "application", folders: ["Sample"]),
            ]).text,
            "Sample/AppDelegate.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Sample/Scenarios/About/Model/Library.swift": "struct Library {\n    let name: String\n}\n",
            "Sample/Scenarios/About/ViewModels/AboutViewModel.swift": "final class AboutViewModel {\n    let libraries: [Library] = []\n}\n",
            "Sample/Scenarios/Feed/Models/FeedItem.swift": "struct FeedItem {\n    let title: String\n}\n",
            "Sample/Scenarios/Feed/ViewModels/FeedViewModel.swift": "final class FeedViewModel: Reusable {\n    let items: [FeedItem] = []\n}\n",
            // A scenario of shared screens' plumbing, laid out as the others are: its folders join theirs.
            "Sample/Scenarios/Common/Coordinators/AppCoordinator.swift": "final class AppCoordinator {\n    let feed = FeedCoordinator()\n}\n",
            "Sample/Scenarios/Common/Services/SettingsService.swift": "final class SettingsService {}\n",
            "Sample/Scenarios/Feed/Coordinators/FeedCoordinator.swift": "final class FeedCoordinator {\n    let model = FeedViewModel()\n}\n",
            "Sample/Scenarios/Feed/Services/FeedService.swift": "final class FeedService {\n    let settings = SettingsService()\n}\n",
            // Shared protocols in Xcode's old Supporting Files group: a shared layer, not the App.
            "Sample/Supporting Files/Reusable.swift": "protocol Reusable: AnyObject {}\n",
        ])
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        let configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        #expect(Set(configuration.layers.map(\.name)) == ["App", "Coordinators", "Models", "Services", "ViewModels", "SupportingFiles"], "\(plan.configuration)")
        #expect(configuration.layers.first { $0.name == "Coordinators" }?.paths.map(\.pattern).sorted()
            == ["Sample/Scenarios/Common/Coordinators/**", "Sample/Scenarios/Feed/Coordinators/**"], "\(plan.configuration)")
        #expect(configuration.allowedDependencies["SupportingFiles"] == [], "\(plan.configuration)")
        #expect(!plan.baseline.entries.contains { $0.rule == "layer-dependency" }, "\(plan.summary)")
        #expect(configuration.layers.first { $0.name == "Models" }?.paths.map(\.pattern).sorted()
            == ["Sample/Scenarios/About/Model/**", "Sample/Scenarios/Feed/Models/**"], "\(plan.configuration)")
        #expect(LayerInference.singular("Models") == "Model" && LayerInference.singular("Class") == "Class")
    }

    @Test("with nothing placed, adopt says so; it never says every file is placed when one is not")
    func honestSummary() throws {
        let root = try Project([
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Tools\", targets: [.target(name: \"Gadgets\"), .target(name: \"Widgets\", dependencies: [\"Gadgets\"])])\n",
            "Sources/Gadgets/Gadget.swift": "public struct Gadget {}\n",
            "Sources/Widgets/Widget.swift": "import Gadgets\n\npublic struct Widget {\n    let gadget: Gadget\n}\n",
        ])
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        #expect(!plan.summary.contains("Every file of the app"), "\(plan.summary)")
        #expect(plan.summary.contains("In no layer: 1 of the app's 2 files"), "\(plan.summary)")
        #expect(plan.summary.contains("The modules Widgets say nothing of their layer"), "\(plan.summary)")
    }
}

extension Project {
    /// The folder, once `kumiki adopt` has written its configuration there.
    func adopted() throws -> URL {
        _ = try kumiki(["adopt", "--force"], in: url)
        return url
    }
}
