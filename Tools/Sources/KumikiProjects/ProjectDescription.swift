/// One Xcode project or Swift package as read: its targets, products and local package
/// references, with file paths relative to the checked root.
public struct ProjectDescription: Codable, Hashable, Sendable {
    /// What kind of project file was read.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// An `.xcodeproj`.
        case xcodeProject = "xcode"
        /// A folder with a `Package.swift`.
        case swiftPackage = "swiftpm"
        /// An XcodeGen spec (`project.yml`, `project.json`), read as the Xcode project it generates.
        case xcodeGenSpec = "xcodegen"
        /// A Tuist `Project.swift` (with its `ProjectDescriptionHelpers`), read as the Xcode project it generates.
        case tuistProject = "tuist"
        /// A CocoaPods `Podfile` (with its lock and local pods), read as the `Pods` project it installs.
        case cocoaPods = "cocoapods"
    }

    /// Xcode project or Swift package.
    public var kind: Kind
    /// The `.xcodeproj` or the package folder, relative to the checked root (absolute when outside it).
    public var path: String
    /// The project's or package's name.
    public var name: String
    /// For a Swift package, SwiftPM's identity (its folder's or URL's last component, lowercased),
    /// which `.product(name:package:)` may name it by.
    public var identity: String?
    /// Every target, in the order the project lists them.
    public var targets: [TargetDescription]
    /// The library and executable products a Swift package vends; empty for Xcode projects.
    public var products: [ProductDescription]
    /// The packages this one depends on (a Swift package's `dependencies`, an Xcode project's package references).
    public var packages: [PackageReference]
    /// Whether its targets' files are checked: `false` for packages read only to learn which
    /// modules they provide (a local package outside the root, a resolved remote dependency).
    public var isChecked: Bool
    /// File references whose location Kumiki cannot work out (a build-setting source tree such
    /// as `BUILT_PRODUCTS_DIR`), for `kumiki layers` to list.
    public var unresolvedReferences: [UnresolvedReference]
    /// What the reader could not do as asked (no Swift toolchain, so the folder convention was used).
    public var notes: [String]
    /// For a package whose manifest could not be read without compiling it, why: it was read with
    /// `swift package dump-package` instead. `nil` for one read statically (and for other projects).
    public var manifestFallback: String?

    /// Creates a description.
    public init(
        kind: Kind, path: String, name: String, targets: [TargetDescription], products: [ProductDescription] = [],
        packages: [PackageReference] = [], isChecked: Bool = true, unresolvedReferences: [UnresolvedReference] = [],
        notes: [String] = [], identity: String? = nil
    ) {
        self.kind = kind
        self.path = path
        self.name = name
        self.identity = identity
        self.targets = targets
        self.products = products
        self.packages = packages
        self.isChecked = isChecked
        self.unresolvedReferences = unresolvedReferences
        self.notes = notes
    }
}
