// swift-tools-version: 6.2
//
// The Showcase: the seeds' own features (Narou rankings and search, minne's products and
// free-shipping screen, Sync's contacts and sign-up, the NewsPicks feed) as one
// multi-module app in the NewsPicks layout, running on Linux against a local fixture
// backend. It depends on Kumiki only as an app would, through its products.

import PackageDescription

let package = Package(
    name: "Showcase",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ShowcaseDomain", targets: ["ShowcaseDomain"]),
        .library(name: "ShowcaseInfrastructure", targets: ["ShowcaseInfrastructure"]),
        .library(name: "ShowcasePresentation", targets: ["ShowcasePresentation"]),
        .library(name: "ShowcaseTerminalUI", targets: ["ShowcaseTerminalUI"]),
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
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The Narou feature is wired the NaroViewer way, with a container (seed 001).
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        // Frame snapshots of every screen (its SnapshotTesting target needs nothing else).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
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
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // ViewModels and stores; no UI framework.
        .target(
            name: "ShowcasePresentation",
            dependencies: [
                "ShowcaseDomain",
                .product(name: "Kumiki", package: "Kumiki"),
                .product(name: "KumikiStore", package: "Kumiki"),
            ]
        ),
        // The View layer on Linux: a terminal front end that only binds ViewModels.
        .target(
            name: "ShowcaseTerminalUI",
            dependencies: ["ShowcasePresentation", "ShowcaseDomain", .product(name: "KumikiStore", package: "Kumiki")]
        ),
        // The composition root: the only place that names concrete types.
        .target(
            name: "ShowcaseApp",
            dependencies: [
                "ShowcaseDomain", "ShowcaseInfrastructure", "ShowcasePresentation", "ShowcaseTerminalUI",
                "ShowcaseServer",
                .product(name: "Kumiki", package: "Kumiki"),
                .product(name: "KumikiStore", package: "Kumiki"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        // The fixture backend: Narou-compatible, minne-, Sync- and NewsPicks-like APIs with fault switches.
        .target(
            name: "ShowcaseServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "ShowcaseCommand",
            dependencies: ["ShowcaseApp", "ShowcaseTerminalUI", .product(name: "Kumiki", package: "Kumiki")]
        ),
        .executableTarget(name: "ShowcaseServerCommand", dependencies: ["ShowcaseServer"]),
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
            dependencies: [
                "ShowcasePresentation", "ShowcaseDomain",
                .product(name: "KumikiTesting", package: "Kumiki"),
            ],
            exclude: ["Minne/__Timelines__", "Sync/__Timelines__"]
        ),
        .testTarget(
            name: "ShowcaseAppTests",
            dependencies: ["ShowcaseApp", .product(name: "KumikiTesting", package: "Kumiki")]
        ),
        .testTarget(
            name: "ShowcaseScenarioTests",
            dependencies: [
                "ShowcaseApp", "ShowcaseTerminalUI", "ShowcaseServer",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ShowcaseTerminalUITests",
            dependencies: ["ShowcaseTerminalUI"]
        ),
        // The executables from the outside; they need only to have been built.
        .testTarget(name: "ShowcaseCommandTests"),
    ],
    swiftLanguageModes: [.v6]
)
