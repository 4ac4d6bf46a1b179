/// A platform a project deploys to below the version where Observation begins.
public struct DeploymentShortfall: Hashable, Sendable, CustomStringConvertible {
    /// The file that says so: `Package.swift`, a `project.pbxproj` or an XcodeGen spec.
    public let source: String
    /// The platform, as Apple spells it (`iOS`, `macOS`, `tvOS`, `watchOS`).
    public let platform: String
    /// The version deployed to.
    public let version: String
    /// How the version was found (`platforms:`, `IPHONEOS_DEPLOYMENT_TARGET`, or SwiftPM's default for an unlisted platform).
    public let origin: String

    /// A shortfall of `platform` at `version`, read from `source` as `origin` says.
    public init(source: String, platform: String, version: String, origin: String) {
        self.source = source
        self.platform = platform
        self.version = version
        self.origin = origin
    }

    /// `source deploys to iOS 16 (platforms:)`.
    public var description: String {
        "\(source) deploys to \(platform) \(version) (\(origin))"
    }
}
