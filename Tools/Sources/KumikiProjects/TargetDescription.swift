/// One target of a project or package: what it compiles, what kind of product it is and
/// which modules it declares it depends on.
public struct TargetDescription: Codable, Hashable, Sendable {
    /// The target's name as the project shows it.
    public var name: String
    /// The module its files form, as an `import` names it (the target's name made a C99
    /// identifier, or an Xcode target's `PRODUCT_MODULE_NAME`).
    public var moduleName: String
    /// App, framework, library, test bundle…
    public var kind: TargetKind
    /// The Swift files it compiles.
    public var sources: SourceSet
    /// Its declared dependencies, in the order declared.
    public var dependencies: [DeclaredDependency]
    /// Whether ``dependencies`` is what the project declares; `false` when the target was
    /// inferred from the folder layout, and the dependency rules leave it alone.
    public var dependenciesAreKnown: Bool
    /// Where the target is declared, when known.
    public var location: DeclarationLocation?
    /// The modules its files re-export (`@_exported import`), for packages whose files are not
    /// checked; a checked target's re-exports come from its analysed files.
    public var reexports: [String] = []
    /// The platforms it is built for, as SDK names (`iphoneos`, `macosx`, `appletvos`, `watchos`,
    /// `xros`, `driverkit`; simulators counted as their device SDK); empty when every platform
    /// (a Swift package's target) or none that is known. An `import` in it names a module of a
    /// target built for one of these.
    public var platforms: [String] = []
    /// The lowest deployment target of each platform it is built for (`iOS` → `16.1`), from its
    /// build settings or spec; empty where the project does not say (a Swift package's targets,
    /// whose `platforms:` a reader of the manifest reads).
    public var deploymentTargets: [String: String] = [:]
    /// For a test bundle an app hosts (Xcode's `TEST_HOST` or `BUNDLE_LOADER`, XcodeGen's test
    /// target depending on an app), the hosting target's name: the bundle is loaded into the app
    /// and sees every module the app links.
    public var host: String?
    /// For a CocoaPods aggregate target (`Pods-Shop`), the Xcode target the Podfile gives its pods to.
    public var integration: PodIntegration?
    /// The compilation conditions (`DEBUG`, `BETA`) each of its build configurations sets, one list per
    /// configuration (`SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in `OTHER_SWIFT_FLAGS`); empty
    /// when the project does not say. An `#if BETA` branch is compiled, skipped or undecided by them.
    public var compilationConditions: [[String]] = []
    /// Whether ``compilationConditions`` is all the target sets: `false` when a configuration file
    /// (`.xcconfig`) or a setting Kumiki cannot resolve may add more, so an unlisted flag is undecided.
    public var compilationConditionsAreComplete = false
    /// The Objective-C header whose declarations every Swift file of the target sees without an
    /// import (`SWIFT_OBJC_BRIDGING_HEADER`), relative to the checked root.
    public var bridgingHeader: String?
    /// The Objective-C and C files the target compiles (an Xcode project's Sources phase), whose
    /// `#import <Module/…>` and `@import Module;` use a framework without a Swift import.
    public var objectiveCSources: [String] = []
    /// Whether an iOS target is also built for the Mac through Mac Catalyst (`SUPPORTS_MACCATALYST`),
    /// where `targetEnvironment(macCatalyst)` holds.
    public var supportsMacCatalyst = false

    /// The Apple platform name of an SDK name (`iphoneos` → `iOS`), and the build setting that
    /// holds its deployment target.
    public static let deploymentSettings: [(sdk: String, platform: String, setting: String)] = [
        ("iphoneos", "iOS", "IPHONEOS_DEPLOYMENT_TARGET"), ("macosx", "macOS", "MACOSX_DEPLOYMENT_TARGET"),
        ("appletvos", "tvOS", "TVOS_DEPLOYMENT_TARGET"), ("watchos", "watchOS", "WATCHOS_DEPLOYMENT_TARGET"),
        ("xros", "visionOS", "XROS_DEPLOYMENT_TARGET"),
    ]

    /// Whether the dotted version `version` is lower than `other`.
    public static func isVersion(_ version: String, lowerThan other: String) -> Bool {
        let a = version.split(separator: ".").map { Int($0) ?? 0 }, b = other.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y }
        }
        return false
    }

    /// Whether the target is built for a platform `other` is built for too (or either says nothing of its platforms).
    public func sharesPlatform(with other: TargetDescription) -> Bool {
        platforms.isEmpty || other.platforms.isEmpty || platforms.contains(where: other.platforms.contains)
    }

    /// Whether the target offers Swift no module to import, only something to link or embed: a
    /// static library that compiles no Swift file (Objective-C or C code without a module of its own).
    public var isLinkOnly: Bool {
        kind == .library && sources.files.isEmpty && sources.folders.isEmpty
    }

    /// The SDK names a list of platforms or SDKs stands for: simulators as their device SDK,
    /// `auto` and build-setting references dropped.
    public static func platforms(fromSDKs text: String) -> [String] {
        var result: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            var sdk = String(word).lowercased()
            guard !sdk.contains("$"), sdk != "auto" else { continue }
            // `iphoneos17.0` or `iphonesimulator` name the same platform as `iphoneos`.
            sdk = sdk.replacingOccurrences(of: "simulator", with: "os")
            if let end = sdk.firstIndex(where: { $0.isNumber }) { sdk = String(sdk[..<end]) }
            sdk = ["iphoneos": "iphoneos", "macosx": "macosx", "macos": "macosx", "appletvos": "appletvos", "watchos": "watchos",
                   "xros": "xros", "driverkit": "driverkit"][sdk] ?? sdk
            if !sdk.isEmpty, !result.contains(sdk) { result.append(sdk) }
        }
        return result
    }

    /// Creates a target description.
    public init(
        name: String, moduleName: String? = nil, kind: TargetKind, sources: SourceSet,
        dependencies: [DeclaredDependency] = [], dependenciesAreKnown: Bool = true, location: DeclarationLocation? = nil
    ) {
        self.name = name
        self.moduleName = moduleName ?? TargetDescription.moduleName(forTargetNamed: name)
        self.kind = kind
        self.sources = sources
        self.dependencies = dependencies
        self.dependenciesAreKnown = dependenciesAreKnown
        self.location = location
    }

    /// The module name the compiler derives from a target name: every character that cannot
    /// be part of an identifier becomes `_`, and a leading digit gets one in front.
    public static func moduleName(forTargetNamed name: String) -> String {
        var result = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" ? scalar : "_"
        }))
        if let first = result.unicodeScalars.first, first.properties.numericType != nil { result = "_" + result }
        return result
    }
}
