import Foundation
import KumikiProjects
import Testing
import ToolsTestSupport
@testable import KumikiCheck

/// Each file is judged for the target that builds it, as the compiler sees it: the declarations that
/// target compiles, the modules the file imports, the Objective-C names its bridging header shows, the
/// branches of `#if` its platforms and settings compile, and the frameworks its project links, a
/// subproject's too. Each case is a shape that made false findings on apps first seen.
@Suite("What the compiler sees, per target")
struct TargetVisibilityTests {
    /// Writes `files`, checks them with `yaml` (no configuration: the defaults) and returns the run.
    private func run(_ files: [String: String], configuration yaml: String? = nil) throws -> CheckRunner.Result {
        let root = try temporaryProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try yaml.map { try Configuration.parse($0, file: ".kumiki.yml") } ?? Configuration()
        return try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["."])
    }

    @Test("a type only the widget and intents extensions compile is not what the app's files name; its bridging header's Objective-C class is")
    func declarationAnotherTargetCompiles() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Notes", productType: "application", folders: ["Notes"], dependencies: ["NotesWidget"],
                  buildSettings: ["SDKROOT": "iphoneos", "SWIFT_OBJC_BRIDGING_HEADER": "Notes/Notes-Bridging-Header.h"]),
            .init(name: "NotesWidget", productType: "app-extension", folders: ["Widget", "Shared"], buildSettings: ["SDKROOT": "iphoneos"]),
            .init(name: "NotesIntents", productType: "app-extension", folders: ["Intents", "Shared"], buildSettings: ["SDKROOT": "iphoneos"]),
        ])
        let result = try run([
            "Notes.xcodeproj/project.pbxproj": project.text,
            "Notes/Notes-Bridging-Header.h": "#import \"Note.h\"\n#import \"Tag.h\"\n",
            "Notes/Model/Note.h": "// A note.\n@interface Note : NSObject\n@property (nonatomic) NSString *title;\n@end\n",
            "Notes/Model/Tag.h": "typedef NS_ENUM(NSInteger, TagColor) { TagColorRed };\n",
            "Notes/NoteListView.swift": "import UIKit\n\nfinal class NoteListView {\n    let note: Note? = nil\n    let color: TagColor = .red\n}\n",
            "Notes/NoteWidgetLink.swift": "final class NoteWidgetLink {\n    let provider = NoteProvider()\n}\n",
            "Shared/Note+Widget.swift": "import Foundation\n\npublic class Note {\n    public init() {}\n}\n",
            "Shared/NoteProvider.swift": "public final class NoteProvider {\n    public init() {}\n}\n",
            "Widget/NoteWidget.swift": "struct NoteWidget {\n    let note = Note()\n}\n",
        ], configuration: """
            layers:
              Extensions:
                targets: [NotesWidget, NotesIntents]
                may_depend_on: [App]
              App:
                targets: [Notes]
                may_depend_on: []
            """)
        // `Note` in the app is the Objective-C class; `NoteProvider` is no type the app compiles or imports either.
        #expect(result.diagnostics.filter { $0.ruleID == "layer-dependency" || $0.ruleID == "dependency-cycle" }.summary == [])
        let report = LayerReport(model: result.model)
        #expect(report.references.ambiguous.isEmpty)
    }

    @Test("a file two targets compile is judged in each: a use only one target's declarations make is still found")
    func fileJudgedInEachTarget() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop", "Shared"]),
            .init(name: "ShopWidget", productType: "app-extension", folders: ["Widget", "Shared"]),
        ])
        let result = try run([
            "Shop.xcodeproj/project.pbxproj": project.text,
            "Shop/Cart.swift": "final class Cart {}\n",
            "Widget/Cart.swift": "struct Cart {}\n",
            "Shared/Summary.swift": "struct Summary {\n    let cart: Cart\n}\n",
        ], configuration: """
            layers:
              Widget:
                paths: ["Widget/**"]
                may_depend_on: [Shared]
              Shop:
                paths: ["Shop/**"]
                may_depend_on: [Shared]
              Shared:
                paths: ["Shared/**"]
                may_depend_on: []
            """)
        #expect(result.diagnostics.filter { $0.ruleID == "layer-dependency" }.map(\.message).sorted() == [
            "Summary in the Shared layer must not use Cart from the Shop layer; it may depend on no other layer.",
            "Summary in the Shared layer must not use Cart from the Widget layer; it may depend on no other layer.",
        ])
    }

    @Test("a file a framework and an extension both compile is at home in the framework: its layer, not App's for being shared")
    func sharedFileIsTheModules() throws {
        // The extension compiles the framework's scheme list too, as a file of its own (not the framework's other files).
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], dependencies: ["Core", "OpenAction"]),
            .init(name: "Core", productType: "framework", folders: ["Core"]),
            .init(name: "OpenAction", productType: "app-extension", folders: ["OpenAction", "Core"], exceptions: ["Core/Links.swift"]),
        ])
        let result = try run([
            "Shop.xcodeproj/project.pbxproj": project.text,
            "Shop/ShopApp.swift": "import Core\n\nstruct ShopApp {\n    let links = Links()\n}\n",
            "Core/Schemes.swift": "public enum Schemes {\n    public static let open = \"shop\"\n}\n",
            "Core/Links.swift": "public struct Links {\n    public init() {}\n    public var open: String { Schemes.open }\n}\n",
            "OpenAction/ActionViewController.swift": "final class ActionViewController {\n    let scheme = Schemes.open\n}\n",
        ], configuration: """
            layers:
              App:
                targets: [Shop, OpenAction]
                may_depend_on: [Core]
              Core:
                targets: [Core]
                may_depend_on: []
            """)
        #expect(result.model.layer(ofFile: "Core/Schemes.swift") == "Core")
        #expect(result.diagnostics.filter { $0.ruleID == "layer-dependency" }.map(\.message) == [])
    }

    @Test("an import in a branch the target's platform never compiles is not its import; an undecided branch is never reported")
    func conditionalImports() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Player", productType: "application", folders: ["Player"], dependencies: ["PlayerKit"],
                  buildSettings: ["SDKROOT": "iphoneos"]),
            .init(name: "PlayerKit", productType: "framework", folders: ["PlayerKit"], buildSettings: ["SDKROOT": "iphoneos"]),
            .init(name: "PlayerWatchKit", productType: "framework", folders: ["PlayerWatchKit"], buildSettings: ["SDKROOT": "watchos"]),
            .init(name: "DebugMenu", productType: "framework", folders: ["DebugMenu"], buildSettings: ["SDKROOT": "iphoneos"]),
            .init(name: "Analytics", productType: "framework", folders: ["Analytics"], buildSettings: ["SDKROOT": "iphoneos"]),
        ])
        let result = try run([
            "Player.xcodeproj/project.pbxproj": project.text,
            "Player/Library.swift": """
                #if os(watchOS)
                import PlayerWatchKit
                #else
                import PlayerKit
                #endif
                #if DEBUG
                import DebugMenu
                #endif
                #if canImport(UIKit) && !targetEnvironment(macCatalyst)
                import Analytics
                #endif

                struct Library {}
                """,
            "PlayerKit/Kit.swift": "public struct Kit {}\n",
            "PlayerWatchKit/WatchKit.swift": "public struct WatchKit {}\n",
            "DebugMenu/Menu.swift": "public struct Menu {}\n",
            "Analytics/Tracker.swift": "public struct Tracker {}\n",
        ])
        // The iOS app never builds the watch branch, may or may not build DEBUG, and always builds the UIKit one.
        #expect(result.diagnostics.filter { $0.ruleID == "undeclared-dependency" }.summary == ["undeclared-dependency@Player/Library.swift:10"])
    }

    @Test("a use in a branch the target never compiles is not its use")
    func conditionalUses() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "TV", productType: "application", folders: ["TV", "Shared"], buildSettings: ["SDKROOT": "appletvos"]),
        ])
        let result = try run([
            "TV.xcodeproj/project.pbxproj": project.text,
            "TV/Remote.swift": "final class Remote {}\n",
            "Shared/Player.swift": "struct Player {\n    #if os(iOS)\n    let remote: Remote? = nil\n    #endif\n    #if os(tvOS)\n    let other: Remote? = nil\n    #endif\n}\n",
        ], configuration: """
            layers:
              Screens:
                paths: ["TV/**"]
                may_depend_on: [Shared]
              Shared:
                paths: ["Shared/**"]
                may_depend_on: []
            """)
        #expect(result.diagnostics.filter { $0.ruleID == "layer-dependency" }.summary == ["layer-dependency@Shared/Player.swift:6"])
    }

    @Test("a framework a subproject builds, which the app embeds, is declared; its files are its module's")
    func subprojectFramework() throws {
        let result = try run([
            "Chat.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Chat.xcodeproj"></FileRef>
                </Workspace>
                """,
            "Chat.xcodeproj/project.pbxproj": SubprojectFixture.main,
            "Core/Core.xcodeproj/project.pbxproj": SubprojectFixture.sub,
            "Chat/ChatView.swift": "import Core\n\nstruct ChatView {\n    let contact = Contact()\n}\n",
            "Core/Sources/Contact.swift": "public struct Contact {\n    public init() {}\n}\n",
        ])
        #expect(result.diagnostics.filter { $0.ruleID.hasSuffix("-dependency") }.summary == [])
        #expect(result.model.targetNames(ofFile: "Core/Sources/Contact.swift") == ["Core"])
        #expect(result.model.projects.vendored.isEmpty)
    }

    @Test("a framework an app only embeds (for its extensions) is a dependency of the app but never an unused one")
    func embeddedOnlyFramework() throws {
        // The app's Frameworks phase lists nothing: it embeds Core and depends on it, and no file of the app imports it.
        let main = SubprojectFixture.main.replacingOccurrences(of: "files = (A10000000000000000000007, );", with: "files = ( );")
        let result = try run([
            "Chat.xcodeproj/project.pbxproj": main,
            "Core/Core.xcodeproj/project.pbxproj": SubprojectFixture.sub,
            "Chat/ChatView.swift": "struct ChatView {}\n",
            "Core/Sources/Contact.swift": "public struct Contact {\n    public init() {}\n}\n",
        ])
        let app = try #require(result.model.projects.index.targets.first { $0.description.name == "Chat" })
        #expect(app.description.dependencies.contains { $0.name == "Core" })
        #expect(result.diagnostics.filter { $0.ruleID == "unused-dependency" }.summary == [])
    }

    @Test("a framework the target's Objective-C code imports is used, though no Swift file imports it")
    func frameworkUsedFromObjectiveC() throws {
        // The app compiles an Objective-C file that imports a header of its own, which imports the framework's.
        let main = SubprojectFixture.main
            .replacingOccurrences(of: "children = (A10000000000000000000002, ); path = Chat;", with: "children = (A10000000000000000000002, A10000000000000000000020, ); path = Chat;")
            .replacingOccurrences(of: "files = (A10000000000000000000004, );", with: "files = (A10000000000000000000004, A10000000000000000000021, );")
            .replacingOccurrences(of: "\t};\n\trootObject", with: """
                \t\tA10000000000000000000020 /* ChatTunnel.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = ChatTunnel.m; sourceTree = "<group>"; };
                \t\tA10000000000000000000021 /* ChatTunnel.m in Sources */ = {isa = PBXBuildFile; fileRef = A10000000000000000000020; };
                \t};
                \trootObject
                """)
        let files = [
            "Chat.xcodeproj/project.pbxproj": main,
            "Core/Core.xcodeproj/project.pbxproj": SubprojectFixture.sub,
            "Chat/ChatView.swift": "struct ChatView {}\n",
            "Chat/ChatTunnel.m": "// Opens the tunnel.\n#import \"ChatTunnel.h\"\n\n@implementation ChatTunnel\n@end\n",
            "Chat/ChatTunnel.h": "#import <Foundation/Foundation.h>\n#import <Core/Core.h>\n\n@interface ChatTunnel : NSObject\n@end\n",
            "Core/Sources/Contact.swift": "public struct Contact {\n    public init() {}\n}\n",
        ]
        let result = try run(files)
        let app = try #require(result.model.projects.index.targets.first { $0.description.name == "Chat" })
        #expect(app.description.objectiveCSources == ["Chat/ChatTunnel.m"])
        #expect(result.diagnostics.filter { $0.ruleID == "unused-dependency" }.summary == [])
        // Without the Objective-C file's import, the framework is unused, and said so.
        var unused = files
        unused["Chat/ChatTunnel.h"] = "#import <Foundation/Foundation.h>\n\n@interface ChatTunnel : NSObject\n@end\n"
        #expect(try run(unused).diagnostics.filter { $0.ruleID == "unused-dependency" }.count == 1)
    }

    @Test("a folder the app's own project compiles is never vendored, whatever unlisted project sits in it")
    func compiledFolderIsNotVendored() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "App", productType: "application", folders: ["App"], dependencies: ["Framework"]),
            .init(name: "Framework", productType: "framework", folders: ["Framework"]),
        ])
        let other = SynchronizedXcodeProject(targets: [.init(name: "Legacy", productType: "framework", folders: ["Old"])])
        let result = try run([
            "Workspace.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Project.xcodeproj"></FileRef>
                </Workspace>
                """,
            "Project.xcodeproj/project.pbxproj": project.text,
            "Framework/Project.xcodeproj/project.pbxproj": other.text,
            "App/Main.swift": "import Framework\n\nstruct Main {}\n",
            "Framework/FrameworkFile.swift": "public struct FrameworkFile {}\n",
            "Retired/Retired.xcodeproj/project.pbxproj": other.text,
            "Retired/Old/OldFile.swift": "struct OldFile {}\n",
        ])
        #expect(result.model.targetNames(ofFile: "Framework/FrameworkFile.swift") == ["Framework"])
        #expect(result.model.projects.vendored == ["Retired"])
    }

    @Test("test code only test targets compile is in no layer, wherever it sits, and keeps its own conventions")
    func testCodeInAppFolders() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop/Cart/Screens", "Shop/Store"]),
            .init(name: "ShopTests", productType: "bundle.unit-test", folders: ["Shop/Cart/__tests__"], dependencies: ["Shop"]),
        ])
        let root = try temporaryProject([
            "Shop.xcodeproj/project.pbxproj": project.text,
            "Shop/Cart/Screens/CartScreen.swift": "final class CartScreen {}\n",
            "Shop/Cart/__tests__/CartScreenTests.swift": """
                import XCTest
                @testable import Shop

                class ShopTestCase: XCTestCase {}

                final class CartScreenTests: ShopTestCase {
                    let screen = CartScreen()
                    let store = Store.shared
                }
                """,
            "Shop/Store/Store.swift": "final class Store {\n    static let shared = Store()\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try Configuration.parse("""
            layers:
              Cart:
                paths: ["Shop/Cart/**"]
                may_depend_on: []
              Store:
                paths: ["Shop/Store/**"]
                may_depend_on: []
            """, file: ".kumiki.yml")
        let result = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["."])
        #expect(result.model.layer(ofFile: "Shop/Cart/__tests__/CartScreenTests.swift") == nil)
        #expect(result.diagnostics.summary == [])
        // The file is still checked: its import of a module no target of it links would be found.
        #expect(result.model.targetNames(ofFile: "Shop/Cart/__tests__/CartScreenTests.swift") == ["ShopTests"])
    }

    @Test("a class that conforms to Combine's Subscription is not taken to inherit the project's class of that name")
    func systemModuleNames() throws {
        let result = try checkFeedOverStack([
            "Sources/Stack/Subscription.swift": "open class Subscription {\n    public init() {}\n}\n",
            "Sources/Feed/Stream.swift": """
                import Combine
                import Stack

                final class StreamSubscription: Subscription {
                    func request(_ demand: Subscribers.Demand) {}
                    func cancel() {}
                }

                final class Plain {
                    let timer: Timer? = nil
                }
                """,
        ])
        #expect(result.diagnostics.filter { $0.ruleID != "undeclared-dependency" && $0.ruleID != "unused-dependency" }.summary == [])
        let report = LayerReport(model: result.model)
        #expect(report.references.ambiguous.map(\.name) == ["Subscription"])
    }

    @Test("a class whose superclass name no import of its file shows is not taken to inherit the project's class of that name")
    func superclassOfAModuleNotImported() throws {
        // The target links the module declaring the class, but this file imports only Combine: the
        // compiler takes Combine's protocol, and the base class is no finding.
        let result = try checkFeedOverStack([
            "Sources/Stack/Subscription.swift": "open class Subscription {\n    public var id = \"\"\n    public init() {}\n}\n",
            "Sources/Feed/Uses.swift": "import Stack\n\nlet current: Subscription? = nil\n",
            "Sources/Feed/ControlSubscription.swift": """
                import Foundation
                import Combine

                final class ControlSubscription<S: Subscriber, Control: AnyObject>: Subscription where S.Input == Control {
                    func request(_ demand: Subscribers.Demand) {}
                    func cancel() {}
                }
                """,
        ])
        #expect(result.diagnostics.filter { $0.ruleID == "no-project-superclass" }.summary == [])
    }

    /// Checks a package of two modules, `Feed` over `Stack`, each a layer, with `files` beside its manifest.
    private func checkFeedOverStack(_ files: [String: String]) throws -> CheckRunner.Result {
        let root = try temporaryProject(files.merging(["Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Social",
                targets: [
                    .target(name: "Stack"),
                    .target(name: "Feed", dependencies: ["Stack"]),
                ]
            )
            """]) { current, _ in current })
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try Configuration.parse("""
            layers:
              Feed:
                targets: [Feed]
                may_depend_on: [Stack]
              Stack:
                targets: [Stack]
                may_depend_on: []
            """, file: ".kumiki.yml")
        return try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: root).run(paths: ["."])
    }
}

/// An app whose project embeds the framework its subproject `Core/Core.xcodeproj` builds, as Xcode
/// writes it: a file reference to the subproject, a `PBXReferenceProxy` for its product, the proxy in
/// the Link Binary and Embed Frameworks phases, and a target dependency through a `PBXContainerItemProxy`.
enum SubprojectFixture {
    static let main = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tA10000000000000000000001 /* Chat.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Chat.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tA10000000000000000000002 /* ChatView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ChatView.swift; sourceTree = "<group>"; };
        \t\tA10000000000000000000003 /* Core.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Core/Core.xcodeproj; sourceTree = "<group>"; };
        \t\tA10000000000000000000004 /* ChatView.swift in Sources */ = {isa = PBXBuildFile; fileRef = A10000000000000000000002; };
        \t\tA10000000000000000000005 /* Core.framework */ = {isa = PBXReferenceProxy; fileType = wrapper.framework; path = Core.framework; remoteRef = A10000000000000000000006; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tA10000000000000000000006 = {isa = PBXContainerItemProxy; containerPortal = A10000000000000000000003; proxyType = 2; remoteGlobalIDString = B10000000000000000000001; remoteInfo = Core; };
        \t\tA10000000000000000000007 /* Core.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = A10000000000000000000005; };
        \t\tA10000000000000000000008 /* Core.framework in Embed Frameworks */ = {isa = PBXBuildFile; fileRef = A10000000000000000000005; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
        \t\tA10000000000000000000009 = {isa = PBXContainerItemProxy; containerPortal = A10000000000000000000003; proxyType = 1; remoteGlobalIDString = B10000000000000000000002; remoteInfo = Core; };
        \t\tA1000000000000000000000A = {isa = PBXTargetDependency; name = Core; targetProxy = A10000000000000000000009; };
        \t\tA1000000000000000000000B = {isa = PBXGroup; children = (A1000000000000000000000C, A10000000000000000000003, A1000000000000000000000D, ); sourceTree = "<group>"; };
        \t\tA1000000000000000000000C /* Chat */ = {isa = PBXGroup; children = (A10000000000000000000002, ); path = Chat; sourceTree = "<group>"; };
        \t\tA1000000000000000000000D /* Products */ = {isa = PBXGroup; children = (A10000000000000000000001, ); name = Products; sourceTree = "<group>"; };
        \t\tA1000000000000000000000E = {isa = PBXSourcesBuildPhase; files = (A10000000000000000000004, ); };
        \t\tA1000000000000000000000F = {isa = PBXFrameworksBuildPhase; files = (A10000000000000000000007, ); };
        \t\tA10000000000000000000010 /* Embed Frameworks */ = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 10; files = (A10000000000000000000008, ); name = "Embed Frameworks"; };
        \t\tA10000000000000000000011 /* Chat */ = {isa = PBXNativeTarget; buildPhases = (A1000000000000000000000E, A1000000000000000000000F, A10000000000000000000010, ); dependencies = (A1000000000000000000000A, ); name = Chat; productName = Chat; productReference = A10000000000000000000001; productType = "com.apple.product-type.application"; };
        \t\tA10000000000000000000012 /* Project object */ = {isa = PBXProject; mainGroup = A1000000000000000000000B; projectReferences = ({ProductGroup = A1000000000000000000000D; ProjectRef = A10000000000000000000003; }, ); targets = (A10000000000000000000011, ); };
        \t};
        \trootObject = A10000000000000000000012;
        }
        """

    static let sub = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB10000000000000000000001 /* Core.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tB10000000000000000000003 /* Contact.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Contact.swift; sourceTree = "<group>"; };
        \t\tB10000000000000000000004 /* Contact.swift in Sources */ = {isa = PBXBuildFile; fileRef = B10000000000000000000003; };
        \t\tB10000000000000000000005 = {isa = PBXGroup; children = (B10000000000000000000006, ); sourceTree = "<group>"; };
        \t\tB10000000000000000000006 /* Sources */ = {isa = PBXGroup; children = (B10000000000000000000003, ); path = Sources; sourceTree = "<group>"; };
        \t\tB10000000000000000000007 = {isa = PBXSourcesBuildPhase; files = (B10000000000000000000004, ); };
        \t\tB10000000000000000000002 /* Core */ = {isa = PBXNativeTarget; buildPhases = (B10000000000000000000007, ); dependencies = ( ); name = Core; productName = Core; productReference = B10000000000000000000001; productType = "com.apple.product-type.framework"; };
        \t\tB10000000000000000000008 /* Project object */ = {isa = PBXProject; mainGroup = B10000000000000000000005; targets = (B10000000000000000000002, ); };
        \t};
        \trootObject = B10000000000000000000008;
        }
        """
}

/// The convention rules say what the code does: a property a view binds two-way is an input, a base class
/// is reported with what it carries (once, at the base, when that is only a look), and a singleton is a
/// static instance read, not a static method called.
@Suite("Convention rules that know what the code does")
struct ConventionPrecisionTests {
    @Test("a @Published or @Observable property a view binds two-way is an input: $model.x, Bindable(model).x, a Binding whose setter assigns it")
    func twoWayBindings() throws {
        let found = try check([
            "ViewModel/LoginViewModel.swift": """
                final class LoginViewModel: ObservableObject {
                    @Published var username = ""
                    @Published var password = ""
                    @Published var isLoading = false
                    @Published var remember = false
                }
                """,
            "ViewModel/TabsViewModel.swift": """
                @Observable final class TabsViewModel {
                    var tab = 0
                    var query = ""
                    var badge = 0
                    var filters = 0
                }
                """,
            "View/FiltersSheet.swift": """
                import SwiftUI

                struct FiltersSheet: View {
                    var tabs: TabsViewModel?
                    var body: some View {
                        Stepper("", value: Binding(get: { tabs?.filters ?? 0 }, set: { value in
                            tabs?.filters = value
                        }))
                    }
                }
                """,
            "View/LoginView.swift": """
                import SwiftUI

                struct LoginView: View {
                    @ObservedObject var model: LoginViewModel
                    @State var tabs: TabsViewModel
                    var body: some View {
                        TextField("", text: $model.username)
                        SecureField("", text: Binding(get: { model.password }, set: { model.password = $0 }))
                        TabView(selection: Bindable(tabs).tab) {}
                        Toggle("", isOn: Binding { model.remember } set: { self.model.remember = $0 })
                        TextField("", text: $tabs.query)
                    }
                }
                """,
        ])
        #expect(found.filter { $0.ruleID.hasSuffix("private-set") }.map(\.symbol) == ["LoginViewModel.isLoading", "TabsViewModel.badge"])
    }

    @Test("no-project-superclass says what the base carries; a view base that carries only a look is one finding at the base")
    func baseClasses() throws {
        let found = try check([
            "View/ThemedCell.swift": """
                import UIKit

                class ThemedCell: UITableViewCell {
                    @IBOutlet weak var titleLabel: UILabel!
                    let inset: CGFloat = 8
                    override func awakeFromNib() { super.awakeFromNib() }
                }
                final class OrderCell: ThemedCell {}
                final class ProductCell: ThemedCell {
                    override func awakeFromNib() { super.awakeFromNib() }
                }
                """,
            "View/BaseScreen.swift": """
                import UIKit

                protocol Tracking {}
                class BaseScreen: UIViewController {
                    let tracker: Tracking
                    var isVisible = false
                    init(tracker: Tracking) { self.tracker = tracker; super.init(nibName: nil, bundle: nil) }
                    func configure() {}
                }
                final class HomeScreen: BaseScreen {
                    override func configure() {}
                }
                """,
        ])
        let superclass = found.filter { $0.ruleID == "no-project-superclass" }
        #expect(superclass.summary == ["no-project-superclass@View/BaseScreen.swift:10", "no-project-superclass@View/ThemedCell.swift:3"])
        #expect(superclass.first?.message.contains("collaborators (tracker), state (isVisible), methods HomeScreen overrides (configure)") == true)
        #expect(superclass.last?.message.contains("ThemedCell is the base class of 2 views") == true)
    }

    @Test("no-singleton-access: a static instance read is one, under any name the project declares; a static method called is not")
    func singletonReads() throws {
        let found = try check([
            "Repository/SessionStore.swift": "final class SessionStore {\n    static let main = SessionStore()\n    static func make() -> SessionStore { SessionStore() }\n}\n",
            "ViewModel/CameraViewModel.swift": """
                import AVFoundation

                final class CameraViewModel {
                    func start() {
                        _ = AVCaptureDevice.default(for: .video)
                        _ = UserDefaults.standard
                        _ = Calendar.current
                        _ = SessionStore.main
                        _ = SessionStore.make()
                        _ = FileManager.default.temporaryDirectory
                    }
                }
                """,
        ])
        #expect(found.filter { $0.ruleID == "no-singleton-access" }.map(\.location.line) == [6, 7, 8, 10])
    }
}
