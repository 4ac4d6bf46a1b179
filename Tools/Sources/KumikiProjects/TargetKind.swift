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
}
