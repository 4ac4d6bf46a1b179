/// A named architecture vocabulary: its layers and which layer may depend on which.
///
/// Presets exist for the three vocabularies of the write-ups the architecture comes from:
/// `mvvm-repository` (minne), `clean` (NaroViewer) and `modules` (NewsPicks). A preset places a file
/// by a folder of its name at any depth (`**/View/**`) or, for `modules`, by its target.
public struct Preset: Sendable {
    /// The preset's name, as used by `--preset` and `preset:`.
    public var name: String
    /// The layers, in the order they are tried when a file could belong to several.
    public var layers: [LayerDefinition]
    /// For each layer, the layers it may depend on (itself is always allowed).
    public var allowedDependencies: [String: Set<String>]

    private static let uiFrameworks = ["UIKit", "SwiftUI", "AppKit", "WatchKit"]
    private static let infrastructureFrameworks = [
        "FoundationNetworking", "Alamofire", "GRDB", "RealmSwift", "CoreData", "SQLite", "Moya", "Apollo",
    ]

    /// minne's MVVM + Repository vocabulary.
    public static let mvvmRepository = Preset(
        name: "mvvm-repository",
        layers: [
            LayerDefinition(name: "View", paths: [Glob("**/View/**"), Glob("**/Views/**")],
                            typeSuffixes: ["ViewController", "View", "Cell"]),
            LayerDefinition(name: "ViewModel", paths: [Glob("**/ViewModel/**"), Glob("**/ViewModels/**")],
                            typeSuffixes: ["ViewModel"], forbiddenImports: uiFrameworks),
            LayerDefinition(name: "Repository", paths: [Glob("**/Repository/**"), Glob("**/Repositories/**")],
                            typeSuffixes: ["Repository"], forbiddenImports: uiFrameworks),
            LayerDefinition(name: "Network", paths: [Glob("**/Network/**")],
                            typeSuffixes: ["Requester", "Endpoint", "APIClient"], forbiddenImports: uiFrameworks),
            LayerDefinition(name: "Utility", paths: [Glob("**/Utility/**"), Glob("**/Utilities/**")],
                            typeSuffixes: ["Adaptor"]),
            LayerDefinition(name: "Entity", paths: [Glob("**/Entity/**"), Glob("**/Entities/**")],
                            forbiddenImports: uiFrameworks),
        ],
        allowedDependencies: [
            "View": ["ViewModel", "Repository", "Entity", "Utility"],
            "ViewModel": ["Repository", "Entity", "Utility"],
            "Repository": ["Network", "Entity", "Utility"],
            "Network": ["Entity", "Utility"],
            "Utility": ["Entity"],
            "Entity": [],
        ]
    )

    /// Clean Architecture's vocabulary (NaroViewer).
    public static let clean = Preset(
        name: "clean",
        layers: [
            LayerDefinition(name: "App", paths: [Glob("**/App/**")]),
            LayerDefinition(name: "Presentation", paths: [Glob("**/Presentation/**")],
                            typeSuffixes: ["ViewController", "ViewModel", "View"]),
            LayerDefinition(name: "Infrastructure", paths: [Glob("**/Infrastructure/**")],
                            typeSuffixes: ["APIClient", "Requester", "Endpoint"], forbiddenImports: uiFrameworks),
            LayerDefinition(name: "Domain", paths: [Glob("**/Domain/**")],
                            typeSuffixes: ["UseCase"],
                            forbiddenImports: uiFrameworks + infrastructureFrameworks),
        ],
        allowedDependencies: [
            "App": ["Presentation", "Infrastructure", "Domain"],
            "Presentation": ["Domain"],
            "Infrastructure": ["Domain"],
            "Domain": [],
        ]
    )

    /// NewsPicks' layer modules: the same layers as SwiftPM targets, named
    /// after the layer or ending with its name (`ShowcaseDomain`), a View layer of targets
    /// ending in `View`, `UI` or `UIComponents` (or a design system) for apps that keep views
    /// and shared components in modules of their own, and the next step NewsPicks names:
    /// feature modules (`*Feature`), isolated from each other, which reach one another only
    /// through interface modules (`*Interface`).
    public static let modules = Preset(
        name: "modules",
        layers: [
            LayerDefinition(name: "App", targets: ["App", "*App"]),
            LayerDefinition(
                name: "Feature", targets: ["Feature", "*Feature"], isIsolated: true, interfaces: ["*Interface"]),
            LayerDefinition(name: "View", targets: ["View", "*View", "UI", "*UI", "*UIComponents", "DesignSystem", "*DesignSystem"]),
            // NewsPicks keeps its views in Presentation for now, so UI imports stay allowed there.
            LayerDefinition(name: "Presentation", targets: ["Presentation", "*Presentation"]),
            LayerDefinition(name: "Infrastructure", targets: ["Infrastructure", "*Infrastructure"], forbiddenImports: uiFrameworks),
            LayerDefinition(name: "Domain", targets: ["Domain", "*Domain"],
                            forbiddenImports: uiFrameworks + infrastructureFrameworks),
        ],
        allowedDependencies: [
            "App": ["Feature", "View", "Presentation", "Infrastructure", "Domain"],
            "Feature": ["View", "Presentation", "Domain"],
            "View": ["Presentation", "Domain"],
            "Presentation": ["Domain"],
            "Infrastructure": ["Domain"],
            "Domain": [],
        ]
    )

    /// Every preset.
    public static let all: [Preset] = [mvvmRepository, clean, modules]

    /// The preset called `name`.
    public static func named(_ name: String) throws(CheckError) -> Preset {
        guard let preset = all.first(where: { $0.name == name }) else { throw .unknownPreset(name) }
        return preset
    }
}
