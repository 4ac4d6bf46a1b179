/// A package a project or package depends on, with what is needed to find it and to match
/// `.product(name:package:)` against it.
public struct PackageReference: Codable, Hashable, Sendable {
    /// SwiftPM's identity: the last path component of its URL or path, lowercased, without `.git`.
    public var identity: String
    /// The name a manifest may use for it instead of the identity (`.package(name:…)`, the
    /// package's own name for a local one), when known.
    public var name: String?
    /// For a local package, its folder (relative to the checked root, or absolute).
    public var path: String?
    /// For a remote package, its URL.
    public var url: String?

    /// Creates a package reference.
    public init(identity: String, name: String? = nil, path: String? = nil, url: String? = nil) {
        self.identity = identity
        self.name = name
        self.path = path
        self.url = url
    }

    /// Whether a manifest's `package:` argument names this package (compared as SwiftPM does, ignoring case).
    public func isNamed(_ package: String) -> Bool {
        let lowered = package.lowercased()
        return lowered == identity || lowered == name?.lowercased()
    }

    /// SwiftPM's identity for a package at `location` (a URL or a path).
    public static func identity(ofLocation location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
