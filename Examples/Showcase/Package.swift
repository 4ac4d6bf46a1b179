// swift-tools-version: 6.2
//
// The Showcase: the features minne, NaroViewer, Sync and NewsPicks describe (Narou rankings and search, minne's products and
// free-shipping screen, Sync's contacts and sign-up, the NewsPicks feed) as one
// multi-module app in the NewsPicks layout, running on Linux against a local fixture
// backend. It depends on Kumiki only as an app would, through its products.

import Foundation
import PackageDescription

/// Whether the architecture test (`kumiki check` run by `swift test`) and the tools package it
/// needs are part of the build. CI's ThreadSanitizer run sets
/// `KUMIKI_SHOWCASE_WITHOUT_ARCHITECTURE_TESTS`: that test runs no concurrent code of the
/// Showcase's, and leaving it out spares compiling swift-syntax a third time, with the sanitizer.
let includesArchitectureTests = ProcessInfo.processInfo.environment["KUMIKI_SHOWCASE_WITHOUT_ARCHITECTURE_TESTS"] == nil

/// One target per feature (NewsPicks): its ViewModels or reducer, its terminal screens, its
/// SwiftUI and UIKit views (compiled where those frameworks exist) and their preview data. A
/// feature depends on the routes, the feature contract and the shared components, and on what `uses` names: the Domain, the presentation
/// helpers (ShowcasePresentation) and Kumiki's products beside Kumiki; never on another feature,
/// never on Infrastructure. `kumiki new feature <Name> --module` adds a line here (see
/// .kumiki/templates/feature-module), its folders under Sources/ and Tests/, and one line in
/// ShowcaseComposition.
let features: [(name: String, uses: [String], hasTimelines: Bool)] = [
    ("NarouRankingFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiSwiftUI"], true),
    ("NarouSearchFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiSwiftUI"], true),
    ("NarouReadingListFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiSwiftUI"], true),
    ("NarouNovelFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiSwiftUI"], true),
    ("MinneProductsFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiSwiftUI"], false),
    ("MinneShopSettingsFeature", ["ShowcaseDomain", "KumikiSwiftUI"], true),
    ("SyncContactsFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiUIKit"], true),
    ("SyncSignUpFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiSwiftUI"], true),
    ("NewsPicksFeedFeature", ["ShowcaseDomain", "ShowcasePresentation", "KumikiStore", "KumikiUIKit"], false),
]

/// A name in a feature's `uses`: a product of Kumiki's (`KumikiSwiftUI`), or a Showcase module.
func dependency(_ name: String) -> Target.Dependency {
    name.hasPrefix("Kumiki") ? .product(name: name, package: "Kumiki") : .target(name: name)
}

let featureTargets: [Target] = features.flatMap { feature -> [Target] in
    let store: [Target.Dependency] = feature.uses.contains("KumikiStore") ? [.product(name: "KumikiStore", package: "Kumiki")] : []
    // A feature over the Domain is tested with the Domain's fakes.
    let domain: [Target.Dependency] = feature.uses.contains("ShowcaseDomain") ? ["ShowcaseDomain", "ShowcaseTestSupport"] : []
    return [
        .target(
            name: feature.name,
            dependencies: [
                "ShowcaseRouting", "ShowcaseFeatureContract", "ShowcaseUIComponents", .product(name: "Kumiki", package: "Kumiki"),
            ] + feature.uses.map(dependency)
        ),
        .testTarget(
            name: feature.name + "Tests",
            dependencies: [
                .target(name: feature.name), .product(name: "Kumiki", package: "Kumiki"), .product(name: "KumikiTesting", package: "Kumiki"),
            ] + domain + store,
            // Recorded ViewModel timelines, compared by the tests, not compiled.
            exclude: feature.hasTimelines ? ["__Timelines__"] : []
        ),
    ]
}

let package = Package(
    name: "Showcase",
    platforms: [.macOS(.v14), .iOS(.v16)],
    products: [
        .library(name: "ShowcaseDomain", targets: ["ShowcaseDomain"]),
        .library(name: "ShowcaseInfrastructure", targets: ["ShowcaseInfrastructure"]),
        .library(name: "ShowcasePresentation", targets: ["ShowcasePresentation"]),
        .library(name: "ShowcaseUIComponents", targets: ["ShowcaseUIComponents"]),
        .library(name: "ShowcaseFeatureContract", targets: ["ShowcaseFeatureContract"]),
        .library(name: "ShowcaseRouting", targets: ["ShowcaseRouting"]),
        .library(name: "ShowcaseFeatures", targets: features.map(\.name)),
        .library(name: "ShowcaseTerminalApp", targets: ["ShowcaseTerminalApp"]),
        .library(name: "ShowcaseApp", targets: ["ShowcaseApp"]),
        .library(name: "ShowcaseServer", targets: ["ShowcaseServer"]),
        .executable(name: "showcase", targets: ["ShowcaseCommand"]),
        .executable(name: "showcase-server", targets: ["ShowcaseServerCommand"]),
    ],
    dependencies: [
        .package(name: "Kumiki", path: "../.."),
        // The fixture backend. Its swift-configuration support is not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        // Already in the graph through Hummingbird; named so the backend can stop gracefully.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Also through Hummingbird; the backend imports NIOCore and Logging itself, so it declares them.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The backend answers HTTP/1.0 below Hummingbird's HTTP types, with their codec.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The Narou feature is wired the NaroViewer way, with a container.
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        // The executables' command lines: generated --help, typed values, usage errors.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Frame snapshots of every screen (its SnapshotTesting target needs nothing else).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ] + architectureTestPackages,
    targets: featureTargets + [
        // Entities, repository and gateway protocols, use cases: Foundation and Kumiki only.
        .target(
            name: "ShowcaseDomain",
            dependencies: [.product(name: "Kumiki", package: "Kumiki")]
        ),
        // Endpoints, requesters, gateways, repository implementations, GRDB persistence.
        .target(
            name: "ShowcaseInfrastructure",
            dependencies: [
                "ShowcaseDomain",
                .product(name: "Kumiki", package: "Kumiki"),
                .product(name: "KumikiGRDB", package: "Kumiki"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // What ViewModels share, with no UI toolkit: failures in the user's words, offline notices.
        .target(
            name: "ShowcasePresentation",
            dependencies: [.product(name: "Kumiki", package: "Kumiki")]
        ),
        // What features share on screen: the terminal's canvas and keys, rows, indicators, error and
        // empty views, badges, buttons, fields, alerts, their catalog, and (where SwiftUI exists) the
        // views several features use.
        .target(
            name: "ShowcaseUIComponents",
            dependencies: ["ShowcaseRouting", .product(name: "Kumiki", package: "Kumiki")]
        ),
        // What every front end asks of a feature and a feature of its screens: ShowcaseFeature,
        // TabFeature, ScreenController, and (where SwiftUI exists) FeatureNavigator.
        .target(
            name: "ShowcaseFeatureContract",
            dependencies: ["ShowcaseRouting", "ShowcaseUIComponents", .product(name: "Kumiki", package: "Kumiki")]
        ),
        // Values features meet through, depending on no UI: routes, tabs, navigation targets.
        .target(
            name: "ShowcaseRouting",
            dependencies: ["ShowcaseDomain"]
        ),
        // The terminal front end: the shell (tabs, navigation stacks, frames), runners, scripts, the catalog.
        .target(
            name: "ShowcaseTerminalApp",
            dependencies: ["ShowcaseRouting", "ShowcaseFeatureContract", "ShowcaseUIComponents", .product(name: "Kumiki", package: "Kumiki")]
        ),
        // The composition root: the only place that names concrete types and knows every feature.
        .target(
            name: "ShowcaseApp",
            dependencies: [
                "ShowcaseDomain", "ShowcaseInfrastructure", "ShowcaseRouting", "ShowcaseFeatureContract", "ShowcaseUIComponents",
                .product(name: "Kumiki", package: "Kumiki"),
                .product(name: "Swinject", package: "Swinject"),
            ] + features.map { .target(name: $0.name) }
        ),
        // The fixture backend: Narou-compatible, minne-, Sync- and NewsPicks-like APIs with fault switches.
        .target(
            name: "ShowcaseServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.process("Resources")]
        ),
        // What the executables share about command lines: usage errors exit 2.
        .target(
            name: "ShowcaseCommandSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The terminal front end's entry point: parses options, starts the backend, hands its URL to the App.
        .executableTarget(
            name: "ShowcaseCommand",
            dependencies: [
                "ShowcaseApp", "ShowcaseRouting", "ShowcaseTerminalApp", "ShowcaseServer", "ShowcaseCommandSupport",
                .product(name: "Kumiki", package: "Kumiki"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ShowcaseServerCommand",
            dependencies: [
                "ShowcaseServer", "ShowcaseCommandSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fakes and probes the feature tests share; linked by test targets only.
        .target(
            name: "ShowcaseTestSupport",
            dependencies: [
                "ShowcaseDomain", .product(name: "Kumiki", package: "Kumiki"), .product(name: "KumikiTesting", package: "Kumiki"),
            ],
            path: "Tests/ShowcaseTestSupport"
        ),
        // The Domain's own rules (use cases, validation) against in-test fakes of its protocols.
        .testTarget(
            name: "ShowcaseDomainTests",
            dependencies: ["ShowcaseDomain", .product(name: "Kumiki", package: "Kumiki")]
        ),
        .testTarget(
            name: "ShowcaseServerTests",
            dependencies: ["ShowcaseServer"]
        ),
        .testTarget(
            name: "ShowcaseInfrastructureTests",
            dependencies: [
                "ShowcaseInfrastructure", "ShowcaseServer", "ShowcaseDomain",
                .product(name: "KumikiTesting", package: "Kumiki"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "ShowcasePresentationTests",
            dependencies: ["ShowcasePresentation", .product(name: "Kumiki", package: "Kumiki")]
        ),
        .testTarget(
            name: "ShowcaseUIComponentsTests",
            dependencies: [
                "ShowcaseUIComponents", .product(name: "Kumiki", package: "Kumiki"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ShowcaseTerminalAppTests",
            dependencies: ["ShowcaseTerminalApp", "ShowcaseFeatureContract", "ShowcaseUIComponents"]
        ),
        .testTarget(
            name: "ShowcaseAppTests",
            dependencies: [
                "ShowcaseApp", "ShowcaseDomain", "ShowcaseRouting", "ShowcaseServer", "ShowcaseInfrastructure",
                .product(name: "Kumiki", package: "Kumiki"), .product(name: "KumikiTesting", package: "Kumiki"),
                .product(name: "Swinject", package: "Swinject"),
            ] + features.map { .target(name: $0.name) }
        ),
        .testTarget(
            name: "ShowcaseScenarioTests",
            dependencies: [
                "ShowcaseApp", "ShowcaseRouting", "ShowcaseFeatureContract", "ShowcaseTerminalApp", "ShowcaseServer",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The executables from the outside; they need only to have been built.
        // The real binary under faults: the tests damage, lock and inspect its database with GRDB.
        .testTarget(name: "ShowcaseCommandTests", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
    ] + architectureTestTargets,
    swiftLanguageModes: [.v6]
)

/// The architecture's rules run as a test, from kumiki's tools package.
var architectureTestPackages: [Package.Dependency] {
    includesArchitectureTests ? [.package(name: "kumiki-tools", path: "../../Tools")] : []
}

/// kumiki check as a test: each finding an issue at its own file and line.
var architectureTestTargets: [Target] {
    guard includesArchitectureTests else { return [] }
    return [
        .testTarget(
            name: "ShowcaseArchitectureTests",
            dependencies: [.product(name: "KumikiArchitectureTesting", package: "kumiki-tools")]
        ),
    ]
}
