/// A product a Swift package vends to other packages: its name and the targets it is made of.
public struct ProductDescription: Codable, Hashable, Sendable {
    /// What the product is.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A library: its targets' modules can be imported by dependents.
        case library
        /// An executable.
        case executable
        /// A plugin.
        case plugin
        /// A macro.
        case macro
    }

    /// The product's name, as `.product(name:package:)` names it.
    public var name: String
    /// Library, executable or plugin.
    public var kind: Kind
    /// The names of the targets it is made of.
    public var targets: [String]

    /// Creates a product description.
    public init(name: String, kind: Kind, targets: [String]) {
        self.name = name
        self.kind = kind
        self.targets = targets
    }
}
