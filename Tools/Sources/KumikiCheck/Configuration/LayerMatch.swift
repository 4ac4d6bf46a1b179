/// A layer something belongs to, and what in the configuration put it there: what
/// `kumiki layers` prints so a team can see why a file landed where it did.
public struct LayerMatch: Hashable, Sendable {
    /// What matched.
    public enum Reason: Hashable, Sendable {
        /// The file's path matched this glob of the layer's `paths`.
        case path(glob: String)
        /// The file's SwiftPM target `name` matched this entry of the layer's `targets`.
        case target(name: String, pattern: String)
        /// The type's name ends with this entry of the layer's `suffixes` (its file has no layer).
        case typeSuffix(type: String, suffix: String)
    }

    /// The layer's name.
    public var layer: String
    /// Why.
    public var reason: Reason

    /// The reason in words: `path glob App/**`, `target ShowcaseDomain (*Domain)`, `type suffix ViewModel (CartViewModel)`.
    public var reasonText: String {
        switch reason {
        case .path(let glob): return "path glob \(glob)"
        case .target(let name, let pattern): return pattern == name ? "target \(name)" : "target \(name) (\(pattern))"
        case .typeSuffix(let type, let suffix): return "type suffix \(suffix) (\(type))"
        }
    }
}
