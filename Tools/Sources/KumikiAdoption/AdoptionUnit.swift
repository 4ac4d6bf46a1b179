/// A part of an app that `kumiki adopt` places in one layer, never split: a module (a target of a
/// project or package, with its platform variants), a folder of an app target's sources, the
/// app's entry point, or an app extension.
struct AdoptionUnit: Sendable {
    /// What the unit is made of.
    enum Kind: String, Sendable {
        /// A module: a framework or library target, one or more (`Kit`, `Kit-iOS`, `Kit-macOS`).
        case module
        /// A folder directly inside an app target's source root, or inside a folder several apps compile.
        case folder
        /// The files directly in an app target's source root, beside its folders.
        case rootFiles
        /// The files that start an app: `@main`, the application or scene delegate.
        case entryPoint
        /// An app extension, a widget, a watch app: the target whole.
        case appExtension
        /// The files directly in a flat folder whose names end in one word (`*Cell.swift`), written as that glob.
        case nameGroup
    }

    /// How the unit is named in reports: the module's name, or the folder's path.
    var name: String
    /// What it is made of.
    var kind: Kind
    /// For a module or an extension, its targets as a layer's `targets:` names them.
    var targets: [String] = []
    /// For folders and files, the globs that place its files (anchored at the root).
    var globs: [String] = []
    /// Its files, by index into the model's files.
    var files: [Int] = []
    /// For a folder split into its subfolders (they repeat one layout, or it held most of the app), that folder:
    /// its subfolders are siblings of one kind. For a name group, the flat folder it was split from.
    var group: String?

    /// Whether the unit is pinned to the App layer whatever it uses: the entry point and the extensions.
    var isPinnedToApp: Bool {
        kind == .entryPoint || kind == .appExtension
    }
}
