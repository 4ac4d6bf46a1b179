import Foundation

/// The version of the running app, attached to unreachable reports so a
/// report can be traced to the build that sent it.
public struct AppVersion: Hashable, Sendable, CustomStringConvertible {
    /// The marketing version, e.g. `4.12.0` (`CFBundleShortVersionString`).
    public let version: String
    /// The build number, e.g. `1203` (`CFBundleVersion`), when known.
    public let build: String?

    /// Creates a version from explicit values, for tests and non-bundle executables.
    public init(version: String, build: String? = nil) {
        self.version = version
        self.build = build
    }

    /// Reads the version from a bundle's Info.plist; missing keys read as `unknown`.
    ///
    /// Command-line tools and Linux executables have no Info.plist, so they report `unknown`
    /// unless the caller passes an explicit ``AppVersion``.
    public init(bundle: Bundle) {
        let info = bundle.infoDictionary ?? [:]
        version = info["CFBundleShortVersionString"] as? String ?? "unknown"
        build = info["CFBundleVersion"] as? String
    }

    /// The version of the main bundle.
    public static var current: AppVersion {
        AppVersion(bundle: .main)
    }

    /// `version (build)`, or just the version when the build is unknown.
    public var description: String {
        build.map { "\(version) (\($0))" } ?? version
    }
}
