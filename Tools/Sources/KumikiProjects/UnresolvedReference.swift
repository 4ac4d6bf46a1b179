/// A file reference of an Xcode project that Kumiki cannot place on disk: its source tree is a
/// build setting (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`…) known only to a build.
public struct UnresolvedReference: Codable, Hashable, Sendable {
    /// The reference's path or name as the project writes it.
    public var path: String
    /// Its source tree.
    public var sourceTree: String
    /// The targets that compile it.
    public var targets: [String]

    /// Creates an unresolved reference.
    public init(path: String, sourceTree: String, targets: [String]) {
        self.path = path
        self.sourceTree = sourceTree
        self.targets = targets
    }
}
