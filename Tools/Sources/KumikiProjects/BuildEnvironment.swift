/// What a target's builds define, as far as its project says: the platforms it is built for, the
/// compilation conditions its configurations set and the modules it can link. A ``CompilationCondition``
/// is evaluated against it.
public struct BuildEnvironment: Hashable, Sendable {
    /// The platforms the target is built for, as `os(…)` names them (`iOS`, `macOS`, `tvOS`,
    /// `watchOS`, `visionOS`); empty when not known (a Swift package's target builds for any).
    public var platforms: Set<String>
    /// Whether an iOS target is also built for Mac Catalyst.
    public var supportsMacCatalyst: Bool
    /// The compilation conditions every configuration sets.
    public var flagsSetAlways: Set<String>
    /// The compilation conditions some configurations set and others do not (`DEBUG`).
    public var flagsSetSometimes: Set<String>
    /// Whether the flags above are all the target sets, so that another flag is not set.
    public var flagsAreComplete: Bool
    /// The modules the target can import: its own, what its dependencies provide and re-export.
    public var linkableModules: Set<String>
    /// Every module the projects read form, so that one the target cannot link is told from a module of elsewhere.
    public var projectModules: Set<String>

    /// Creates an environment.
    public init(
        platforms: Set<String> = [], supportsMacCatalyst: Bool = false, flagsSetAlways: Set<String> = [], flagsSetSometimes: Set<String> = [],
        flagsAreComplete: Bool = false, linkableModules: Set<String> = [], projectModules: Set<String> = []
    ) {
        self.platforms = platforms
        self.supportsMacCatalyst = supportsMacCatalyst
        self.flagsSetAlways = flagsSetAlways
        self.flagsSetSometimes = flagsSetSometimes
        self.flagsAreComplete = flagsAreComplete
        self.linkableModules = linkableModules
        self.projectModules = projectModules
    }

    /// The environment of `target`, which can import `linkableModules`, among projects forming `projectModules`.
    public init(of target: TargetDescription, linkableModules: Set<String>, projectModules: Set<String>) {
        let configurations = target.compilationConditions.map(Set.init)
        let always = configurations.first.map { first in configurations.dropFirst().reduce(first) { $0.intersection($1) } } ?? []
        self.init(
            platforms: Set(target.platforms.compactMap { Self.osNames[$0] }), supportsMacCatalyst: target.supportsMacCatalyst,
            flagsSetAlways: always, flagsSetSometimes: configurations.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(always),
            flagsAreComplete: target.compilationConditionsAreComplete && !configurations.isEmpty,
            linkableModules: linkableModules, projectModules: projectModules)
    }

    /// `os(…)`'s name of each SDK a target description lists.
    static let osNames = ["iphoneos": "iOS", "macosx": "macOS", "appletvos": "tvOS", "watchos": "watchOS", "xros": "visionOS"]
    /// The `os(…)` names of Apple's platforms.
    static let applePlatforms: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// The platforms (by `os(…)` name) where an Apple framework that is not on every one of them exists.
    static let frameworkPlatforms: [String: Set<String>] = [
        "UIKit": ["iOS", "tvOS", "visionOS"], "AppKit": ["macOS"], "Cocoa": ["macOS"], "WatchKit": ["watchOS"], "ClockKit": ["watchOS"],
        "CarPlay": ["iOS"], "ARKit": ["iOS", "visionOS"], "MessageUI": ["iOS", "visionOS"], "TVUIKit": ["tvOS"], "TVServices": ["tvOS"],
        "WatchConnectivity": ["iOS", "watchOS"], "CoreTelephony": ["iOS", "macOS"], "NotificationCenter": ["iOS", "macOS"],
        "Glibc": [], "Musl": [], "WinSDK": [], "Android": [],
        // On every Apple platform.
        "Foundation": applePlatforms, "Swift": applePlatforms, "Dispatch": applePlatforms, "Darwin": applePlatforms,
        "ObjectiveC": applePlatforms, "Combine": applePlatforms, "SwiftUI": applePlatforms, "Observation": applePlatforms,
        "os": applePlatforms, "OSLog": applePlatforms, "CoreData": applePlatforms, "CoreGraphics": applePlatforms,
        "CoreFoundation": applePlatforms, "Security": applePlatforms, "Network": applePlatforms, "CryptoKit": applePlatforms,
        "AVFoundation": applePlatforms, "CoreLocation": applePlatforms, "MapKit": applePlatforms, "UserNotifications": applePlatforms,
        "StoreKit": applePlatforms, "CloudKit": applePlatforms, "GameKit": applePlatforms, "CoreML": applePlatforms,
        "SwiftData": applePlatforms, "WidgetKit": ["iOS", "macOS", "watchOS", "visionOS"], "AppIntents": applePlatforms,
    ]

    /// The outcome of a compilation condition (`DEBUG`).
    public func flag(_ name: String) -> CompilationCondition.Outcome {
        if flagsSetAlways.contains(name) { return .compiled }
        if flagsSetSometimes.contains(name) { return .undecided }
        return flagsAreComplete ? .skipped : .undecided
    }

    /// The outcome of a platform condition `function(argument)`.
    public func test(_ function: String, _ argument: String) -> CompilationCondition.Outcome {
        switch function {
        case "os":
            let name = argument == "xrOS" ? "visionOS" : argument == "OSX" ? "macOS" : argument
            guard !platforms.isEmpty else { return .undecided }
            guard platforms.contains(name) else { return .skipped }
            return platforms.count == 1 ? .compiled : .undecided
        case "targetEnvironment":
            guard !platforms.isEmpty else { return .undecided }
            switch argument {
            case "simulator":
                return platforms.subtracting(["macOS"]).isEmpty ? .skipped : .undecided
            case "macCatalyst":
                return platforms.contains("iOS") && supportsMacCatalyst ? .undecided : .skipped
            default:
                return .undecided
            }
        case "canImport":
            let module = String(argument.prefix { $0 != "." && $0 != "," })
            if linkableModules.contains(module) { return .compiled }
            if let available = Self.frameworkPlatforms[module] {
                guard !platforms.isEmpty else { return .undecided }
                let found = platforms.filter(available.contains)
                if found.isEmpty { return .skipped }
                return found.count == platforms.count ? .compiled : .undecided
            }
            // A module of the project the target does not link may still be built first and found; elsewhere, nothing is known.
            return .undecided
        case "swift", "compiler":
            return Self.compareWithToolchain(argument)
        case "_runtime":
            guard !platforms.isEmpty else { return .undecided }
            let isApple = platforms.isSubset(of: Self.applePlatforms)
            if argument == "_ObjC" { return isApple ? .compiled : .undecided }
            if argument == "_Native" { return isApple ? .skipped : .undecided }
            return .undecided
        default:
            return .undecided
        }
    }

    /// `>=5.9` or `<6` against the toolchains that build apps today (Swift 6): decided only for
    /// versions every such toolchain passes or fails.
    private static func compareWithToolchain(_ argument: String) -> CompilationCondition.Outcome {
        let isAtLeast = argument.hasPrefix(">=")
        let isBelow = argument.hasPrefix("<")
        let number = argument.drop { $0 == ">" || $0 == "=" || $0 == "<" }
        let parts = number.split(separator: ".").map { Int($0) }
        guard (isAtLeast || isBelow), let major = parts.first ?? nil, parts.allSatisfy({ $0 != nil }) else { return .undecided }
        let minor = parts.count > 1 ? (parts[1] ?? 0) : 0
        // Swift 6.0 or later builds every app Kumiki checks; whether it is later than that is not known.
        let passesEveryToolchain = major < 6 || (major == 6 && minor == 0)
        guard passesEveryToolchain else { return .undecided }
        return isAtLeast ? .compiled : .skipped
    }
}
