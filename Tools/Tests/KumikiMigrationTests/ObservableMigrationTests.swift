import Foundation
import KumikiMigration
import Testing

@Suite("kumiki migrate observable: ViewModels, views, publishers and tests")
struct ObservableMigrationTests {
    static let viewModel = """
        import Combine
        import Foundation
        import Kumiki

        /// The cart.
        @MainActor
        final class CartViewModel: ObservableObject {
            /// The lines.
            @Published private(set) var lines: [String] = []
            @Published
            var note = "" {
                didSet { print(note) }
            }
            @Published public var total: Int

            var isEmpty: Bool { lines.isEmpty }
            static let shared = 1
            private let repository: any CartRepository
            private var cancellables = Set<AnyCancellable>()
            private lazy var formatter = NumberFormatter()

            init(repository: any CartRepository) {
                self.repository = repository
                total = 0
            }
        }

        protocol CartRepository {}

        """

    @Test("an ObservableObject becomes @Observable: @Published dropped with its access kept, everything else stored ignored, Observation imported in its sorted place")
    func viewModel() throws {
        let project = try MigrationProject(["CartViewModel.swift": Self.viewModel])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["CartViewModel"])
        #expect(plan.refusals.isEmpty)
        #expect(try project.text("CartViewModel.swift") == """
            import Combine
            import Foundation
            import Kumiki
            import Observation

            /// The cart.
            @MainActor
            @Observable
            final class CartViewModel {
                /// The lines.
                private(set) var lines: [String] = []
                var note = "" {
                    didSet { print(note) }
                }
                public var total: Int

                var isEmpty: Bool { lines.isEmpty }
                static let shared = 1
                @ObservationIgnored private let repository: any CartRepository
                @ObservationIgnored private var cancellables = Set<AnyCancellable>()
                @ObservationIgnored private lazy var formatter = NumberFormatter()

                init(repository: any CartRepository) {
                    self.repository = repository
                    total = 0
                }
            }

            protocol CartRepository {}

            """)
    }

    @Test("a second run changes nothing")
    func idempotent() throws {
        let project = try MigrationProject(["CartViewModel.swift": Self.viewModel, "CartView.swift": Self.views])
        try project.migrate()
        let second = try project.plan()
        #expect(second.isEmpty)
        #expect(second.migratedClasses.isEmpty)
    }

    @Test("the conformance goes from any place in the list, qualified or not")
    func conformanceLists() throws {
        let project = try MigrationProject([
            "Models.swift": """
                import Combine
                class A: NSObject, Combine.ObservableObject {}
                class B: ObservableObject, Identifiable { let id = 1 }
                class C<T>: ObservableObject where T: Equatable {}
                """,
        ])
        try project.migrate()
        #expect(try project.text("Models.swift") == """
            import Combine
            import Observation
            @Observable
            class A: NSObject {}
            @Observable
            class B: Identifiable { @ObservationIgnored let id = 1 }
            @Observable
            class C<T> where T: Equatable {}
            """)
    }

    static let views = """
        import Kumiki
        import SwiftUI

        struct CartView: View {
            @StateObject private var model = CartViewModel(repository: Live())
            var body: some View { Text("\\(model.lines.count)") }
        }

        struct CartRow: View {
            @ObservedObject var model: CartViewModel
            var body: some View { Text(model.note) }
        }

        struct CartEditor: View {
            @ObservedObject var model: CartViewModel
            var body: some View { TextField("note", text: $model.note) }
        }

        struct CartBadge: View {
            @EnvironmentObject private var cart: CartViewModel
            var body: some View { Text("\\(cart.total)") }
        }

        struct CartScreen: View {
            @StateObject private var model: CartViewModel
            init(model: @autoclosure @escaping () -> CartViewModel) {
                _model = StateObject(wrappedValue: model())
            }
            var body: some View {
                CartBadge()
                    .environmentObject(model)
                    .onReceive(model.$lines) { print($0) }
            }
        }

        struct Live: CartRepository {}

        """

    @Test("views: @StateObject to @State, @ObservedObject to let or @Bindable where a binding is taken, @EnvironmentObject to @Environment, .environmentObject to .environment, $lines to ObservationPublisher")
    func viewsFollow() throws {
        let project = try MigrationProject(["CartViewModel.swift": Self.viewModel, "CartView.swift": Self.views])
        let plan = try project.migrate()
        #expect(plan.refusals.isEmpty)
        #expect(try project.text("CartView.swift") == """
            import Kumiki
            import SwiftUI

            struct CartView: View {
                @State private var model = CartViewModel(repository: Live())
                var body: some View { Text("\\(model.lines.count)") }
            }

            struct CartRow: View {
                let model: CartViewModel
                var body: some View { Text(model.note) }
            }

            struct CartEditor: View {
                @Bindable var model: CartViewModel
                var body: some View { TextField("note", text: $model.note) }
            }

            struct CartBadge: View {
                @Environment(CartViewModel.self) private var cart: CartViewModel
                var body: some View { Text("\\(cart.total)") }
            }

            struct CartScreen: View {
                @State private var model: CartViewModel
                init(model: @autoclosure @escaping () -> CartViewModel) {
                    _model = State(wrappedValue: model())
                }
                var body: some View {
                    CartBadge()
                        .environment(model)
                        .onReceive(ObservationPublisher { model.lines }) { print($0) }
                }
            }

            struct Live: CartRepository {}

            """)
    }

    @Test("a view over a class already @Observable is finished by the next run")
    func alreadyObservable() throws {
        let project = try MigrationProject([
            "Model.swift": "import Observation\n@Observable final class Model { var count = 0 }\n",
            "ModelView.swift": """
                import SwiftUI
                struct ModelView: View {
                    @ObservedObject var model: Model
                    var body: some View { Text("\\(model.count)").environmentObject(model) }
                }
                """,
        ])
        try project.migrate()
        #expect(try project.text("ModelView.swift") == """
            import SwiftUI
            struct ModelView: View {
                let model: Model
                var body: some View { Text("\\(model.count)").environment(model) }
            }
            """)
    }

    @Test("a Core Data object marked @Observable is still an ObservableObject through NSManagedObject: its views keep their wrappers")
    func observableManagedObject() throws {
        let view = """
            import SwiftUI
            struct AuthorView: View {
                @ObservedObject var author: Author
                var body: some View { Text(author.name ?? "") }
            }
            """
        let project = try MigrationProject([
            "Author.swift": """
                import CoreData
                import Observation
                class ManagedObject: NSManagedObject {}
                @Observable final class Author: ManagedObject {
                    @NSManaged var name: String?
                }
                """,
            "AuthorView.swift": view,
        ])
        let plan = try project.migrate()
        #expect(plan.files.isEmpty)
        #expect(try project.text("AuthorView.swift") == view)
    }

    @Test("a screen class following $property captures the model, not self; a test's Recorder and Timeline record the property")
    func publishersAndTests() throws {
        let project = try MigrationProject([
            "CartViewModel.swift": Self.viewModel,
            "CartScreen.swift": """
                import Kumiki
                final class CartScreen {
                    private let model: CartViewModel
                    private var subscriptions = Set<AnyCancellable>()
                    init(model: CartViewModel) {
                        self.model = model
                        model.$lines.sink { print($0) }.store(in: &subscriptions)
                    }
                    func follow() {
                        self.model.$total.sink { print($0) }.store(in: &subscriptions)
                    }
                }
                """,
            "CartViewModelTests.swift": """
                import KumikiTesting
                import Testing
                @MainActor
                struct CartViewModelTests {
                    @Test func records() throws {
                        let model = CartViewModel(repository: Live())
                        let recorder = model.$lines.record()
                        let timeline = Timeline()
                        timeline.observe("total", model.$total) { "\\($0)" }
                        _ = recorder
                    }
                }
                struct Live: CartRepository {}
                """,
        ])
        let plan = try project.migrate()
        #expect(plan.refusals.isEmpty)
        #expect(try project.text("CartScreen.swift").contains("ObservationPublisher { [model] in model.lines }.sink"))
        #expect(try project.text("CartScreen.swift").contains("ObservationPublisher { [model = self.model] in model.total }.sink"))
        let tests = try project.text("CartViewModelTests.swift")
        #expect(tests.contains("let recorder = ObservationPublisher { model.lines }.record()"))
        #expect(tests.contains("timeline.observe(\"total\", observing: { model.total }) { \"\\($0)\" }"))
    }

    /// Runs `files` and expects `className` refused at `path:line` for a reason containing
    /// `reason`, with no file changed for it.
    private func expectRefusal(_ files: [String: String], className: String = "CartViewModel", at path: String, line: Int, reason: String) throws {
        let project = try MigrationProject(files)
        let plan = try project.migrate()
        let refusal = try #require(plan.refusals.first { $0.className == className })
        #expect(refusal.path == path)
        #expect(refusal.line == line)
        #expect(refusal.reason.contains(reason), "\(refusal.reason)")
        #expect(!plan.migratedClasses.contains(className))
        for (file, text) in files {
            #expect(try project.text(file) == text, "\(file) changed although \(className) was refused")
        }
    }

    @Test("objectWillChange, inside or outside the class, leaves the class as it was")
    func objectWillChange() throws {
        try expectRefusal([
            "CartViewModel.swift": Self.viewModel.replacingOccurrences(of: "        total = 0\n", with: "        total = 0\n        objectWillChange.send()\n"),
        ], at: "CartViewModel.swift", line: 25, reason: "objectWillChange has no Observation equivalent")
        try expectRefusal([
            "CartViewModel.swift": Self.viewModel,
            "Badge.swift": "final class Badge {\n    init(model: CartViewModel) {\n        _ = model.objectWillChange.sink { }\n    }\n}\n",
        ], at: "Badge.swift", line: 3, reason: "objectWillChange")
    }

    @Test("a publisher of the class's own property, and assign(to: &$x), have no exact equivalent")
    func ownPublishers() throws {
        let own = Self.viewModel.replacingOccurrences(
            of: "        total = 0\n", with: "        total = 0\n        $lines.map(\\.count).assign(to: &$total)\n")
        try expectRefusal(["CartViewModel.swift": own], at: "CartViewModel.swift", line: 25, reason: "publisher of the class's own property")
    }

    @Test("a $property whose owner cannot be told blocks the classes the file names that publish it")
    func unknownOwner() throws {
        try expectRefusal([
            "CartViewModel.swift": Self.viewModel,
            "Use.swift": "import Kumiki\n// CartViewModel\nfunc follow(_ anything: Any) {\n    let model = anything as! Thing\n    _ = model.holder.$lines\n}\n",
        ], at: "Use.swift", line: 5, reason: "cannot tell whose $lines")
    }

    @Test("a member an ObservableObject extension adds is kept unless Observable has it too")
    func extensionMembers() throws {
        let bridge = "import Combine\nextension ObservableObject {\n    var redraws: Int { 0 }\n}\n"
        let use = "final class Screen {\n    init(model: CartViewModel) {\n        _ = model.redraws\n    }\n}\n"
        try expectRefusal(["CartViewModel.swift": Self.viewModel, "Bridge.swift": bridge, "Screen.swift": use],
                          at: "Screen.swift", line: 3, reason: "redraws comes from an extension of ObservableObject (Bridge.swift:3)")
        let project = try MigrationProject([
            "CartViewModel.swift": Self.viewModel, "Screen.swift": use,
            "Bridge.swift": bridge + "import Observation\nextension Observable {\n    var redraws: Int { 1 }\n}\n",
        ])
        #expect(try project.plan().migratedClasses == ["CartViewModel"])
    }

    @Test("a binding through the environment takes Apple's @Bindable inside body; an .environmentObject of unknown type is refused")
    func environmentObjects() throws {
        let project = try MigrationProject([
            "CartViewModel.swift": Self.viewModel,
            "Editor.swift": """
                import SwiftUI
                struct Editor: View {
                    @EnvironmentObject private var cart: CartViewModel
                    var body: some View {
                        Form {
                            TextField("", text: $cart.note)
                        }
                    }
                    var footer: some View { Toggle("", isOn: $cart.isGift) }
                    func header() -> some View {
                        let title = "Cart"
                        return TextField(title, text: $cart.note)
                    }
                }
                """,
        ])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["CartViewModel"])
        #expect(try project.text("Editor.swift") == """
            import SwiftUI
            struct Editor: View {
                @Environment(CartViewModel.self) private var cart: CartViewModel
                var body: some View {
                    @Bindable var cart = cart
                    Form {
                        TextField("", text: $cart.note)
                    }
                }
                var footer: some View { @Bindable var cart = cart
                    return Toggle("", isOn: $cart.isGift) }
                func header() -> some View {
                    @Bindable var cart = cart
                    let title = "Cart"
                    return TextField(title, text: $cart.note)
                }
            }
            """)
        try expectRefusal([
            "CartViewModel.swift": Self.viewModel,
            "Badge.swift": "import SwiftUI\nstruct Badge: View {\n    @EnvironmentObject var cart: CartViewModel\n    var body: some View { Text(\"\") }\n}\n",
            "Root.swift": "import SwiftUI\n// shows CartViewModel\nstruct Root: View {\n    let made: Any\n    var body: some View { Badge().environmentObject(made.cart) }\n}\n",
        ], at: "Root.swift", line: 5, reason: "cannot tell the type of `made.cart`")
    }

    @Test("the owner of an .environmentObject is told from X.shared, a wrapped property's initializer, a chain of known properties and a let")
    func owners() throws {
        let project = try MigrationProject([
            "Theme.swift": "import Combine\npublic final class Theme: ObservableObject {\n    public static let shared = Theme()\n    @Published public var tint = 0\n}\n",
            "Client.swift": "import Combine\npublic final class Client: ObservableObject {\n    @Published public var token = \"\"\n}\n",
            "Accounts.swift": "import Combine\npublic final class Accounts: ObservableObject {\n    public static let shared = Accounts()\n    @Published public var currentClient: Client = Client()\n}\n",
            "Badge.swift": "import SwiftUI\nstruct Badge: View {\n    @EnvironmentObject var theme: Theme\n    @EnvironmentObject var client: Client\n    var body: some View { Text(\"\") }\n}\n",
            "App.swift": """
                import SwiftUI
                struct Root: View {
                    @StateObject private var theme = Theme.shared
                    @StateObject private var accounts = Accounts.shared
                    var body: some View {
                        Badge()
                            .environmentObject(theme)
                            .environmentObject(Theme.shared)
                            .environmentObject(accounts.currentClient)
                            .environmentObject(Accounts.shared.currentClient)
                    }
                    func sheet() -> some View {
                        let client = accounts.currentClient
                        return Badge().environmentObject(client)
                    }
                }
                """,
        ])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["Accounts", "Client", "Theme"], "\(plan.refusals)")
        let app = try project.text("App.swift")
        #expect(app.contains("@State private var theme = Theme.shared"))
        #expect(!app.contains("environmentObject"), "\(app)")
        #expect(app.contains(".environment(accounts.currentClient)"))
        #expect(try project.text("Badge.swift").contains("@Environment(Client.self) var client: Client"))
    }

    @Test("a class refused for several uses is named once, with where the others are; --verbose and JSON list each")
    func refusalsGrouped() throws {
        let project = try MigrationProject([
            "CartViewModel.swift": Self.viewModel,
            "A.swift": "final class A {\n    init(model: CartViewModel) {\n        _ = model.objectWillChange\n        _ = model.objectWillChange\n    }\n}\n",
            "B.swift": "final class B {\n    init(model: CartViewModel) {\n        _ = model.objectWillChange\n    }\n}\n",
        ])
        let plan = try project.plan()
        let summary = plan.summary(applied: false)
        let lines = summary.split(separator: "\n").filter { $0.contains("not migrated") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("A.swift:3:") == true, "\(summary)")
        #expect(lines.first?.contains("(and 2 more at A.swift:4, B.swift:3; --verbose lists each)") == true, "\(summary)")
        #expect(summary.hasSuffix("0 classes to migrate, 1 refused, 0 already @Observable"), "\(summary)")
        #expect(plan.summary(applied: false, verbose: true).split(separator: "\n").filter { $0.contains("not migrated") }.count == 3)
        let json = try #require(JSONSerialization.jsonObject(with: Data(plan.json(applied: false).utf8)) as? [String: Any])
        let refused = try #require(json["refused"] as? [[String: Any]])
        #expect(refused.count == 1)
        #expect((refused.first?["uses"] as? [[String: Any]])?.count == 3)
    }

    @Test("a protocol or composition alias refining ObservableObject moves with its adopters, generic views over it too; AnyObject stays where code holds it weak")
    func protocolsMoveWithAdopters() throws {
        let project = try MigrationProject([
            "Fetcher.swift": "import Combine\n@MainActor\npublic protocol StatusesFetcher: ObservableObject {\n    var count: Int { get }\n}\n",
            "Timeline.swift": "import Combine\nfinal class TimelineModel: ObservableObject {\n    @Published var count = 0\n}\nextension TimelineModel: StatusesFetcher {}\n",
            "Account.swift": "import Combine\nfinal class AccountModel: ObservableObject, StatusesFetcher {\n    @Published var count = 1\n}\n",
            "List.swift": "import SwiftUI\nstruct StatusesList<Fetcher>: View where Fetcher: StatusesFetcher {\n    @ObservedObject var fetcher: Fetcher\n    var body: some View { Text(\"\\(fetcher.count)\") }\n}\n",
            "Holder.swift": "import Combine\nprotocol Refreshing: ObservableObject {}\nfinal class Refresher: ObservableObject, Refreshing {}\nfinal class Holder {\n    weak var refreshing: (any Refreshing)?\n}\n",
        ])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["AccountModel", "Refresher", "TimelineModel"], "\(plan.refusals)")
        #expect(try project.text("Fetcher.swift").contains("public protocol StatusesFetcher {"))
        #expect(try project.text("List.swift").contains("    let fetcher: Fetcher\n"))
        #expect(try project.text("Holder.swift").contains("protocol Refreshing: AnyObject {}"))
        // A composition alias refines like a protocol: its ObservableObject goes, or becomes AnyObject where code holds it weak.
        let aliased = try MigrationProject([
            "ViewModel.swift": "import Combine\ntypealias ViewModelBase = (ObservableObject & Identifiable)\nprotocol ViewModel: ViewModelBase {}\n"
                + "typealias Coordinating = ObservableObject & CustomStringConvertible\n",
            "SignIn.swift": "import Combine\nfinal class SignInViewModel: ViewModel {\n    @Published var name = \"\"\n}\n",
            "Coordinator.swift": "import Combine\nfinal class Coordinator: Coordinating {\n    weak var parent: (any Coordinating)?\n    var description: String { \"root\" }\n}\n",
        ])
        #expect(try aliased.migrate().migratedClasses == ["Coordinator", "SignInViewModel"])
        #expect(try aliased.text("ViewModel.swift") == "import Combine\ntypealias ViewModelBase = (Identifiable)\nprotocol ViewModel: ViewModelBase {}\n"
            + "typealias Coordinating = AnyObject & CustomStringConvertible\n")
        #expect(try aliased.text("SignIn.swift").contains("@Observable\nfinal class SignInViewModel: ViewModel {\n    var name = \"\"\n"))
        // An adopter that cannot migrate keeps the protocol, and its other adopters, as they were.
        try expectRefusal([
            "Models.swift": "import Combine\nprotocol CartModel: ObservableObject {}\nfinal class CartViewModel: ObservableObject, CartModel {}\n"
                + "final class Other: ObservableObject, CartModel {\n    init() { objectWillChange.send() }\n}\n",
        ], at: "Models.swift", line: 3, reason: "it conforms to CartModel, a protocol refining ObservableObject that stays so because Other")
    }

    @Test("class hierarchies are left to a person")
    func hierarchies() throws {
        try expectRefusal([
            "Models.swift": "import Combine\nclass CartViewModel: ObservableObject {}\nfinal class Special: CartViewModel {}\n",
        ], at: "Models.swift", line: 3, reason: "Special inherits from it")
    }

    @Test("@AppStorage in a class is kept out of observation and announced by hand with access and withMutation; a view's wrapper in a class is refused")
    func storageWrappers() throws {
        let project = try MigrationProject([
            "Settings.swift": """
                import Combine
                import SwiftUI
                final class Settings: ObservableObject {
                    @AppStorage("scale") public var scale: Double = 1
                    @AppStorage("count") var count = 0
                    @Published var name = ""
                }
                """,
        ])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["Settings"])
        #expect(try project.text("Settings.swift") == """
            import Combine
            import Observation
            import SwiftUI
            @Observable
            final class Settings {
                @ObservationIgnored @AppStorage("scale") private var _scale: Double = 1
                public var scale: Double {
                    get {
                        access(keyPath: \\.scale)
                        return _scale
                    }
                    set {
                        withMutation(keyPath: \\.scale) {
                            _scale = newValue
                        }
                    }
                }
                @ObservationIgnored @AppStorage("count") private var _count: Int = 0
                var count: Int {
                    get {
                        access(keyPath: \\.count)
                        return _count
                    }
                    set {
                        withMutation(keyPath: \\.count) {
                            _count = newValue
                        }
                    }
                }
                var name = ""
            }
            """)
        try expectRefusal([
            "Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @State var draft = \"\"\n}\n",
        ], className: "Model", at: "Model.swift", line: 3, reason: "@State belongs in a view")
        try expectRefusal([
            "Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @AppStorage(\"k\") var flag = false\n}\n",
            "Use.swift": "import SwiftUI\nstruct Use: View {\n    @StateObject var model = Model()\n    var body: some View { Toggle(\"\", isOn: model.$flag) }\n}\n",
        ], className: "Model", at: "Use.swift", line: 4, reason: "projection of a property wrapper")
    }

    @Test("one class refused, another migrates in the same run; a file using only the refused one is untouched")
    func independentClasses() throws {
        let project = try MigrationProject([
            "A.swift": "import Combine\nfinal class A: ObservableObject {\n    @Published var x = 0\n    init() { objectWillChange.send() }\n}\n",
            "B.swift": "import Combine\nfinal class B: ObservableObject {\n    @Published var y = 0\n}\n",
            "AView.swift": "import SwiftUI\nstruct AView: View {\n    @StateObject var a = A()\n    var body: some View { Text(\"\") }\n}\n",
            "BView.swift": "import SwiftUI\nstruct BView: View {\n    @StateObject var b = B()\n    var body: some View { Text(\"\") }\n}\n",
        ])
        let plan = try project.migrate()
        #expect(plan.migratedClasses == ["B"])
        #expect(plan.refusals.map(\.className) == ["A"])
        #expect(try project.text("AView.swift").contains("@StateObject var a = A()"))
        #expect(try project.text("BView.swift").contains("@State var b = B()"))
        #expect(try project.text("A.swift").contains("ObservableObject"))
    }

    @Test("only classes under the paths given migrate")
    func selectedPaths() throws {
        let project = try MigrationProject([
            "Sources/A/A.swift": "import Combine\nfinal class A: ObservableObject {}\n",
            "Sources/B/B.swift": "import Combine\nfinal class B: ObservableObject {}\n",
        ])
        #expect(try project.plan(["Sources/B"]).migratedClasses == ["B"])
        #expect(try project.plan(["Sources/A/A.swift"]).migratedClasses == ["A"])
    }

    @Test("the dry run's diff names the file, removes before it adds, and counts its lines")
    func diff() throws {
        let project = try MigrationProject(["Model.swift": "import Combine\n\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n"])
        #expect(try project.plan().diff == """
            --- a/Model.swift
            +++ b/Model.swift
            @@ -1,5 +1,7 @@
             import Combine
            +import Observation
             \n\
            -final class Model: ObservableObject {
            -    @Published var count = 0
            +@Observable
            +final class Model {
            +    var count = 0
             }

            """)
        #expect(try project.text("Model.swift").contains("ObservableObject"), "a plan alone writes nothing")
    }
}
