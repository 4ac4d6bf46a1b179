/// What a target builds, as far as the architecture rules care.
public enum TargetKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// An application.
    case app
    /// A framework (Xcode) or a dynamic library product's module.
    case framework
    /// A library module: a SwiftPM regular target, an Xcode static library.
    case library
    /// Unit tests (an XCTest or Swift Testing bundle).
    case unitTest = "unit-test"
    /// UI tests, which drive an app and import none of its modules.
    case uiTest = "ui-test"
    /// An app extension (widget, share, notification…).
    case appExtension = "extension"
    /// A command-line executable.
    case executable
    /// A SwiftPM plugin.
    case plugin
    /// A macro implementation, used through `#externalMacro` rather than imported.
    case macro
    /// A bundle, a system library or anything else that holds no importable Swift module.
    case other

    /// Whether the target is test code.
    public var isTest: Bool {
        self == .unitTest || self == .uiTest
    }

    /// Whether other targets import the target's module by name, so that a declared dependency
    /// on it that no file imports is unused. Apps, extensions, executables, plugins and macros
    /// are depended on to be built, embedded or hosted, not imported.
    public var isImportedByDependents: Bool {
        self == .framework || self == .library
    }

    /// The kind of an Xcode product type (`com.apple.product-type.framework`), as a project file
    /// or an XcodeGen spec (without the prefix) names it.
    public init(xcodeProductType type: String) {
        let base = "com.apple.product-type."
        let kind = type.hasPrefix(base) ? type.dropFirst(base.count) : Substring(type)
        if kind.hasPrefix("application") {
            self = .app
        } else if kind.hasPrefix("framework") || kind == "xcframework" {
            self = .framework
        } else if kind.hasPrefix("library") {
            self = .library
        } else if kind == "bundle.unit-test" || kind == "bundle.ocunit-test" {
            self = .unitTest
        } else if kind == "bundle.ui-testing" {
            self = .uiTest
        } else if kind.contains("extension") || kind == "xpc-service" {
            self = .appExtension
        } else if kind == "tool" {
            self = .executable
        } else {
            self = .other
        }
    }
}
