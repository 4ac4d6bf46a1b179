/// Where SwiftPM keeps a module's sources: `Sources/<Module>/…`, which tells the module a file
/// belongs to from its path alone.
enum SwiftPackageLayout {
    /// The module of the file at `path` (`Logging` for `…/Sources/Logging/LogHandler.swift`), if
    /// it lies below a `Sources` folder.
    static func module(ofPath path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else { return nil }
        return components[sources + 1]
    }
}
