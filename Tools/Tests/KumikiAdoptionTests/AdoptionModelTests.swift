import Foundation
import KumikiCheck
import Testing
import ToolsTestSupport
@testable import KumikiAdoption

/// `kumiki adopt` draws an app's layers from its module graph: each module and each folder of an app
/// target's sources is one part, the app sits on top and nothing may use it, the parts everything uses
/// sit at the bottom, and a part's role comes from its content before its name. Each test is one cause
/// of a configuration that readers had to rewrite, in the smallest project that shows it.
@Suite("kumiki adopt: layers from the module graph", .serialized)
struct AdoptionModelTests {
    /// One SwiftUI app target whose folders play each role, named as teams name them.
    static let layeredApp: [String: String] = [
        "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"]),
            .init(name: "ShopTests", productType: "bundle.unit-test", folders: ["ShopTests"], dependencies: ["Shop"]),
        ]).text,
        "Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { CartView(store: CartStore(service: CartService())) } }\n}\n",
        "Shop/Screens/CartView.swift": "import SwiftUI\n\nstruct CartView: View {\n    let store: CartStore\n    var body: some View { Text(store.title) }\n}\n",
        "Shop/Screens/ProductRow.swift": "import SwiftUI\n\nstruct ProductRow: View {\n    let product: Product\n    var body: some View { Text(product.name.trimmed) }\n}\n",
        "Shop/Stores/CartStore.swift": "import Foundation\n\nfinal class CartStore: ObservableObject {\n    let service: CartService\n    var products: [Product] = []\n    var title: String { \"Cart\" }\n    init(service: CartService) { self.service = service }\n}\n",
        "Shop/Services/CartService.swift": "import Foundation\n\nstruct CartService {\n    func products() async throws -> [Product] { [] }\n}\n",
        "Shop/Models/Product.swift": "struct Product: Equatable {\n    let name: String\n}\n",
        "Shop/Models/Price.swift": "struct Price: Equatable {\n    let cents: Int\n}\n",
        "Shop/Helpers/String+Trimmed.swift": "import Foundation\n\nextension String {\n    var trimmed: String { trimmingCharacters(in: .whitespaces) }\n}\n",
        "Shop/Helpers/Date+Day.swift": "import Foundation\n\nextension Date {\n    var day: Int { 0 }\n}\n",
        "ShopTests/CartStoreTests.swift": "import XCTest\n@testable import Shop\n\nfinal class CartStoreTests: XCTestCase {}\n",
    ]

    @Test("each folder of the app target is a part placed by its role; App on top, used by none; the shared helpers use none; no finding today")
    func rolesFromContent() throws {
        let adopted = try Adopted(Self.layeredApp)
        #expect(adopted.layer(of: "Shop/ShopApp.swift") == "App")
        // The screens' layer is labelled as the UI its folder's name and content say it is; the others by their folders' names.
        #expect(adopted.order == ["App", "UI", "Stores", "Services", "Models", "Helpers"])
        #expect(adopted.layer(of: "Shop/Screens/CartView.swift") == "UI")
        #expect(adopted.layer(of: "Shop/Stores/CartStore.swift") == "Stores")
        #expect(adopted.layer(of: "Shop/Services/CartService.swift") == "Services")
        #expect(adopted.layer(of: "Shop/Models/Price.swift") == "Models")
        #expect(adopted.layer(of: "Shop/Helpers/Date+Day.swift") == "Helpers")
        // Each layer may use every layer below it; the bottom one uses none, and none may use App.
        #expect(adopted.configuration.allowedDependencies["UI"] == ["Stores", "Services", "Models", "Helpers"])
        #expect(adopted.configuration.allowedDependencies["Helpers"] == [])
        #expect(!adopted.configuration.allowedDependencies.values.contains { $0.contains("App") })
        #expect(adopted.plan.baseline.entries.isEmpty, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("a feature's own Views, Models and Helpers folders are parts of that feature, not layers across the app")
    func featureLayoutsAreParts() throws {
        var files: [String: String] = [
            "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Shop", productType: "application", folders: ["Shop"])]).text,
            "Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { CartView() } }\n}\n",
            "Shop/Theme/Palette.swift": "import SwiftUI\n\nenum Palette {\n    static let accent = Color.blue\n}\n",
        ]
        for feature in ["Cart", "Search", "Profile"] {
            files["Shop/Features/\(feature)/Views/\(feature)View.swift"] =
                "import SwiftUI\n\nstruct \(feature)View: View {\n    let model = \(feature)Model()\n    var body: some View { Text(model.title).foregroundColor(Palette.accent) }\n}\n"
            files["Shop/Features/\(feature)/Models/\(feature)Model.swift"] = "struct \(feature)Model {\n    var title = \"\(feature)\"\n}\n"
            files["Shop/Features/\(feature)/Helpers/\(feature)Formatter.swift"] = "enum \(feature)Formatter {\n    static func format(_ text: String) -> String { text }\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(!adopted.order.contains { ["Views", "Models", "Helpers"].contains($0) }, "\(adopted.order)")
        let featureLayer = adopted.layer(of: "Shop/Features/Cart/Views/CartView.swift")
        #expect(featureLayer != nil && adopted.layer(of: "Shop/Features/Cart/Models/CartModel.swift") == featureLayer)
        #expect(adopted.layer(of: "Shop/Features/Search/Helpers/SearchFormatter.swift") == featureLayer)
        // The theme every feature uses sits below them.
        let theme = try #require(adopted.layer(of: "Shop/Theme/Palette.swift"))
        #expect(adopted.order.firstIndex(of: theme) ?? 0 > adopted.order.firstIndex(of: featureLayer ?? "") ?? 0)
        #expect(adopted.plan.baseline.entries.isEmpty)
        try adopted.expectInvariants()
    }

    @Test("a folder is placed by what it holds, whatever its name: view controllers in a folder named Repository are screens")
    func contentOverName() throws {
        let adopted = try Adopted([
            "Hub.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Hub", productType: "application", folders: ["Hub"])]).text,
            "Hub/AppDelegate.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let root = RepositoryViewController(client: GitHubClient())\n}\n",
            "Hub/Repository/RepositoryViewController.swift": "import UIKit\n\nfinal class RepositoryViewController: UIViewController {\n    let client: GitHubClient\n    init(client: GitHubClient) { self.client = client; super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { nil }\n}\n",
            "Hub/Repository/RepositoryCell.swift": "import UIKit\n\nfinal class RepositoryCell: UITableViewCell {\n    var repo: Repo?\n}\n",
            "Hub/Network/GitHubClient.swift": "import Foundation\n\nstruct GitHubClient {\n    func repos() async throws -> [Repo] { [] }\n}\n",
            "Hub/Data/Licenses.swift": "enum Licenses {\n    static let mit = \"MIT\"\n}\n\nstruct Repo {\n    let name: String\n}\n",
        ])
        let screens = try #require(adopted.layer(of: "Hub/Repository/RepositoryViewController.swift"))
        let client = try #require(adopted.layer(of: "Hub/Network/GitHubClient.swift"))
        #expect((adopted.order.firstIndex(of: screens) ?? 99) < (adopted.order.firstIndex(of: client) ?? 0), "\(adopted.order)")
        // A folder named Data holding plain values is where values go, not a data-access layer above them.
        #expect(adopted.layer(of: "Hub/Data/Licenses.swift") != client)
        #expect(adopted.plan.baseline.entries.isEmpty, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("an app extension is App, its own folders no layers; a use of App from below is a finding that says so, and closes no cycle")
    func extensionsAreApp() throws {
        let adopted = try Adopted([
            "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Shop", productType: "application", folders: ["Shop"], dependencies: ["ShopWidget"]),
                .init(name: "ShopWidget", productType: "app-extension", folders: ["Extensions"]),
            ]).text,
            "Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    static var launchCount = 0\n    var body: some Scene { WindowGroup { CartView() } }\n}\n",
            "Shop/Cart/CartView.swift": "import SwiftUI\n\nstruct CartView: View {\n    var body: some View { Text(\"\\(ShopApp.launchCount)\") }\n}\n",
            "Shop/Models/Product.swift": "struct Product {\n    let name: String\n}\n",
            "Extensions/Views/WidgetView.swift": "import SwiftUI\n\nstruct WidgetView: View {\n    let product: Product\n    var body: some View { Text(\"Shop\") }\n}\n",
            "Extensions/Models/WidgetEntry.swift": "struct WidgetEntry {\n    let date = 0\n}\n",
        ])
        #expect(adopted.layer(of: "Extensions/Views/WidgetView.swift") == "App")
        #expect(adopted.layer(of: "Extensions/Models/WidgetEntry.swift") == "App")
        #expect(adopted.order.first == "App")
        #expect(adopted.configuration.layers.first { $0.name == "App" }?.targets == ["ShopWidget"])
        // The screen reads the app's own type: the one finding, which names App as what nothing may use.
        #expect(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }.contains("layer-dependency@Shop/Cart/CartView.swift"))
        let diagnostics = try CheckRunner(configuration: adopted.configuration, cacheDirectory: nil, baseDirectory: adopted.root.url).run(paths: ["."])
            .diagnostics
        let findings = diagnostics.filter { $0.ruleID == "layer-dependency" }
        #expect(findings.first?.message.contains("nothing may depend on App") == true, "\(findings.map(\.message))")
        // App uses the screen and the screen uses App: that use is the finding, not a cycle besides.
        #expect(!diagnostics.contains { $0.ruleID == "dependency-cycle" }, "\(diagnostics.map(\.message))")
        try adopted.expectInvariants()
    }

    @Test("a modular app: every module placed, one built for several platforms placed once, the features isolated when they import none of each other")
    func modulesPlaced() throws {
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Modules",
                platforms: [.iOS(.v16), .macOS(.v13)],
                products: [
                    .library(name: "CartFeature", targets: ["CartFeature"]),
                    .library(name: "SearchFeature", targets: ["SearchFeature"]),
                ],
                targets: [
                    .target(name: "Models"),
                    .target(name: "Networking", dependencies: ["Models"]),
                    .target(name: "DesignSystem"),
                    .target(name: "CartFeature", dependencies: ["DesignSystem", "Networking", "Models"]),
                    .target(name: "SearchFeature", dependencies: ["DesignSystem", "Networking", "Models"]),
                    .target(name: "TestSupport", dependencies: ["Models"]),
                    .testTarget(name: "CartFeatureTests", dependencies: ["CartFeature", "TestSupport"]),
                ]
            )
            """
        var files: [String: String] = [
            "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Shop", productType: "application", folders: ["Shop"],
                      products: [("CartFeature", "Modules"), ("SearchFeature", "Modules")]),
            ]).text,
            "Shop/ShopApp.swift": "import CartFeature\nimport SearchFeature\nimport SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { CartView() } }\n}\n",
            "Modules/Package.swift": package,
            "Modules/Sources/Models/Product.swift": "public struct Product {\n    public let name: String\n}\n",
            "Modules/Sources/Networking/ProductClient.swift": "import Models\n\npublic struct ProductClient {\n    public init() {}\n    public func products() async throws -> [Product] { [] }\n}\n",
            "Modules/Sources/DesignSystem/Palette.swift": "import SwiftUI\n\npublic struct Badge: View {\n    public var body: some View { Text(\"!\") }\n}\n",
            "Modules/Sources/TestSupport/Fixtures.swift": "import Models\n\npublic enum Fixtures {\n    public static let product = Product(name: \"Tea\")\n}\n",
            "Modules/Tests/CartFeatureTests/CartTests.swift": "import CartFeature\nimport TestSupport\nimport XCTest\n\nfinal class CartTests: XCTestCase {}\n",
        ]
        for feature in ["Cart", "Search"] {
            files["Modules/Sources/\(feature)Feature/\(feature)View.swift"] =
                "import DesignSystem\nimport Models\nimport Networking\nimport SwiftUI\n\npublic struct \(feature)View: View {\n    let client = ProductClient()\n    let products: [Product] = []\n    public init() {}\n    public var body: some View { Badge() }\n}\n"
        }
        let adopted = try Adopted(files)
        for module in ["Models", "Networking", "DesignSystem", "CartFeature", "SearchFeature"] {
            #expect(adopted.configuration.layers.contains { $0.targets.contains(module) }, "\(module) in no layer: \(adopted.plan.configuration)")
        }
        let features = try #require(adopted.configuration.layers.first { $0.targets.contains("CartFeature") })
        #expect(features.targets.contains("SearchFeature") && features.isIsolated)
        #expect(!adopted.configuration.layers.contains { $0.targets.contains("TestSupport") }, "only tests use it")
        #expect(adopted.plan.summary.contains("no app or extension builds them: TestSupport"))
        // Models sits below Networking, which uses it; the design system below the features.
        #expect(adopted.rank(ofTarget: "Models") > adopted.rank(ofTarget: "Networking"))
        #expect(adopted.rank(ofTarget: "DesignSystem") > adopted.rank(ofTarget: "CartFeature"))
        try adopted.expectInvariants()
    }

    @Test("one framework built for two platforms under two names is one part, and a file both it and the app compile is the framework's")
    func platformVariants() throws {
        let adopted = try Adopted([
            "Home.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Home", productType: "application", folders: ["Home", "Shared/Extras"], dependencies: ["Shared-iOS"]),
                .init(name: "HomeWatch", productType: "application", folders: ["Watch"], dependencies: ["Shared-watchOS"]),
                .init(name: "Shared-iOS", productType: "framework", folders: ["Shared"]),
                .init(name: "Shared-watchOS", productType: "framework", folders: ["Shared"]),
            ]).text,
            "Home/HomeApp.swift": "import Shared_iOS\nimport SwiftUI\n\n@main\nstruct HomeApp: App {\n    var body: some Scene { WindowGroup { Text(Sensor().name) } }\n}\n",
            "Watch/WatchApp.swift": "import Shared_watchOS\nimport SwiftUI\n\n@main\nstruct WatchApp: App {\n    var body: some Scene { WindowGroup { Text(Sensor().name) } }\n}\n",
            "Shared/Sensor.swift": "public struct Sensor {\n    public let name = \"\"\n    public init() {}\n}\n",
            "Shared/Extras/Reading.swift": "public struct Reading {\n    public let value = 0.0\n}\n",
        ])
        #expect(adopted.configuration.layers.contains { $0.targets.contains("Shared-iOS") && $0.targets.contains("Shared-watchOS") },
                "\(adopted.plan.configuration)")
        #expect(adopted.layer(of: "Shared/Extras/Reading.swift") == adopted.layer(of: "Shared/Sensor.swift"))
        try adopted.expectInvariants()
    }

    @Test("parts that reach each other with few uses against the order stay apart and those uses are findings; with many they merge")
    func stronglyConnectedParts() throws {
        var files: [String: String] = [
            "Hub.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Hub", productType: "application", folders: ["Hub"])]).text,
            "Hub/HubApp.swift": "import SwiftUI\n\n@main\nstruct HubApp: App {\n    var body: some Scene { WindowGroup { FeedView() } }\n}\n",
            "Hub/Feed/FeedView.swift": "import SwiftUI\n\nstruct FeedView: View {\n    let items: [Item] = []\n    var body: some View { Text(\"Feed\") }\n}\n",
            // The one use against the order: a model that names a screen.
            "Hub/Model/Item.swift": "struct Item {\n    let title: String\n    var screen: FeedView?\n}\n",
        ]
        for index in 0..<6 { files["Hub/Model/Value\(index).swift"] = "struct Value\(index) {\n    let item: Item\n}\n" }
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Hub/Model/Item.swift") != adopted.layer(of: "Hub/Feed/FeedView.swift"))
        #expect(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }.contains("layer-dependency@Hub/Model/Item.swift"))
        #expect(adopted.plan.summary.contains("Kept apart though they reach each other"))
        try adopted.expectInvariants()
    }

    @Test("a part of values that others below use stays below them: moving it up to what it names would turn more uses against the order than it saves")
    func movedUpOnlyWhereFewerUsesPointUp() throws {
        var files: [String: String] = [
            "Reader.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Reader", productType: "application", folders: ["Reader"])]).text,
            "Reader/ReaderApp.swift": "import SwiftUI\n\n@main\nstruct ReaderApp: App {\n    var body: some Scene { WindowGroup { LibraryView() } }\n}\n",
            "Reader/Library/LibraryView.swift": "import SwiftUI\n\nstruct LibraryView: View {\n    let cache = MangaCache()\n    let queue = DownloadQueue()\n    let manga: [Manga] = []\n    var body: some View { Text(\"Library\") }\n}\n",
            "Reader/Storage/MangaCache.swift": "final class MangaCache {\n    var manga: [MangaID: Manga] = [:]\n    var chapters: [ChapterID: Chapter] = [:]\n    func store(_ item: Manga) { manga[item.id] = item }\n}\n",
            // Values that name the store they are kept in: five uses of a layer above.
            "Reader/Models/Manga.swift": "struct Manga {\n    let id: MangaID\n    func isSaved(in cache: MangaCache) -> Bool { cache.manga[id] != nil }\n    func save(to cache: MangaCache) { cache.store(self) }\n    func chapters(in cache: MangaCache) -> [Chapter] { [] }\n    func forget(in cache: MangaCache) {}\n    func refresh(_ cache: MangaCache) {}\n}\n",
            "Reader/Models/MangaID.swift": "struct MangaID: Hashable {\n    let raw: String\n}\n",
            "Reader/Models/Chapter.swift": "struct Chapter {\n    let id: ChapterID\n    let manga: MangaID\n}\n",
            "Reader/Models/ChapterID.swift": "struct ChapterID: Hashable {\n    let raw: String\n}\n",
        ]
        // Downloads: mostly values, keyed by the models' identifiers, kept by a queue that uses the store.
        for index in 0..<4 {
            files["Reader/Downloads/Download\(index).swift"] = "struct Download\(index) {\n    let manga: MangaID\n    let chapter: ChapterID\n    let item: Manga\n    let page: Chapter\n}\n"
        }
        files["Reader/Downloads/DownloadQueue.swift"] = "final class DownloadQueue {\n    let cache = MangaCache()\n    var pending: [ChapterID] = []\n    func add(_ manga: Manga, in cache: MangaCache) { cache.store(manga) }\n}\n"
        let adopted = try Adopted(files)
        let models = try #require(adopted.layer(of: "Reader/Models/Manga.swift"))
        let storage = try #require(adopted.layer(of: "Reader/Storage/MangaCache.swift"))
        #expect((adopted.order.firstIndex(of: storage) ?? 99) < (adopted.order.firstIndex(of: models) ?? 0), "\(adopted.plan.summary)")
        // What points up is the values' own reach into the store, not every download's use of the values.
        #expect(!adopted.plan.baseline.entries.contains { $0.file.hasPrefix("Reader/Downloads/Download") && $0.file != "Reader/Downloads/DownloadQueue.swift" },
                "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        #expect(adopted.plan.baseline.entries.contains { $0.file == "Reader/Models/Manga.swift" && $0.rule == "layer-dependency" })
        try adopted.expectInvariants()
    }

    @Test("a folder of views that nearly every part uses, the services and stores too, is the shared bottom; its own reach up is the finding")
    func viewsUsedAcrossTheLayersAreShared() throws {
        var files: [String: String] = [
            "Chat.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Chat", productType: "application", folders: ["Chat"])]).text,
            "Chat/ChatApp.swift": "import SwiftUI\n\n@main\nstruct ChatApp: App {\n    var body: some Scene { WindowGroup { RoomsView() } }\n}\n",
            // The app's infrastructure: a logger, a banner every layer raises, a network monitor, and one reach into the services.
            "Chat/Other/Log.swift": "enum Log {\n    static func info(_ text: String) {}\n}\n",
            "Chat/Other/BannerView.swift": "import SwiftUI\n\nstruct BannerView: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n",
            "Chat/Other/BannerCenter.swift": "final class BannerCenter {\n    var shown: [BannerView] = []\n    func show(_ banner: BannerView) { shown.append(banner) }\n}\n",
            "Chat/Other/NetworkMonitor.swift": "final class NetworkMonitor {\n    var isReachable = true\n    let client: RoomClient? = nil\n}\n",
            "Chat/Models/Room.swift": "struct Room: Equatable {\n    let name: String\n}\n",
            "Chat/Stores/RoomStore.swift": "import Observation\n\n@Observable\nfinal class RoomStore {\n    let client = RoomClient()\n    let banners = BannerCenter()\n    let monitor = NetworkMonitor()\n    var rooms: [Room] = []\n    func load() { Log.info(\"load\"); Log.info(\"done\"); banners.show(BannerView(text: \"\")) }\n}\n",
        ]
        for service in ["RoomClient", "MessageClient", "MediaClient"] {
            files["Chat/Services/\(service).swift"] = "final class \(service) {\n    let monitor = NetworkMonitor()\n    let banners = BannerCenter()\n    func fetch() -> [Room] { Log.info(\"fetch\"); Log.info(\"got\"); banners.show(BannerView(text: \"\")); return [] }\n}\n"
        }
        for feature in ["Rooms", "Messages", "Settings", "Search"] {
            files["Chat/\(feature)/\(feature)View.swift"] = "import SwiftUI\n\nstruct \(feature)View: View {\n    let store = RoomStore()\n    let banner = BannerView(text: \"\")\n    let center = BannerCenter()\n    let monitor = NetworkMonitor()\n    var body: some View { Text(\"\\(store.rooms.count)\") }\n    func log() { Log.info(\"\"); Log.info(\"\"); Log.info(\"\") }\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Chat/Other/Log.swift") == adopted.order.last, "\(adopted.plan.summary)")
        // The services' and stores' uses of it point down; its own use of a service is the one finding about it.
        #expect(!adopted.plan.baseline.entries.contains { $0.rule == "layer-dependency" && ($0.file.hasPrefix("Chat/Services/") || $0.file.hasPrefix("Chat/Stores/")) },
                "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        #expect(adopted.plan.baseline.entries.contains { $0.file == "Chat/Other/NetworkMonitor.swift" && $0.rule == "layer-dependency" })
        try adopted.expectInvariants()
    }

    @Test("menu commands only the app uses that call the app's own code are the app's; a screen doing so is a finding (above)")
    func partTiedToTheAppBothWaysIsApp() throws {
        let files: [String: String] = [
            "Editor.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Editor", productType: "application", folders: ["Editor"])]).text,
            "Editor/EditorApp.swift": "import SwiftUI\n\n@main\nstruct EditorApp: App {\n    var body: some Scene { WindowGroup { DocumentView() }.commands { EditorCommands() } }\n}\n",
            "Editor/AppDelegate.swift": "import AppKit\n\nfinal class AppDelegate: NSObject, NSApplicationDelegate {\n    @objc func openFeedback(_ sender: Any?) {}\n}\n",
            "Editor/Commands/EditorCommands.swift": "import SwiftUI\n\nstruct EditorCommands: Commands {\n    var body: some Commands { HelpCommands() }\n}\n",
            "Editor/Commands/HelpCommands.swift": "import SwiftUI\n\nstruct HelpCommands: Commands {\n    let action = #selector(AppDelegate.openFeedback(_:))\n    var body: some Commands { CommandMenu(\"Help\") {} }\n}\n",
            "Editor/Document/DocumentView.swift": "import SwiftUI\n\nstruct DocumentView: View {\n    let text = Text(\"\")\n    var body: some View { text }\n}\n",
        ]
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Editor/Commands/HelpCommands.swift") == "App", "\(adopted.plan.summary)")
        #expect(!adopted.plan.baseline.entries.contains { $0.file.hasPrefix("Editor/Commands/") },
                "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("design tokens kept among the views, used by the parts below them, are a part of their own below the views")
    func designTokensAmongTheViews() throws {
        var files: [String: String] = [
            "Hub.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Hub", productType: "application", folders: ["Hub"])]).text,
            "Hub/HubApp.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let home = HomeViewController()\n    let issues = IssuesViewController()\n}\n",
            "Hub/Views/Styles.swift": "enum Styles {\n    static let spacing = 8\n    static let radius = 4\n}\n",
            "Hub/Views/BadgeView.swift": "import UIKit\n\nfinal class BadgeView: UIView {\n    let spacing = Styles.spacing\n    let radius = Styles.radius\n}\n",
            "Hub/Views/LabelCell.swift": "import UIKit\n\nfinal class LabelCell: UITableViewCell {\n    let badge = BadgeView()\n    let spacing = Styles.spacing\n    let client = IssueClient()\n}\n",
            // Parts the views have nothing to do with.
            "Hub/Auth/TokenStore.swift": "final class TokenStore {\n    var token = \"\"\n    let cache = ResponseCache()\n}\n",
            "Hub/Cache/ResponseCache.swift": "final class ResponseCache {\n    var entries: [String: String] = [:]\n}\n",
            "Hub/Analytics/EventLogger.swift": "final class EventLogger {\n    let store = TokenStore()\n    func log(_ issue: Issue) {}\n}\n",
            "Hub/Utility/Layout.swift": "enum Layout {\n    static func inset() -> Int { Styles.spacing * 2 }\n    static func corner() -> Int { Styles.radius }\n}\n",
            "Hub/Models/Issue.swift": "struct Issue {\n    let title: String\n    var height: Int { Styles.spacing * 3 }\n}\n",
            "Hub/Services/IssueClient.swift": "final class IssueClient {\n    func issues() -> [Issue] { [] }\n    let pad = Layout.inset()\n    let gap = Styles.spacing\n}\n",
        ]
        for screen in ["Home", "Issues"] {
            files["Hub/\(screen)/\(screen)ViewController.swift"] = "import UIKit\n\nfinal class \(screen)ViewController: UIViewController {\n    let client = IssueClient()\n    let cell = LabelCell()\n    let badge = BadgeView()\n    let pad = Layout.inset()\n    let logger = EventLogger()\n}\n"
        }
        let adopted = try Adopted(files)
        let views = try #require(adopted.layer(of: "Hub/Views/BadgeView.swift"))
        let tokens = try #require(adopted.layer(of: "Hub/Views/Styles.swift"))
        #expect((adopted.order.firstIndex(of: tokens) ?? 0) > (adopted.order.firstIndex(of: views) ?? 99), "\(adopted.plan.summary)")
        // The helpers, models and services below the views use the tokens, not the views: no finding of theirs.
        #expect(!adopted.plan.baseline.entries.contains { entry in
            entry.rule == "layer-dependency" && ["Hub/Utility/", "Hub/Models/", "Hub/Services/"].contains { entry.file.hasPrefix($0) }
        }, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("coordinators that build the screens sit above them, and their uses of the screens are no findings")
    func coordinatorsAboveTheScreens() throws {
        var files: [String: String] = [
            "Mail.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Mail", productType: "application", folders: ["Mail"])]).text,
            "Mail/MailApp.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let flow = InboxFlowCoordinator()\n    let compose = ComposeFlowCoordinator()\n    let settings = SettingsFlowCoordinator()\n}\n",
            "Mail/Services/MailClient.swift": "final class MailClient {\n    func messages() -> [Message] { [] }\n}\n",
            "Mail/Models/Message.swift": "struct Message: Equatable {\n    let subject: String\n}\n",
        ]
        for screen in ["Inbox", "Compose", "Settings"] {
            files["Mail/Screens/\(screen)/\(screen)ViewController.swift"] = "import UIKit\n\nfinal class \(screen)ViewController: UIViewController {\n    let client = MailClient()\n    var shown: [Message] = []\n}\n"
            files["Mail/Screens/\(screen)/\(screen)Cell.swift"] = "import UIKit\n\nfinal class \(screen)Cell: UITableViewCell {\n    var message: Message?\n}\n"
            files["Mail/FlowCoordinators/\(screen)FlowCoordinator.swift"] = "import UIKit\n\nfinal class \(screen)FlowCoordinator {\n    let client = MailClient()\n    func start() -> UIViewController { \(screen)ViewController() }\n    func detail() -> \(screen)ViewController { \(screen)ViewController() }\n}\n"
        }
        let adopted = try Adopted(files)
        let flows = try #require(adopted.layer(of: "Mail/FlowCoordinators/InboxFlowCoordinator.swift"))
        let screens = try #require(adopted.layer(of: "Mail/Screens/Inbox/InboxViewController.swift"))
        #expect((adopted.order.firstIndex(of: flows) ?? 99) < (adopted.order.firstIndex(of: screens) ?? 0), "\(adopted.plan.summary)")
        #expect(!adopted.plan.baseline.entries.contains { $0.file.hasPrefix("Mail/FlowCoordinators/") },
                "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("parts that reach each other with a fifth or more of their uses against the order merge when that leaves fewer findings")
    func stronglyConnectedPartsMerge() throws {
        var files: [String: String] = [
            "Demo.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Demo", productType: "application", folders: ["Demo"])]).text,
            "Demo/DemoApp.swift": "import SwiftUI\n\n@main\nstruct DemoApp: App {\n    var body: some Scene { WindowGroup { HomeScreenView() } }\n}\n",
            // Routes build the screens; the screens push routes through the navigator.
            "Demo/Navigation/Route.swift": "import SwiftUI\n\nenum Route: Hashable {\n    case detail, settings\n    @ViewBuilder var destination: some View {\n        switch self {\n        case .detail: DetailScreenView()\n        case .settings: SettingsScreenView()\n        }\n    }\n}\n",
            "Demo/Navigation/NavigationModel.swift": "import Observation\n\n@Observable\nfinal class NavigationModel {\n    var path: [Route] = []\n    var shown: HomeScreenView?\n    var detail: DetailScreenView?\n    var settings: SettingsScreenView?\n}\n",
            "Demo/Navigation/NavigationState.swift": "struct NavigationState {\n    var routes: [Route] = []\n    var top: HomeScreenView?\n    var stack: [DetailScreenView] = []\n}\n",
        ]
        for screen in ["Home", "Detail", "Settings"] {
            files["Demo/UI/\(screen)ScreenView.swift"] = "import SwiftUI\n\nstruct \(screen)ScreenView: View {\n    let navigation = NavigationModel()\n    let state = NavigationState()\n    let next: Route = .detail\n    let back: Route = .settings\n    func go(_ route: Route) {}\n    var body: some View { Text(\"\\(navigation.path.count)\") }\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Demo/Navigation/Route.swift") == adopted.layer(of: "Demo/UI/HomeScreenView.swift"), "\(adopted.plan.summary)")
        #expect(adopted.plan.baseline.entries.isEmpty, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("a folder named for the composition that other parts use is not App by its name: their uses would all be findings")
    func usedCompositionIsNotApp() throws {
        let adopted = try Adopted([
            "Countries.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Countries", productType: "application", folders: ["Countries"])]).text,
            "Countries/CountriesApp.swift": "import SwiftUI\n\n@main\nstruct CountriesApp: App {\n    let container = DIContainer(interactors: CountriesInteractor(repository: CountriesRepository()))\n    var body: some Scene { WindowGroup { CountriesList(container: container) } }\n}\n",
            // It builds more of the app than the app's screens use of it: still not App, since they use it.
            "Countries/DependencyInjection/DIContainer.swift": "struct DIContainer {\n    let interactors: CountriesInteractor\n    let repository = CountriesRepository()\n    let cache = CountriesRepository()\n    let state = AppState()\n    func makeInteractor() -> CountriesInteractor { CountriesInteractor(repository: CountriesRepository()) }\n    func makeOther(_ repository: CountriesRepository) -> CountriesInteractor { interactors }\n}\n",
            "Countries/DependencyInjection/AppState.swift": "struct AppState {\n    var selected: String?\n}\n",
            "Countries/UI/CountriesList.swift": "import SwiftUI\n\nstruct CountriesList: View {\n    let container: DIContainer\n    var body: some View { CountryRow(container: container) }\n}\n",
            "Countries/UI/CountryRow.swift": "import SwiftUI\n\nstruct CountryRow: View {\n    let container: DIContainer\n    var body: some View { Text(\"row\") }\n}\n",
            "Countries/UI/CountryDetails.swift": "import SwiftUI\n\nstruct CountryDetails: View {\n    let container: DIContainer\n    var body: some View { Text(\"\\(container.state.selected ?? \"\")\") }\n}\n",
            "Countries/Interactors/CountriesInteractor.swift": "struct CountriesInteractor {\n    let repository: CountriesRepository\n}\n",
            "Countries/Repositories/CountriesRepository.swift": "struct CountriesRepository {\n    func load() -> [String] { [] }\n}\n",
        ])
        #expect(adopted.layer(of: "Countries/DependencyInjection/DIContainer.swift") != "App", "\(adopted.order)")
        #expect(!adopted.plan.baseline.entries.contains { $0.file.hasPrefix("Countries/UI/") },
                "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("the router and the window manager only the app delegate uses (one builds the screens, one calls back) and the coordinator the UI tests run under are App though they sit among the services; the services stay below the screens; a screen calling the delegate still leaks")
    func compositionKeptAmongTheServices() throws {
        var files: [String: String] = [
            "Hub.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Hub", productType: "application", folders: ["Hub"])]).text,
            "Hub/Systems/AppDelegate.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let controller = AppController(client: GitClient())\n    let testing: AppControlling = UITestsAppController()\n    lazy var windows = WindowManager(delegate: self)\n    let mediator = SceneMediator()\n    let options = SceneOptions()\n    let login = LoginViewController()\n    var locked = false\n}\n",
            // The delegate's own helper, which calls back into it: the app's. A screen that does the same leaks.
            "Hub/Systems/WindowManager.swift": "import UIKit\n\nfinal class WindowManager {\n    weak var delegate: AppDelegate?\n    init(delegate: AppDelegate) { self.delegate = delegate }\n}\n\nprivate final class PassthroughView: UIView {}\n",
            "Hub/Systems/Windowing/SceneMediator.swift": "final class SceneMediator {\n    weak var delegate: AppDelegate?\n    let debouncer = Debouncer()\n}\n",
            "Hub/Systems/Windowing/SceneOptions.swift": "struct SceneOptions {\n    var restores = true\n}\n",
            "Hub/Login/LoginViewController.swift": "import UIKit\n\nfinal class LoginViewController: UIViewController {\n    var delegate: AppDelegate?\n    let client = GitClient()\n}\n",
            "Hub/Systems/AppRouter/AppController.swift": "import UIKit\n\nfinal class AppController: AppControlling {\n    let client: GitClient\n    init(client: GitClient) { self.client = client }\n    func tabs() -> [UIViewController] { [HomeViewController(), IssuesViewController(), SearchViewController()] }\n    func open(_ route: Route) {}\n}\n",
            "Hub/Systems/AppControlling.swift": "protocol AppControlling {}\n",
            // The app's other coordinator, the one its UI tests run under, in a folder of its own.
            "Hub/UITests/UITestsAppController.swift": "final class UITestsAppController: AppControlling {\n    let client = GitClient()\n}\n",
            "Hub/Systems/AppRouter/Route.swift": "enum Route {\n    case home, issue(Int)\n}\n",
            "Hub/Systems/GitClient.swift": "final class GitClient {\n    func issues() -> [Issue] { [] }\n    let id = Secrets.clientID\n}\n",
            "Hub/Systems/Secrets.swift": "enum Secrets {\n    static let clientID = \"\"\n}\n",
            "Hub/Systems/Debouncer.swift": "final class Debouncer {\n    var delay = 0.3\n}\n",
            "Hub/Models/Issue.swift": "struct Issue {\n    let title: String\n}\n",
        ]
        for screen in ["Home", "Issues", "Search"] {
            files["Hub/\(screen)/\(screen)ViewController.swift"] = "import UIKit\n\nfinal class \(screen)ViewController: UIViewController {\n    let client = GitClient()\n    var shown: [Issue] = []\n    let debouncer = Debouncer()\n}\n"
            files["Hub/\(screen)/\(screen)Cell.swift"] = "import UIKit\n\nfinal class \(screen)Cell: UITableViewCell {\n    var issue: Issue?\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Hub/Systems/AppRouter/AppController.swift") == "App", "\(adopted.plan.summary)")
        #expect(adopted.layer(of: "Hub/Systems/AppRouter/Route.swift") == "App")
        let services = try #require(adopted.layer(of: "Hub/Systems/GitClient.swift"))
        let screens = try #require(adopted.layer(of: "Hub/Home/HomeViewController.swift"))
        #expect((adopted.order.firstIndex(of: services) ?? 0) > (adopted.order.firstIndex(of: screens) ?? 99), "\(adopted.order)")
        #expect(adopted.layer(of: "Hub/Systems/WindowManager.swift") == "App")
        #expect(adopted.layer(of: "Hub/UITests/UITestsAppController.swift") == "App")
        #expect(adopted.layer(of: "Hub/Systems/Windowing/SceneMediator.swift") == "App")
        #expect(adopted.layer(of: "Hub/Login/LoginViewController.swift") == screens)
        let entries = adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }
        #expect(entries == ["layer-dependency@Hub/Login/LoginViewController.swift"], "\(entries)")
        try adopted.expectInvariants()
    }

    @Test("a file its folder's layer makes an outlier goes where its uses and users point: a theme kept among the managers, a value the shared views show kept with a feature; a model that reaches up still leaks")
    func filesPlacedByTheirOwnUses() throws {
        var files: [String: String] = [
            "Hub.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Hub", productType: "application", folders: ["Hub"])]).text,
            "Hub/HubApp.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let theme = ThemeManager()\n}\n",
            // Shared views, which show a value kept with the settings screens.
            "Hub/Common/BaseCell.swift": "import UIKit\n\nfinal class BaseCell: UITableViewCell {\n    let auth = AuthManager()\n    let feed = FeedManager()\n    let badge = BadgeManager()\n    var user: User?\n}\n",
            "Hub/Common/BaseViewController.swift": "import UIKit\n\nfinal class BaseViewController: UIViewController {\n    let auth = AuthManager()\n    let feed = FeedManager()\n    let sync = SyncManager()\n    var user: User?\n}\n",
            "Hub/Common/PanelView.swift": "import UIKit\n\nfinal class PanelView: UIView {\n    var position: PanelPosition = .side\n    var fallback: PanelPosition = .top\n    let auth = AuthManager()\n    let log = LogManager()\n    var user: User?\n}\n",
            "Hub/Common/AvatarView.swift": "import UIKit\n\nfinal class AvatarView: UIView {\n    let auth = AuthManager()\n    let feed = FeedManager()\n    let sync = SyncManager()\n    var user: User?\n    var previous: User?\n}\n",
            "Hub/Common/ListCell.swift": "import UIKit\n\nfinal class ListCell: UITableViewCell {\n    let auth = AuthManager()\n    let badge = BadgeManager()\n    let log = LogManager()\n    var user: User?\n    var previous: User?\n}\n",
            // Services, with the UI theme kept among them.
            "Hub/Managers/AuthManager.swift": "final class AuthManager {\n    var user: User?\n    var previous: User?\n    func signIn() -> User? { nil }\n}\n",
            "Hub/Managers/ThemeManager.swift": "import UIKit\n\nfinal class ThemeManager {\n    func apply(to cell: BaseCell) {}\n    func apply(to controller: BaseViewController) {}\n    func style(_ cell: BaseCell, in controller: BaseViewController) {}\n    let log = LogManager()\n}\n",
            "Hub/Models/User.swift": "struct User {\n    let name: String\n}\n",
            // A model that reaches into the services: a leak wherever it is filed.
            "Hub/Models/Insights.swift": "struct Insights {\n    let first = AuthManager()\n    let second = AuthManager()\n    let third = AuthManager()\n}\n",
            "Hub/Settings/PanelPosition.swift": "enum PanelPosition {\n    case top, side\n}\n",
            "Hub/Settings/SettingsViewController.swift": "import UIKit\n\nfinal class SettingsViewController: UIViewController {\n    var position: PanelPosition = .top\n    let panel = PanelView()\n}\n",
        ]
        for service in ["Log", "Sync", "Feed", "Badge"] {
            files["Hub/Managers/\(service)Manager.swift"] = "final class \(service)Manager {\n    func a(_ user: User) {}\n    func b(_ user: User) {}\n    func c(_ user: User) {}\n    func d(_ user: User) -> Insights? { nil }\n}\n"
        }
        for screen in ["Home", "Profile", "Search"] {
            files["Hub/\(screen)/\(screen)ViewController.swift"] = "import UIKit\n\nfinal class \(screen)ViewController: UIViewController {\n    let panel = PanelView()\n    let cell = BaseCell()\n    let other = BaseCell()\n    let base = BaseViewController()\n    let log = LogManager()\n    let sync = SyncManager()\n    var user: User?\n}\n"
        }
        let adopted = try Adopted(files)
        let views = try #require(adopted.layer(of: "Hub/Common/PanelView.swift"))
        #expect(adopted.layer(of: "Hub/Managers/ThemeManager.swift") == views, "\(adopted.plan.summary)")
        #expect(adopted.layer(of: "Hub/Managers/AuthManager.swift") != views)
        // The shared views are below the screens, and the value they show goes down with them.
        let screens = try #require(adopted.layer(of: "Hub/Settings/SettingsViewController.swift"))
        #expect(adopted.layer(of: "Hub/Home/HomeViewController.swift") == screens)
        #expect((adopted.order.firstIndex(of: views) ?? 0) > (adopted.order.firstIndex(of: screens) ?? 99), "\(adopted.order)")
        // It draws nothing: it goes among the values.
        #expect(adopted.layer(of: "Hub/Settings/PanelPosition.swift") == adopted.layer(of: "Hub/Models/User.swift"))
        let entries = adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }
        #expect(!entries.contains { $0.hasSuffix("@Hub/Managers/ThemeManager.swift") || $0.hasSuffix("@Hub/Common/PanelView.swift") }, "\(entries)")
        #expect(entries.contains("layer-dependency@Hub/Models/Insights.swift"), "\(entries)")
        #expect(adopted.plan.summary.contains("Placed apart from their folders"))
        try adopted.expectInvariants()
    }

    @Test("a folder of data access keeps its requests and responses beside it: they do not make it values, and a small folder's name does not label the services around it")
    func dataAccessWithItsOwnVocabulary() throws {
        var files: [String: String] = [
            "Reader.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Reader", productType: "application", folders: ["Reader"])]).text,
            "Reader/ReaderApp.swift": "import SwiftUI\n\n@main\nstruct ReaderApp: App {\n    var body: some Scene { WindowGroup { LibraryView() } }\n}\n",
            "Reader/Models/Manga.swift": "struct Manga: Equatable {\n    let id: String\n}\n",
            "Reader/Models/Chapter.swift": "struct Chapter: Equatable {\n    let id: String\n}\n",
            "Reader/Database/MangaDatabase.swift": "final class MangaDatabase {\n    func save(_ manga: Manga) {}\n}\n",
            // A source: its registry, its runner, and the server's responses only the runner reads.
            "Reader/Sources/SourceManager.swift": "final class SourceManager {\n    let database = MangaDatabase()\n    let komga = KomgaSource()\n    func search() async -> [Manga] { await komga.search() }\n}\n",
            "Reader/Sources/KomgaSource.swift": "actor KomgaSource {\n    func search() async -> [Manga] {\n        let page = KomgaPage(content: [], library: KomgaLibrary(id: \"\"), error: nil)\n        let book = KomgaBook(id: \"\", metadata: KomgaMetadata(title: \"\"))\n        return page.content.map { Manga(id: $0.id) } + [Manga(id: book.id)]\n    }\n    func chapters() -> [Chapter] { [] }\n}\n",
            "Reader/Sources/KomgaModels.swift": "struct KomgaPage: Decodable {\n    let content: [KomgaSeries]\n    let library: KomgaLibrary\n    let error: KomgaError?\n}\n\nstruct KomgaSeries: Decodable {\n    let id: String\n}\n\nstruct KomgaBook: Decodable {\n    let id: String\n    let metadata: KomgaMetadata\n}\n\nstruct KomgaMetadata: Decodable {\n    let title: String\n}\n\nstruct KomgaLibrary: Decodable {\n    let id: String\n}\n\nstruct KomgaError: Decodable {\n    let message: String\n}\n",
        ]
        for manager in ["Library", "History", "Tracker", "Download"] {
            files["Reader/Managers/\(manager)Manager.swift"] = "final class \(manager)Manager {\n    let database = MangaDatabase()\n    func all() -> [Manga] { [] }\n    func chapters(of manga: Manga) -> [Chapter] { [] }\n}\n"
        }
        for screen in ["Library", "History", "Search"] {
            files["Reader/Views/\(screen)View.swift"] = "import SwiftUI\n\nstruct \(screen)View: View {\n    let library = LibraryManager()\n    let history = HistoryManager()\n    let sources = SourceManager()\n    let tracker = TrackerManager()\n    let downloads = DownloadManager()\n    @State var manga: [Manga] = []\n    @State var chapters: [Chapter] = []\n    var body: some View { Text(\"\\(manga.count)\") }\n}\n"
        }
        let adopted = try Adopted(files)
        let data = try #require(adopted.layer(of: "Reader/Managers/LibraryManager.swift"))
        #expect(adopted.layer(of: "Reader/Sources/KomgaSource.swift") == data, "\(adopted.plan.summary)")
        #expect(adopted.layer(of: "Reader/Models/Manga.swift") != data)
        #expect(data != "Database", "\(adopted.order)")
        let entries = adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }
        #expect(!entries.contains { $0.hasPrefix("layer-dependency@Reader/Sources/") }, "\(entries)")
        try adopted.expectInvariants()
    }

    @Test("a screen only the shared views show is part of their kit, not a feature; one the app shows too stays a feature")
    func screenOnlyTheSharedViewsShow() throws {
        var files: [String: String] = [
            "Hub.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Hub", productType: "application", folders: ["Hub"])]).text,
            "Hub/HubApp.swift": "import SwiftUI\n\n@main\nstruct HubApp: App {\n    var body: some Scene { WindowGroup { TabView { IssuesView(); SearchView(); ProfileView(); BrowserView() } } }\n}\n",
            // The shared views: a composer that opens its image picker, and a link that opens the browser.
            "Hub/Views/ComposerView.swift": "import SwiftUI\n\nstruct ComposerView: View {\n    var body: some View { ImagePickerView() }\n}\n",
            "Hub/Views/LinkView.swift": "import SwiftUI\n\nstruct LinkView: View {\n    var body: some View { BrowserView() }\n}\n",
            "Hub/Views/CardView.swift": "import SwiftUI\n\nstruct CardView: View {\n    var body: some View { Text(\"\") }\n}\n",
            "Hub/ImagePicker/ImagePickerView.swift": "import SwiftUI\n\nstruct ImagePickerView: View {\n    let model = ImagePickerModel()\n    var body: some View { Text(model.title) }\n}\n",
            "Hub/ImagePicker/ImagePickerModel.swift": "import Combine\n\nfinal class ImagePickerModel: ObservableObject {\n    var title = \"\"\n}\n",
            "Hub/Browser/BrowserView.swift": "import SwiftUI\n\nstruct BrowserView: View {\n    var body: some View { Text(\"\") }\n}\n",
        ]
        for feature in ["Issues", "Search", "Profile"] {
            files["Hub/\(feature)/\(feature)View.swift"] = "import SwiftUI\n\nstruct \(feature)View: View {\n    var body: some View { VStack { ComposerView(); CardView(); CardView(); LinkView(); CardView() } }\n}\n"
        }
        let adopted = try Adopted(files)
        let kit = try #require(adopted.layer(of: "Hub/Views/ComposerView.swift"))
        let features = try #require(adopted.layer(of: "Hub/Issues/IssuesView.swift"))
        #expect(kit != features, "\(adopted.plan.summary)")
        #expect(adopted.layer(of: "Hub/ImagePicker/ImagePickerView.swift") == kit, "\(adopted.plan.summary)")
        // The browser folder stays among the features (its one view may still be placed apart by its own uses).
        #expect(adopted.configuration.layers.first { $0.name == features }?.paths.map(\.pattern).contains("Hub/Browser/**") == true,
                "\(adopted.plan.configuration)")
        let entries = adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }
        #expect(!entries.contains("layer-dependency@Hub/Views/ComposerView.swift"), "\(entries)")
        try adopted.expectInvariants()
    }

    @Test("a catch-all of shared code whose subfolders play different roles is split: its shared views sit above the services they show, its logger below them")
    func catchAllOfSharedCodeIsSplit() throws {
        var files: [String: String] = [
            "Chat.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Chat", productType: "application", folders: ["Chat"])]).text,
            "Chat/ChatApp.swift": "import SwiftUI\n\n@main\nstruct ChatApp: App {\n    var body: some Scene { WindowGroup { RoomsView() } }\n}\n",
            "Chat/Other/SwiftUI/AvatarView.swift": "import SwiftUI\n\nstruct AvatarView: View {\n    let provider: MediaProvider\n    var body: some View { Text(provider.name) }\n}\n",
            "Chat/Other/SwiftUI/BannerView.swift": "import SwiftUI\n\nstruct BannerView: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n",
            "Chat/Other/Logging/Log.swift": "enum Log {\n    static func info(_ text: String) {}\n}\n",
            "Chat/Other/Extensions/String+Trimmed.swift": "import Foundation\n\nextension String {\n    var trimmed: String { self }\n}\n\nextension Substring {\n    var trimmed: String { String(self) }\n}\n",
            "Chat/Other/NetworkMonitor.swift": "final class NetworkMonitor {\n    var isReachable = true\n}\n",
            "Chat/Models/Room.swift": "struct Room: Equatable {\n    let name: String\n}\n",
            "Chat/Services/MediaProvider.swift": "protocol MediaProvider {\n    var name: String { get }\n}\n",
            "Chat/Stores/RoomStore.swift": "import Observation\n\n@Observable\nfinal class RoomStore {\n    let monitor = NetworkMonitor()\n    var rooms: [Room] = []\n    func load() { Log.info(\"load\"); Log.info(\"done\"); Log.info(\"\"); Log.info(\"\") }\n}\n",
        ]
        for service in ["RoomClient", "MessageClient", "MediaClient"] {
            files["Chat/Services/\(service).swift"] = "final class \(service) {\n    let monitor = NetworkMonitor()\n    let other = NetworkMonitor()\n    func fetch() -> [Room] { Log.info(\"fetch\"); Log.info(\"got\"); Log.info(\"\"); return [] }\n}\n"
        }
        for feature in ["Rooms", "Messages", "Settings", "Search"] {
            files["Chat/\(feature)/\(feature)View.swift"] = "import SwiftUI\n\nstruct \(feature)View: View {\n    let store = RoomStore()\n    let avatar: AvatarView? = nil\n    let banner = BannerView(text: \"\".trimmed)\n    let monitor = NetworkMonitor()\n    var body: some View { Text(\"\\(store.rooms.count)\") }\n    func log() { Log.info(\"\"); Log.info(\"\") }\n}\n"
        }
        let adopted = try Adopted(files)
        let order = adopted.order
        let views = try #require(adopted.layer(of: "Chat/Other/SwiftUI/AvatarView.swift"))
        let services = try #require(adopted.layer(of: "Chat/Services/RoomClient.swift"))
        let log = try #require(adopted.layer(of: "Chat/Other/Logging/Log.swift"))
        #expect((order.firstIndex(of: views) ?? 99) < (order.firstIndex(of: services) ?? 0), "\(adopted.plan.summary)")
        #expect((order.firstIndex(of: log) ?? 0) > (order.firstIndex(of: services) ?? 99), "\(order)")
        let entries = adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }
        #expect(!entries.contains { $0.hasPrefix("layer-dependency@Chat/Other/") || $0.hasPrefix("layer-dependency@Chat/Services/") }, "\(entries)")
        try adopted.expectInvariants()
    }

    @Test("a data-access file kept in a screen's folder, that the services use, goes down among the data access")
    func dataAccessFiledWithAScreenGoesDown() throws {
        var files: [String: String] = [
            "Chat.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Chat", productType: "application", folders: ["Chat"])]).text,
            "Chat/ChatApp.swift": "import SwiftUI\n\n@main\nstruct ChatApp: App {\n    var body: some Scene { WindowGroup { PreviewView() } }\n}\n",
            "Chat/Models/Photo.swift": "struct Photo: Equatable {\n    let name: String\n}\n",
            "Chat/FilePreview/PreviewView.swift": "import SwiftUI\n\nstruct PreviewView: View {\n    let library = PhotoLibraryManager()\n    let uploader = MediaUploader()\n    var body: some View { Text(\"\") }\n}\n",
            "Chat/FilePreview/PreviewViewModel.swift": "import Observation\n\n@Observable\nfinal class PreviewViewModel {\n    var photo: Photo?\n}\n",
            "Chat/FilePreview/PhotoLibraryManager.swift": "final class PhotoLibraryManager {\n    func save(_ photo: Photo) {}\n}\n",
            "Chat/Services/MediaUploader.swift": "final class MediaUploader {\n    let library = PhotoLibraryManager()\n    func upload(_ photo: Photo) { library.save(photo) }\n}\n",
            "Chat/Services/RoomClient.swift": "final class RoomClient {\n    func photos() -> [Photo] { [] }\n}\n",
        ]
        for feature in ["Rooms", "Settings"] {
            files["Chat/\(feature)/\(feature)View.swift"] = "import SwiftUI\n\nstruct \(feature)View: View {\n    let client = RoomClient()\n    let uploader = MediaUploader()\n    var body: some View { Text(\"\") }\n}\n"
        }
        let adopted = try Adopted(files)
        let data = try #require(adopted.layer(of: "Chat/Services/MediaUploader.swift"))
        #expect(adopted.layer(of: "Chat/FilePreview/PhotoLibraryManager.swift") == data, "\(adopted.plan.summary)")
        #expect(adopted.layer(of: "Chat/FilePreview/PreviewView.swift") != data)
        let entries = adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }
        #expect(!entries.contains("layer-dependency@Chat/Services/MediaUploader.swift"), "\(entries)")
        try adopted.expectInvariants()
    }

    @Test("the same project gives the same configuration, and the summary shows the graph; --graph prints it as Mermaid")
    func deterministicAndExplained() throws {
        let first = try Adopted(Self.layeredApp)
        let second = try AdoptionPlanner(root: first.root.url, cacheDirectory: nil).plan()
        #expect(first.plan.configuration == second.configuration)
        #expect(first.plan.summary.contains("Inferred from the module graph"))
        #expect(first.plan.summary.contains("Shop/Stores (folder, 1 file) — content"))
        #expect(first.plan.graph.hasPrefix("flowchart TD"))
        #expect(first.plan.graph.contains("subgraph L0[\"App\"]"))
    }
}

/// A project adopted in a temporary folder: the plan, its configuration, and each file's layer under it.
struct Adopted {
    let root: Project
    let plan: AdoptionPlan
    let configuration: Configuration
    private let layers: [String: String]

    init(_ files: [String: String]) throws {
        root = try Project(files)
        plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        let model = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root.url).run(paths: ["."]).model
        var layers: [String: String] = [:]
        for index in model.files.indices { if let layer = model.layer(ofFileAt: index) { layers[model.files[index].path] = layer } }
        self.layers = layers
    }

    /// The layers, top first.
    var order: [String] { configuration.layers.map(\.name) }

    /// The layer the file at `path` lands in.
    func layer(of path: String) -> String? { layers[path] }

    /// The position of the layer holding `target`, from the top.
    func rank(ofTarget target: String) -> Int {
        configuration.layers.firstIndex { $0.targets.contains(target) } ?? -1
    }

    /// The invariants every adopted configuration keeps.
    func expectInvariants() throws {
        #expect(order.first == "App" || !order.contains("App"))
        #expect(!configuration.allowedDependencies.values.contains { $0.contains("App") }, "a layer may use App")
        #expect(order.count <= 8)
        let normalised = order.map { ArchitectureInference.singular($0).lowercased() }
        #expect(Set(normalised).count == normalised.count, "names that differ only by case or plural: \(order)")
        let used = Set(layers.values)
        #expect(order.allSatisfy(used.contains), "an empty layer: \(order) holding \(used)")
        if let bottom = order.last, bottom != "App" { #expect(configuration.allowedDependencies[bottom] == []) }
    }
}
