import KumikiCheck

/// What a unit's code is, read from its declarations and imports rather than its name: screens
/// (views and view controllers), the state behind them (ViewModels, stores, presenters), data
/// access (clients, repositories, services, persistence), plain values, or helpers (extensions).
struct UnitContent: Sendable {
    /// Types that draw a screen or part of one: SwiftUI views, UIKit and AppKit views, controllers and cells.
    var screens = 0
    /// Types named as the state or logic behind a screen.
    var presentation = 0
    /// Of those, the types that build and show screens: coordinators, routers, navigators.
    var flows = 0
    /// Of the screens, the parts of the app's scene: SwiftUI `Scene`s and menu `Commands`.
    var sceneParts = 0
    /// Types named as data access, or files importing networking and persistence frameworks.
    var data = 0
    /// Structs and enums that are neither of those.
    var values = 0
    /// Every type declared (extensions and the vocabulary left out).
    var types = 0
    /// The structs and enums of a data-access unit that only the unit itself uses: its requests and responses.
    var vocabularyValues = 0
    /// Extensions of types.
    var extensions = 0
    /// Files importing SwiftUI, UIKit, AppKit or WatchKit.
    var uiFiles = 0
    /// Files.
    var files = 0

    /// The frameworks that draw screens.
    static let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit", "Cocoa"]
    /// Frameworks that reach a server or a store.
    static let dataFrameworks: Set<String> = [
        "Alamofire", "Moya", "Apollo", "GRDB", "RealmSwift", "Realm", "CoreData", "SwiftData", "SQLite", "FMDB", "Firebase",
        "FirebaseFirestore", "FirebaseDatabase", "FirebaseAuth", "Network", "CloudKit", "KeychainAccess", "AsyncHTTPClient",
        "OpenAPIRuntime", "OpenAPIURLSession", "Starscream", "SocketIO", "GRPC", "SwiftProtobuf",
    ]
    /// Type-name endings of the state and logic behind screens.
    static let presentationSuffixes = ["ViewModel", "ViewState", "Presenter", "Reducer", "Interactor", "Coordinator", "Router",
                                        "Feature", "Model"]
    /// Type-name endings of what builds and shows screens.
    static let flowSuffixes = ["Coordinator", "Router", "Navigator", "FlowController"]
    /// Type-name endings of data access.
    static let dataSuffixes = ["Service", "Client", "Repository", "API", "Api", "Gateway", "Provider", "Storage", "Database", "DAO",
                               "Manager", "Request", "Endpoint", "Cache", "Persistence", "Fetcher", "Loader", "Downloader", "Uploader"]
    /// The content of `files` of `model`. In a unit that declares data access, the structs and enums of `vocabulary` (files
    /// only the unit's own code uses: a client's request and response types) say how it works inside, not what it offers
    /// the others: they are counted apart, as ``vocabularyValues``.
    init(files: [Int], in model: ProjectModel, vocabulary: Set<Int> = []) {
        for file in files {
            let facts = model.files[file]
            self.files += 1
            let imports = facts.imports.map { facts[$0.module] }
            if imports.contains(where: Self.uiFrameworks.contains) { uiFiles += 1 }
            let importsData = imports.contains(where: Self.dataFrameworks.contains)
            var fileData = 0
            // A type holding its own `State` and `Action` (a reducer, however it is declared) is the logic behind a screen.
            var stateHolders: Set<[String]> = [], actionHolders: Set<[String]> = []
            for type in facts.types where type.kind != .extension && type.isNested {
                let name = facts[type.name]
                guard name == "State" || name == "Action", let scope = type.scope, facts.scopes.indices.contains(scope),
                      !facts.scopes[scope].isLocal else { continue }
                let enclosing = Array(facts.scopes[scope].path.dropLast().map { facts[$0] })
                if name == "State" { stateHolders.insert(enclosing) } else { actionHolders.insert(enclosing) }
            }
            let reducers = stateHolders.intersection(actionHolders)
            // Top-level types count, and those declared in an extension (an SDK declares its entities in
            // `extension API.Entity { struct Account }`); a type's own nested types (a reducer's State) and local ones do not.
            func counts(_ type: FileFacts.DeclaredType) -> Bool {
                guard type.isNested else { return true }
                guard let scope = type.scope, facts.scopes.indices.contains(scope), !facts.scopes[scope].isLocal,
                      let parent = facts.scopes[scope].parent, facts.scopes.indices.contains(parent) else { return false }
                return facts.scopes[parent].kind == .extension
            }
            for type in facts.types where counts(type) {
                if type.kind == .extension {
                    extensions += 1
                    continue
                }
                types += 1
                let name = facts[type.name]
                let inherited = type.inherited.map { facts[$0] }
                let path = type.scope.flatMap { facts.scopes.indices.contains($0) ? facts.scopes[$0].path.map { facts[$0] } : nil } ?? [name]
                if Self.isScreen(type, in: facts) {
                    screens += 1
                    if inherited.contains(where: { ["Scene", "Commands", "SwiftUI.Scene", "SwiftUI.Commands"].contains($0) }) { sceneParts += 1 }
                } else if reducers.contains(path) || inherited.contains(where: { $0 == "Reducer" || $0 == "ReducerProtocol" || $0 == "ObservableObject" }) {
                    presentation += 1
                } else if Self.presentationSuffixes.contains(where: { name.hasSuffix($0) && name != $0 })
                            && !(name.hasSuffix("Model") && !name.hasSuffix("ViewModel") && !name.hasSuffix("ScreenModel")) {
                    presentation += 1
                    if Self.flowSuffixes.contains(where: { name.hasSuffix($0) }) { flows += 1 }
                } else if Self.dataSuffixes.contains(where: { name.hasSuffix($0) && name != $0 }) {
                    fileData += 1
                } else if type.kind == .struct || type.kind == .enum {
                    values += 1
                    if vocabulary.contains(file) { vocabularyValues += 1 }
                }
            }
            // A file of values that imports a store's framework (an entity with its Core Data mapping) holds values, not data access.
            let declaresValues = facts.types.contains { ($0.kind == .struct || $0.kind == .enum) && counts($0) }
            data += fileData + (importsData && fileData == 0 && !declaresValues ? 1 : 0)
        }
        if data == 0 || vocabularyValues == types { vocabularyValues = 0 }
        values -= vocabularyValues
        types -= vocabularyValues
    }

    /// Whether `type` of `facts` draws a screen or part of one: no protocol, and a screen's base or name.
    static func isScreen(_ type: FileFacts.DeclaredType, in facts: FileFacts) -> Bool {
        type.kind != .protocol && (type.inherited.contains { isScreenBase(facts[$0]) } || isScreenName(facts[type.name]))
    }

    /// Whether an inherited name makes a type part of a screen: SwiftUI's `View`, `ViewModifier`
    /// and styles, any `…View`, `…ViewController`, `…Cell` (UIKit's, AppKit's or the project's own bases).
    static func isScreenBase(_ name: String) -> Bool {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        if ["View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "Shape", "Scene", "Commands", "ToolbarContent"].contains(simple) {
            return true
        }
        return ["View", "ViewController", "Controller", "Cell", "Representable", "Style"].contains { simple.hasSuffix($0) }
    }

    /// Whether a type's own name says it is a screen: `…ViewController`, `…Cell`, `…Screen`.
    static func isScreenName(_ name: String) -> Bool {
        ["ViewController", "Cell", "Screen", "WindowController"].contains { name.hasSuffix($0) && name != $0 }
    }

    /// The counts a reader weighs the role by: `12 screens, 3 state, 5 data, 20 values, 8 extensions of 40 types`.
    var summary: String {
        var parts: [String] = []
        for (count, what) in [(screens, "screens"), (presentation, "state"), (data, "data"), (values, "values"), (extensions, "extensions")]
        where count > 0 {
            parts.append("\(count) \(what)")
        }
        let vocabulary = vocabularyValues > 0 ? "; \(vocabularyValues) values only it uses" : ""
        return (parts.isEmpty ? "nothing declared" : parts.joined(separator: ", ")) + " of \(types) types" + vocabulary
    }

    /// What the content says the unit is, if it says enough.
    var role: UnitRole? {
        let declared = max(types, 1)
        func share(_ count: Int, of total: Int, _ threshold: AdoptionThresholds.Name) -> Bool {
            count >= 1 && count * 100 >= AdoptionThresholds.value(threshold) * total
        }
        // Screens first: a folder of views with the values they show is the views'.
        if share(screens, of: declared, .screensShare) { return .screens }
        if share(presentation, of: declared, .presentationShare) { return .presentation }
        if share(data, of: declared, .dataShare) { return .data }
        // The vocabulary is the unit's own declarations: it weighs against helpers, which mostly extend others' types.
        if extensions >= 2, share(extensions, of: extensions + types + vocabularyValues, .helpersShare) { return .helpers }
        if types >= 1, share(values, of: declared, .valuesShare), uiFiles * 2 < max(files, 1) { return .values }
        return nil
    }
}

/// What a unit does, as its content, its name or its place in the graph say.
enum UnitRole: Int, Comparable, Sendable, CaseIterable {
    /// The app's entry point, its extensions and what composes the rest.
    case app
    /// Screens only the app (or other features) use.
    case screens
    /// The state and logic behind screens.
    case presentation
    /// Data access.
    case data
    /// Plain values: models, entities.
    case values
    /// Helpers everything uses.
    case helpers

    static func < (lhs: UnitRole, rhs: UnitRole) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
