import Foundation
import KumikiCheck
import Testing
import ToolsTestSupport
@testable import KumikiAdoption

/// `kumiki adopt` draws an app's layers from its module graph: each module and each folder of an app
/// target's sources is one part, App on top holds what the system starts and the composition, and the
/// other parts are ordered as a dependency matrix is, the fewest uses against the order with their
/// roles as priors, in layers a person keeps. Each test is one cause of a configuration readers had to
/// rewrite, in the smallest project that shows it; the folders hold ten files or more, as layers do.
@Suite("kumiki adopt: layers from the module graph", .serialized)
struct AdoptionModelTests {
    /// A SwiftUI app whose folders play each role, named as teams name them, ten files each.
    static func layeredApp(appFolder: String = "Shop") -> [String: String] {
        var files: [String: String] = [
            "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Shop", productType: "application", folders: [appFolder]),
                .init(name: "ShopTests", productType: "bundle.unit-test", folders: ["ShopTests"], dependencies: ["Shop"]),
            ]).text,
            "\(appFolder)/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Screen0View(store: Store0(service: Catalog0Service())) } }\n}\n",
            "ShopTests/StoreTests.swift": "import XCTest\n@testable import Shop\n\nfinal class StoreTests: XCTestCase {}\n",
        ]
        for index in 0..<10 {
            files["\(appFolder)/Screens/Screen\(index)View.swift"] =
                "import SwiftUI\n\nstruct Screen\(index)View: View {\n    let store: Store\(index)\n    var body: some View { Text(store.title.trimmed) }\n}\n"
            files["\(appFolder)/Stores/Store\(index).swift"] =
                "import Foundation\n\nfinal class Store\(index): ObservableObject {\n    let service: Catalog\(index)Service\n    var products: [Product\(index)] = []\n"
                + "    var title: String { \"\" }\n    init(service: Catalog\(index)Service) { self.service = service }\n}\n"
            files["\(appFolder)/Services/Catalog\(index)Service.swift"] =
                "import Foundation\n\nstruct Catalog\(index)Service {\n    func products() async throws -> [Product\(index)] { [] }\n}\n"
            files["\(appFolder)/Models/Product\(index).swift"] = "struct Product\(index): Equatable {\n    let name: String\n    var day: Int { Date().day }\n}\n"
            files["\(appFolder)/Helpers/Helper\(index).swift"] = "import Foundation\n\nextension Int {\n    var helper\(index): Int { self }\n}\n"
        }
        files["\(appFolder)/Helpers/String+Trimmed.swift"] = "import Foundation\n\nextension String {\n    var trimmed: String { self }\n}\n"
        files["\(appFolder)/Helpers/Date+Day.swift"] = "import Foundation\n\nextension Date {\n    var day: Int { 0 }\n}\n"
        return files
    }

    @Test("each folder of the app target is a part placed by its role; App on top, used by none; the helpers at the bottom use none; no finding today")
    func rolesFromContent() throws {
        let adopted = try Adopted(Self.layeredApp())
        #expect(adopted.layer(of: "Shop/ShopApp.swift") == "App")
        #expect(adopted.order == ["App", "UI", "Stores", "Services", "Models", "Helpers"], "\(adopted.plan.configuration)")
        #expect(adopted.layer(of: "Shop/Screens/Screen0View.swift") == "UI")
        #expect(adopted.layer(of: "Shop/Stores/Store3.swift") == "Stores")
        #expect(adopted.layer(of: "Shop/Services/Catalog3Service.swift") == "Services")
        #expect(adopted.layer(of: "Shop/Models/Product3.swift") == "Models")
        #expect(adopted.layer(of: "Shop/Helpers/Date+Day.swift") == "Helpers")
        #expect(adopted.configuration.allowedDependencies["UI"] == ["Stores", "Services", "Models", "Helpers"])
        #expect(adopted.configuration.allowedDependencies["Helpers"] == [])
        #expect(!adopted.configuration.allowedDependencies.values.contains { $0.contains("App") })
        #expect(adopted.plan.baseline.entries.isEmpty, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("a layer of a handful of files joins the neighbour it costs least to join: no layer but App holds fewer than ten files unless a module")
    func smallLayersJoinANeighbour() throws {
        var files = Self.layeredApp()
        for index in 1..<10 { files["Shop/Models/Product\(index).swift"] = nil }
        for index in 0..<10 { files["Shop/Stores/Store\(index).swift"] = files["Shop/Stores/Store\(index).swift"]?.replacingOccurrences(of: "Product\(index)", with: "Product0") }
        for index in 0..<10 { files["Shop/Services/Catalog\(index)Service.swift"] = files["Shop/Services/Catalog\(index)Service.swift"]?.replacingOccurrences(of: "Product\(index)", with: "Product0") }
        let adopted = try Adopted(files)
        // The one model joins a layer of ten or more; nothing points up for it.
        #expect(!adopted.order.contains("Models"), "\(adopted.plan.configuration)")
        #expect(adopted.layer(of: "Shop/Models/Product0.swift") != nil)
        #expect(adopted.plan.baseline.entries.isEmpty, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("a feature's own Views, Models and Helpers folders are parts of that feature, not layers across the app")
    func featureLayoutsAreParts() throws {
        var files: [String: String] = [
            "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Shop", productType: "application", folders: ["Shop"])]).text,
            "Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { CartView0() } }\n}\n",
        ]
        for index in 0..<10 { files["Shop/Theme/Palette\(index).swift"] = "import SwiftUI\n\nenum Palette\(index) {\n    static let accent = Color.blue\n}\n" }
        for feature in ["Cart", "Search", "Profile"] {
            for index in 0..<4 {
                files["Shop/Features/\(feature)/Views/\(feature)View\(index).swift"] =
                    "import SwiftUI\n\nstruct \(feature)View\(index): View {\n    let model = \(feature)Model\(index)()\n    var body: some View { Text(model.title).foregroundColor(Palette\(index).accent) }\n}\n"
                files["Shop/Features/\(feature)/Models/\(feature)Model\(index).swift"] = "struct \(feature)Model\(index) {\n    var title = \"\(feature)\"\n}\n"
            }
            files["Shop/Features/\(feature)/Helpers/\(feature)Formatter.swift"] = "enum \(feature)Formatter {\n    static func format(_ text: String) -> String { text }\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(!adopted.order.contains { ["Views", "Models", "Helpers"].contains($0) }, "\(adopted.order)")
        let featureLayer = adopted.layer(of: "Shop/Features/Cart/Views/CartView0.swift")
        #expect(featureLayer != nil && adopted.layer(of: "Shop/Features/Cart/Models/CartModel0.swift") == featureLayer)
        #expect(adopted.layer(of: "Shop/Features/Search/Helpers/SearchFormatter.swift") == featureLayer)
        // The theme every feature uses sits below them.
        let theme = try #require(adopted.layer(of: "Shop/Theme/Palette0.swift"))
        #expect(adopted.order.firstIndex(of: theme) ?? 0 > adopted.order.firstIndex(of: featureLayer ?? "") ?? 0, "\(adopted.plan.configuration)")
        #expect(adopted.plan.baseline.entries.isEmpty)
        try adopted.expectInvariants()
    }

    @Test("what the system starts is App wherever it sits: main.swift, the app delegate's extensions, a CarPlay scene delegate, App Intents")
    func systemStartedTypesAreApp() throws {
        var files = Self.layeredApp()
        files["Shop/ShopApp.swift"] = nil
        files["Shop/main.swift"] = "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))\n"
        files["Shop/Services/AppDelegate.swift"] =
            "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let store = Store0(service: Catalog0Service())\n}\n"
        // Beside the delegate's extension, one of a system type for it.
        files["Shop/Services/AppDelegate+QuickActions.swift"] =
            "import UIKit\n\nextension AppDelegate {\n    func handleShortcut() { _ = Catalog1Service() }\n}\n\nextension UIApplicationShortcutItem {\n    var isCart: Bool { type == \"cart\" }\n}\n"
        files["Shop/Screens/CarPlaySceneDelegate.swift"] =
            "import CarPlay\n\nfinal class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {\n    let store = Store1(service: Catalog1Service())\n}\n"
        files["Shop/Services/OpenCartIntent.swift"] =
            "import AppIntents\n\nstruct OpenCartIntent: AppIntent {\n    static var title: LocalizedStringResource = \"Open\"\n    func perform() async throws -> some IntentResult { _ = Catalog2Service(); return .result() }\n}\n"
        // A refinement of AppIntent the system starts for a widget's configuration.
        files["Shop/Services/CartWidgetIntent.swift"] =
            "import AppIntents\nimport WidgetKit\n\nstruct CartWidgetIntent: WidgetConfigurationIntent {\n    static var title: LocalizedStringResource = \"Cart\"\n    func perform() async throws -> some IntentResult { _ = Catalog3Service(); return .result() }\n}\n"
        let adopted = try Adopted(files)
        for path in ["Shop/main.swift", "Shop/Services/AppDelegate.swift", "Shop/Services/AppDelegate+QuickActions.swift",
                     "Shop/Screens/CarPlaySceneDelegate.swift", "Shop/Services/OpenCartIntent.swift", "Shop/Services/CartWidgetIntent.swift"] {
            #expect(adopted.layer(of: path) == "App", "\(path): \(adopted.plan.configuration)")
        }
        #expect(adopted.layer(of: "Shop/Services/Catalog4Service.swift") != "App")
        try adopted.expectInvariants()
    }

    @Test("an Objective-C app's delegate, declared in its headers, is what the system starts: its Swift extensions are App")
    func objectiveCAppDelegateExtensionsAreApp() throws {
        var files = Self.layeredApp()
        files["Shop/ShopApp.swift"] = nil
        files["Shop.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], compiledFiles: ["Shop/Controllers/AppController.m", "Shop/main.m"]),
        ]).text
        files["Shop/main.m"] = "#import <Cocoa/Cocoa.h>\n\nint main(int argc, const char *argv[]) { return NSApplicationMain(argc, argv); }\n"
        files["Shop/Controllers/AppController.h"] =
            "#import <Cocoa/Cocoa.h>\n\n@interface AppController : NSObject <NSApplicationDelegate, NSWindowDelegate>\n@end\n"
        files["Shop/Controllers/AppController.m"] = "#import \"AppController.h\"\n\n@implementation AppController\n@end\n"
        files["Shop/Controllers/AppController+Windows.swift"] =
            "import AppKit\n\nextension AppController {\n    @objc func openCatalog() { _ = Screen1View(store: Store1(service: Catalog1Service())) }\n}\n"
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Shop/Controllers/AppController+Windows.swift") == "App", "\(adopted.plan.configuration)")
        try adopted.expectInvariants()
    }

    @Test("the composition is App: what only the system-started types create and that puts parts together; what it creates in turn is not")
    func compositionOnTop() throws {
        var files = Self.layeredApp()
        files["Shop/ShopApp.swift"] = "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    let services = AppServices()\n    var body: some Scene { WindowGroup { RootView(first: services.first) } }\n}\n"
        // The object that constructs every service, kept among the services; the root view, kept among the screens.
        files["Shop/Services/AppServices.swift"] =
            "final class AppServices {\n    let first = Catalog0Service()\n    let second = Catalog1Service()\n    let store = Store2(service: Catalog2Service())\n    let featured = Product3(name: \"\")\n}\n"
        // The root view, kept among the screens, puts two features' screens together. (An app of 150 files or
        // more: three paths are 2% of it, one of them the entry point's.)
        for index in 0..<90 {
            files["Shop/Orders/Order\(index)View.swift"] =
                "import SwiftUI\n\nstruct Order\(index)View: View {\n    let store: Store\(index % 10)\n    var body: some View { Text(store.title) }\n}\n"
        }
        for index in 0..<10 {
            files["Shop/Account/Account\(index)View.swift"] =
                "import SwiftUI\n\nstruct Account\(index)View: View {\n    let store: Store\(index)\n    var body: some View { Text(store.title) }\n}\n"
        }
        files["Shop/Screens/RootView.swift"] =
            "import SwiftUI\n\nstruct RootView: View {\n    let first: Catalog0Service\n    var body: some View { TabView { Order0View(store: Store0(service: first)); Account1View(store: Store1(service: Catalog1Service())) } }\n}\n"
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Shop/Services/AppServices.swift") == "App", "\(adopted.plan.summary)")
        #expect(adopted.layer(of: "Shop/Screens/RootView.swift") == "App")
        // The services the composition builds stay where they are.
        #expect(adopted.layer(of: "Shop/Services/Catalog0Service.swift") == "Services")
        #expect(adopted.plan.summary.contains("The app's composition kept among other code"))
        try adopted.expectInvariants()
    }

    @Test("an app extension is App, its own folders no layers; a use of App from below is a finding that says so, and closes no cycle")
    func extensionsAreApp() throws {
        var files = Self.layeredApp()
        files["Shop.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], dependencies: ["ShopWidget"]),
            .init(name: "ShopWidget", productType: "app-extension", folders: ["Extensions"]),
        ]).text
        files["Shop/ShopApp.swift"] = "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    static var launchCount = 0\n    var body: some Scene { WindowGroup { Screen0View(store: Store0(service: Catalog0Service())) } }\n}\n"
        files["Shop/Screens/Screen1View.swift"] = "import SwiftUI\n\nstruct Screen1View: View {\n    let store: Store1\n    var body: some View { Text(\"\\(ShopApp.launchCount)\") }\n}\n"
        files["Extensions/Views/WidgetView.swift"] = "import SwiftUI\n\nstruct WidgetView: View {\n    var body: some View { Text(\"Shop\") }\n}\n"
        files["Extensions/Models/WidgetEntry.swift"] = "struct WidgetEntry {\n    let date = 0\n}\n"
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Extensions/Views/WidgetView.swift") == "App")
        #expect(adopted.layer(of: "Extensions/Models/WidgetEntry.swift") == "App")
        #expect(adopted.configuration.layers.first { $0.name == "App" }?.targets == ["ShopWidget"])
        #expect(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" }.contains("layer-dependency@Shop/Screens/Screen1View.swift"))
        let diagnostics = try CheckRunner(configuration: adopted.configuration, cacheDirectory: nil, baseDirectory: adopted.root.url).run(paths: ["."])
            .diagnostics
        #expect(diagnostics.first { $0.ruleID == "layer-dependency" }?.message.contains("nothing may depend on App") == true)
        #expect(!diagnostics.contains { $0.ruleID == "dependency-cycle" }, "\(diagnostics.map(\.message))")
        try adopted.expectInvariants()
    }

    @Test("a flat folder of many files is split by what its files are, written as name globs: few paths, and a new file lands with its kind")
    func flatFolderSplitByName() throws {
        var files: [String: String] = [
            "Podcasts.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [.init(name: "Podcasts", productType: "application", folders: ["podcasts"])]).text,
            "podcasts/AppDelegate.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let root = Episode0ViewController()\n}\n",
        ]
        for index in 0..<15 {
            files["podcasts/Episode\(index)ViewController.swift"] =
                "import UIKit\n\nfinal class Episode\(index)ViewController: UIViewController {\n    let manager = Download\(index)Manager()\n    let cell = Row\(index)Cell()\n}\n"
            files["podcasts/Row\(index)Cell.swift"] = "import UIKit\n\nfinal class Row\(index)Cell: UITableViewCell {\n    var episode: Episode\(index)Info?\n}\n"
            files["podcasts/Download\(index)Manager.swift"] = "import Foundation\n\nfinal class Download\(index)Manager {\n    func fetch() -> Episode\(index)Info? { nil }\n}\n"
            files["podcasts/Episode\(index)Info.swift"] = "struct Episode\(index)Info {\n    let title: String\n}\n"
        }
        let adopted = try Adopted(files)
        let paths = adopted.configuration.layers.flatMap { $0.paths.map(\.pattern) }
        #expect(paths.filter { !$0.contains("*") }.count <= 1, "\(adopted.plan.configuration)")
        #expect(paths.contains("podcasts/*Controller.swift") && paths.contains("podcasts/*Manager.swift"), "\(paths)")
        let screens = try #require(adopted.layer(of: "podcasts/Episode3ViewController.swift"))
        let managers = try #require(adopted.layer(of: "podcasts/Download3Manager.swift"))
        #expect(screens != managers && (adopted.order.firstIndex(of: screens) ?? 99) < (adopted.order.firstIndex(of: managers) ?? 0))
        // A view controller added tomorrow lands among the screens.
        #expect(ProjectModel.layerMatch(ofPath: "podcasts/SettingsViewController.swift", targets: [], in: adopted.configuration)?.layer == screens)
        try adopted.expectInvariants()
    }

    @Test("test code inside the app's folders is in no layer, wherever it sits, and the configuration names none of it")
    func testCodeInAppFolders() throws {
        var files = Self.layeredApp()
        files["Shop.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], exceptions: ["Shop/Screens/__tests__"]),
            .init(name: "ShopTests", productType: "bundle.unit-test", folders: ["Shop/Screens/__tests__", "Shop/Stores/__tests__"], dependencies: ["Shop"]),
        ]).text
        for index in 0..<12 {
            files["Shop/Screens/__tests__/Screen\(index)Tests.swift"] = "import XCTest\n@testable import Shop\n\nfinal class Screen\(index)Tests: XCTestCase {\n    let store = Store\(index % 10)(service: Catalog0Service())\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Shop/Screens/__tests__/Screen3Tests.swift") == nil)
        #expect(adopted.layer(of: "Shop/Screens/Screen3View.swift") == "UI")
        #expect(!adopted.plan.configuration.contains("__tests__"))
        #expect(adopted.plan.baseline.entries.isEmpty, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("helpers and navigation many parts use sit below them, whatever their folders are called")
    func helpersAndNavigationLow() throws {
        var files = Self.layeredApp()
        // A router every screen uses, in a folder named for coordinators; extensions the screens and services use.
        for index in 0..<10 {
            files["Shop/Coordinators/Route\(index).swift"] = "enum Route\(index) {\n    case home\n    case detail(Int)\n}\n"
            files["Shop/Screens/Screen\(index)View.swift"] =
                "import SwiftUI\n\nstruct Screen\(index)View: View {\n    let store: Store\(index)\n    let route = Route\(index).home\n    let color = Color.shopAccent\(index)\n    var body: some View { Text(store.title.trimmed) }\n}\n"
            files["Shop/Extensions/Color+Shop\(index).swift"] = "import SwiftUI\n\nextension Color {\n    static let shopAccent\(index) = Color.blue\n}\n"
        }
        let adopted = try Adopted(files)
        let screens = adopted.order.firstIndex(of: adopted.layer(of: "Shop/Screens/Screen0View.swift") ?? "") ?? 99
        #expect((adopted.order.firstIndex(of: adopted.layer(of: "Shop/Coordinators/Route0.swift") ?? "") ?? 0) > screens, "\(adopted.plan.configuration)")
        #expect((adopted.order.firstIndex(of: adopted.layer(of: "Shop/Extensions/Color+Shop0.swift") ?? "") ?? 0) > screens)
        #expect(adopted.plan.baseline.entries.isEmpty, "\(adopted.plan.baseline.entries.map { "\($0.rule)@\($0.file)" })")
        try adopted.expectInvariants()
    }

    @Test("a large app target over modules is split by role, not left as one unchecked App layer")
    func largeAppTargetOverModules() throws {
        var files = Self.layeredApp()
        files["Modules/Package.swift"] = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Modules",
                products: [.library(name: "Networking", targets: ["Networking"])],
                targets: [.target(name: "Networking")]
            )
            """
        for index in 0..<12 { files["Modules/Sources/Networking/Request\(index).swift"] = "public struct Request\(index) {\n    public init() {}\n}\n" }
        files["Shop.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], products: [("Networking", "Modules")]),
        ]).text
        for index in 0..<10 {
            files["Shop/Services/Catalog\(index)Service.swift"] =
                "import Foundation\nimport Networking\n\nstruct Catalog\(index)Service {\n    let request = Request\(index)()\n    func products() async throws -> [Product\(index)] { [] }\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Shop/Screens/Screen0View.swift") != "App")
        #expect(adopted.layer(of: "Shop/Services/Catalog0Service.swift") != "App")
        #expect(adopted.configuration.layers.contains { $0.targets.contains("Networking") })
        #expect(!adopted.plan.summary.contains("The App layer holds"))
        try adopted.expectInvariants()
    }

    @Test("out of every layer: a sample app beside the real one, a file copied from another project, a module of test doubles")
    func codeTheAppDoesNotOwn() throws {
        var files = Self.layeredApp()
        for (path, source) in files where path.hasSuffix(".swift") && !path.hasPrefix("ShopTests") {
            files[path] = "//\n//  Copyright © 2023 Shop Inc. All rights reserved.\n//\n\n" + source
        }
        files["Shop/Helpers/Reachability.swift"] = """
            // Copyright (c) 2014, Ashley Mills
            // All rights reserved.
            //
            // Redistribution and use in source and binary forms, with or without modification, are permitted.

            import Foundation

            final class Reachability {}
            """
        files["Shop.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], dependencies: ["Doubles"]),
            .init(name: "Doubles", productType: "framework", folders: ["Doubles"]),
            .init(name: "ShopDemo", productType: "application", folders: ["SampleApps/ShopDemo"]),
        ]).text
        for index in 0..<10 {
            files["Doubles/Catalog\(index)ServiceMock.swift"] = "import XCTest\n\npublic final class Catalog\(index)ServiceMock {}\n"
            files["SampleApps/ShopDemo/Demo\(index).swift"] = "import SwiftUI\n\nstruct Demo\(index): View {\n    var body: some View { Text(\"\") }\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.configuration.vendored?.contains("Shop/Helpers/Reachability.swift") == true, "\(adopted.plan.configuration)")
        #expect(adopted.configuration.vendored?.contains("SampleApps") == true)
        #expect(!adopted.configuration.layers.contains { $0.targets.contains("Doubles") })
        #expect(adopted.plan.summary.contains("as test doubles (their code imports a test framework): Doubles"))
        #expect(adopted.layer(of: "Shop/Helpers/Date+Day.swift") == "Helpers")
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
        #expect(!adopted.configuration.layers.contains { $0.targets.contains("TestSupport") }, "only tests use it")
        #expect(adopted.plan.summary.contains("no app or extension builds them: TestSupport"))
        // Models sits at or below Networking, which imports it; the design system at or below the features.
        #expect(adopted.rank(ofTarget: "Models") >= adopted.rank(ofTarget: "Networking"))
        #expect(adopted.rank(ofTarget: "DesignSystem") >= adopted.rank(ofTarget: "CartFeature"))
        try adopted.expectInvariants()
    }

    @Test("a module no app builds that shares the app target's name is listed with its project, so the list never names the app")
    func unbuiltModuleNamedLikeTheApp() throws {
        var files = Self.layeredApp()
        files["Server/Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Server", targets: [.executableTarget(name: "Shop")])
            """
        files["Server/Sources/Shop/main.swift"] = "print(\"serving\")\n"
        let adopted = try Adopted(files)
        #expect(adopted.plan.summary.contains("no app or extension builds them: Server/Package.swift:Shop."), "\(adopted.plan.summary)")
        #expect(adopted.layer(of: "Shop/Services/Catalog0Service.swift") != nil)
        try adopted.expectInvariants()
    }

    @Test("every module sits at or above the modules it imports, even where the roles of their code pull the other way")
    func modulesAboveWhatTheyImport() throws {
        // Values over data access, and helpers over the values: each module's role puts it below the next, so
        // repairing one import at a time moves the values up, then down, then up again.
        let package = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                platforms: [.iOS(.v16)],
                products: [.library(name: "Formatting", targets: ["Formatting"])],
                targets: [
                    .target(name: "Transport"),
                    .target(name: "Common", dependencies: ["Transport"]),
                    .target(name: "Formatting", dependencies: ["Common"]),
                ]
            )
            """
        var files: [String: String] = [
            "Shop.xcodeproj/project.pbxproj": SynchronizedXcodeProject(targets: [
                .init(name: "Shop", productType: "application", folders: ["Shop"], products: [("Formatting", "Kit")]),
            ]).text,
            "Shop/ShopApp.swift": "import Formatting\nimport SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n",
            "Kit/Package.swift": package,
        ]
        for index in 0..<12 {
            files["Kit/Sources/Transport/Setting\(index)Repository.swift"] =
                "import Foundation\n\npublic final class Setting\(index)Repository {\n    public init() {}\n    public func fetch(_ url: URL) async throws -> Data { try await URLSession.shared.data(from: url).0 }\n}\n"
            files["Kit/Sources/Common/Setting\(index).swift"] =
                "import Transport\n\npublic struct Setting\(index) {\n    public let name: String\n    public let repository: Setting\(index)Repository\n}\n"
            files["Kit/Sources/Formatting/Setting\(index)+Text.swift"] =
                "import Common\n\npublic extension Setting\(index) {\n    var title: String { name }\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.rank(ofTarget: "Common") <= adopted.rank(ofTarget: "Transport"), "\(adopted.plan.configuration)")
        #expect(adopted.rank(ofTarget: "Formatting") <= adopted.rank(ofTarget: "Common"), "\(adopted.plan.configuration)")
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

    @Test("a folder is placed by what it holds, whatever its name: view controllers in a folder named Repository are screens")
    func contentOverName() throws {
        var files = Self.layeredApp()
        for index in 0..<10 {
            files["Shop/Repository/Repository\(index)ViewController.swift"] =
                "import UIKit\n\nfinal class Repository\(index)ViewController: UIViewController {\n    let store = Store\(index)(service: Catalog\(index)Service())\n}\n"
        }
        let adopted = try Adopted(files)
        #expect(adopted.layer(of: "Shop/Repository/Repository0ViewController.swift") == adopted.layer(of: "Shop/Screens/Screen0View.swift"),
                "\(adopted.plan.configuration)")
        try adopted.expectInvariants()
    }

    @Test("the report names the closest calls, so a reader knows which lines to check; the same project gives the same configuration")
    func explainedAndDeterministic() throws {
        var files = Self.layeredApp()
        // A folder of no clear role that stores and services both use about as much.
        for index in 0..<10 {
            files["Shop/Support/Support\(index).swift"] = "final class Support\(index) {\n    let service = Catalog\(index)Service()\n}\n"
            files["Shop/Stores/Store\(index).swift"] = files["Shop/Stores/Store\(index).swift"]?.replacingOccurrences(
                of: "    var title", with: "    let support = Support\(index)()\n    var title")
        }
        let first = try Adopted(files)
        let second = try AdoptionPlanner(root: first.root.url, cacheDirectory: nil).plan()
        #expect(first.plan.configuration == second.configuration)
        #expect(first.plan.summary.contains("Inferred from the module graph"))
        #expect(first.plan.summary.contains("The closest calls"), "\(first.plan.summary)")
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
    private let fileCounts: [String: Int]

    init(_ files: [String: String]) throws {
        root = try Project(files)
        plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        configuration = try Configuration.parse(plan.configuration, file: ".kumiki.yml")
        let model = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root.url).run(paths: ["."]).model
        var layers: [String: String] = [:]
        var counts: [String: Int] = [:]
        for index in model.files.indices {
            guard let layer = model.layer(ofFileAt: index) else { continue }
            layers[model.files[index].path] = layer
            counts[layer, default: 0] += 1
        }
        self.layers = layers
        fileCounts = counts
    }

    /// The layers, top first.
    var order: [String] { configuration.layers.map(\.name) }

    /// The layer the file at `path` lands in.
    func layer(of path: String) -> String? { layers[path] }

    /// The position of the layer holding `target`, from the top.
    func rank(ofTarget target: String) -> Int {
        configuration.layers.firstIndex { $0.targets.contains(target) } ?? -1
    }

    /// The invariants every adopted configuration keeps: App on top and used by none, at most eight layers named
    /// apart, none empty, the bottom one using none, none but App under ten files unless it holds a module.
    func expectInvariants() throws {
        #expect(order.first == "App" || !order.contains("App"))
        #expect(!configuration.allowedDependencies.values.contains { $0.contains("App") }, "a layer may use App")
        #expect(order.count <= 8)
        let normalised = order.map { ArchitectureInference.singular($0).lowercased() }
        #expect(Set(normalised).count == normalised.count, "names that differ only by case or plural: \(order)")
        let used = Set(layers.values)
        #expect(order.allSatisfy(used.contains), "an empty layer: \(order) holding \(used)")
        if let bottom = order.last, bottom != "App" { #expect(configuration.allowedDependencies[bottom] == []) }
        for layer in configuration.layers where layer.name != "App" && layer.targets.isEmpty {
            #expect((fileCounts[layer.name] ?? 0) >= 10, "\(layer.name) holds \(fileCounts[layer.name] ?? 0) files: \(plan.configuration)")
        }
    }
}
