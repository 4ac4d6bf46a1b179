/// What a folder's name says its files are, in the vocabulary the architecture's write-ups and
/// common iOS projects use, with where such a layer sits in the stack: a lower rank is nearer
/// the app, and a layer may use the layers ranked below it.
enum LayerRole: Int, CaseIterable, Comparable, Sendable {
    /// The composition root: the app's entry point, its dependency container.
    case app
    /// Feature modules or screens grouped by feature.
    case feature
    /// Views, view controllers, screens, UI components.
    case view
    /// ViewModels, presenters, stores and reducers.
    case viewModel
    /// Business logic: use cases, interactors, services, which call the repositories.
    case useCase
    /// Data access: repositories, the network, persistence, gateways.
    case data
    /// Entities and models.
    case entity
    /// Helpers everything may use: a shared layer, which every other layer may use and which uses none.
    case utility

    /// The role a folder called `name` names, if any (case and a plural `s` ignored).
    init?(folderName name: String) {
        let key = name.lowercased()
        let singular = key.hasSuffix("s") ? String(key.dropLast()) : key
        guard let role = Self.roles.first(where: { $0.value.contains(key) || $0.value.contains(singular) || $0.value.contains(key + "s") })?.key
        else { return nil }
        self = role
    }

    /// The lowercased folder names of each role.
    private static let roles: [LayerRole: Set<String>] = [
        .app: ["app", "application", "appdelegate", "dependencyinjection", "di", "injection", "composition", "compositionroot",
               "assembly", "assemblies", "bootstrap", "container", "root"],
        .feature: ["feature", "features", "flows", "flow"],
        .view: ["ui", "view", "views", "presentation", "screens", "screen", "scenes", "scene", "components", "viewcontrollers",
                "controllers", "pages"],
        .viewModel: ["viewmodel", "viewmodels", "presenter", "presenters", "stores", "reducers"],
        .data: ["repository", "repositories", "data", "dataaccess", "infrastructure", "network", "networking", "api", "apiclient",
                "apiclients", "gateway", "gateways", "persistence", "storage", "database", "remote", "local", "webapi", "services", "service"],
        .useCase: ["usecase", "usecases", "interactor", "interactors", "business", "businesslogic", "logic"],
        .entity: ["domain", "entity", "entities", "model", "models"],
        .utility: ["utility", "utilities", "util", "utils", "helpers", "helper", "extensions", "common", "shared", "support",
                   "supporting files", "supportingfiles"],
    ]

    static func < (lhs: LayerRole, rhs: LayerRole) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
