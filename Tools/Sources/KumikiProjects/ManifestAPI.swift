/// What the static reader knows of a description API: SwiftPM's `PackageDescription` for
/// `Package.swift`, or Tuist's `ProjectDescription` for `Project.swift` and `Workspace.swift`.
///
/// Only the arguments Kumiki reads are ever evaluated, so what the others call (settings,
/// resources, Info.plist contents) never stops a manifest from being read.
package struct ManifestAPI: Sendable {
    /// The arguments the reader evaluates, by label (`""` for an unlabelled one).
    var neededLabels: Set<String>
    /// The labels each call of the API accepts; a label outside them is a manifest that does not
    /// compile, which `dump-package` reports in swift's own words. Empty: labels are not checked.
    var knownLabels: [String: Set<String>]
    /// Whether a call that is not an assignment may stand as a top-level statement: in a package
    /// manifest it may stop the manifest (`fatalError`) or change what it builds, so it is refused.
    var allowsTopLevelCalls: Bool

    /// SwiftPM's `PackageDescription`, as `swift package dump-package` evaluates it.
    static let packageDescription: ManifestAPI = {
        let targetLabels: Set<String> = [
            "name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess", "cSettings",
            "cxxSettings", "swiftSettings", "linkerSettings", "plugins",
        ]
        return ManifestAPI(
            neededLabels: ["name", "dependencies", "path", "exclude", "sources", "products", "targets", "url", "id", "package", "location"],
            knownLabels: [
                "Package": ["name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "traits", "dependencies", "targets",
                            "swiftLanguageModes", "swiftLanguageVersions", "cLanguageStandard", "cxxLanguageStandard"],
                "target": targetLabels.union(["condition"]), "executableTarget": targetLabels, "testTarget": targetLabels,
                "macro": targetLabels, "plugin": targetLabels.union(["capability", "targets"]),
                "systemLibrary": ["name", "path", "pkgConfig", "providers"], "binaryTarget": ["name", "path", "url", "checksum"],
                "library": ["name", "type", "targets"], "executable": ["name", "targets"],
                "package": ["name", "url", "from", "exact", "branch", "revision", "path", "id", "traits", "requirement", ""],
                "product": ["name", "package", "moduleAliases", "condition"], "byName": ["name", "condition"],
            ],
            allowsTopLevelCalls: false)
    }()

    /// Tuist's `ProjectDescription`: a project's name, targets (their name, product, destinations or
    /// platform, sources and dependencies) and packages, and a workspace's projects.
    package static let projectDescription = ManifestAPI(
        neededLabels: [
            "", "name", "targets", "product", "productName", "sources", "dependencies", "destinations", "platform", "path", "target",
            "projects", "packages", "url", "pattern", "excluding", "globs", "projectName",
        ],
        knownLabels: [:],
        allowsTopLevelCalls: true)
}
