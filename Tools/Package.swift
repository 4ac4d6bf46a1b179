// swift-tools-version: 6.1
//
// The `kumiki` command-line tool: checks a Swift codebase against the architecture's rules,
// scaffolds apps and features from templates, and generates mocks. It is its own package so
// that apps depending on the Kumiki runtime never resolve swift-syntax, Yams, Stencil or
// swift-argument-parser.

import PackageDescription

let package = Package(
    name: "kumiki-tools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kumiki", targets: ["kumiki"]),
        .library(name: "KumikiCheck", targets: ["KumikiCheck"]),
        .library(name: "KumikiProjects", targets: ["KumikiProjects"]),
        .library(name: "KumikiSourceFiles", targets: ["KumikiSourceFiles"]),
        .library(name: "KumikiMocks", targets: ["KumikiMocks"]),
        .library(name: "KumikiScaffold", targets: ["KumikiScaffold"]),
        .plugin(name: "KumikiCheckBuildPlugin", targets: ["KumikiCheckBuildPlugin"]),
        .plugin(name: "KumikiCheckCommandPlugin", targets: ["KumikiCheckCommandPlugin"]),
        .executable(name: "kumiki-check-benchmark", targets: ["CheckBenchmark"]),
        .executable(name: "kumiki-fuzz", targets: ["KumikiFuzz"]),
        .executable(name: "kumiki-mocks-benchmark", targets: ["MocksBenchmark"]),
        .executable(name: "kumiki-project-benchmark", targets: ["ProjectBenchmark"]),
    ],
    dependencies: [
        // KumikiCheck reads the raw syntax tree through swift-syntax's `RawSyntax` SPI (see
        // FactsCollector.swift): fast, but a new swift-syntax release may need that file adjusted.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `kumiki new` and `kumiki init` render their templates with Stencil, as Sourcery's users know it.
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        // Reads Xcode projects, workspaces and SwiftPM manifests (as `swift package dump-package`
        // evaluates them) into targets, sources and declared dependencies; Foundation only.
        .target(name: "KumikiProjects"),
        // What every command does with source files: walking folders, reading files, stamps,
        // locations, UTF-8 byte comparisons and the parallel map; Foundation only.
        .target(name: "KumikiSourceFiles"),
        .target(
            name: "KumikiCheck",
            dependencies: [
                "KumikiProjects",
                "KumikiSourceFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // `kumiki mocks`: Sourcery-compatible mocks from protocols, read with swift-syntax.
        .target(
            name: "KumikiMocks",
            dependencies: [
                "KumikiCheck",
                "KumikiSourceFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `kumiki new` and `kumiki init`: features and apps from Stencil templates shipped as resources.
        .target(
            name: "KumikiScaffold",
            dependencies: [
                "KumikiCheck",
                "KumikiMocks",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            resources: [.copy("Templates")]
        ),
        .executableTarget(
            name: "kumiki",
            dependencies: [
                "KumikiCheck",
                "KumikiMocks",
                "KumikiScaffold",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Runs `kumiki check` on a target at every build: diagnostics in place in Xcode and `swift build`.
        .plugin(
            name: "KumikiCheckBuildPlugin",
            capability: .buildTool(),
            dependencies: ["kumiki"]
        ),
        // `swift package kumiki-check [--target T] [kumiki check options]`.
        .plugin(
            name: "KumikiCheckCommandPlugin",
            capability: .command(
                intent: .custom(verb: "kumiki-check", description: "Check the package against Kumiki's architecture rules"),
                permissions: []
            ),
            dependencies: ["kumiki"]
        ),
        // Prints files/s for kumiki check, a parse-only pass and a parse with a bare tree walk; run with -c release.
        .executableTarget(
            name: "CheckBenchmark",
            dependencies: [
                "KumikiCheck", "KumikiSourceFiles", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"), "BenchmarkSupport",
            ],
            path: "Benchmarks/CheckBenchmark"
        ),
        // The benchmarks' command lines (--help, exit 2 on unknown options) and whole-run timing
        // (Foundation's Process rounds to 50 ms on Linux).
        .target(name: "BenchmarkSupport", path: "Benchmarks/Support"),
        // Prints how long `kumiki mocks` takes on 1,000 protocols; run with -c release.
        .executableTarget(
            name: "MocksBenchmark",
            dependencies: ["KumikiMocks", "BenchmarkSupport"],
            path: "Benchmarks/MocksBenchmark"
        ),
        // Prints how long reading a 5,000-file, 60-target Xcode project takes; run with -c release.
        .executableTarget(
            name: "ProjectBenchmark",
            dependencies: ["KumikiProjects", "BenchmarkSupport"],
            path: "Benchmarks/ProjectBenchmark"
        ),
        // Feeds damaged Swift files to the real binary; fails on any exit but 0, 1 or 2 (CI runs it).
        .executableTarget(name: "KumikiFuzz", dependencies: ["KumikiSourceFiles"]),
        // A clean sample target with the build plugin applied: every build of this package exercises the plugin.
        .target(
            name: "PluginSample",
            path: "Tests/PluginSample",
            plugins: ["KumikiCheckBuildPlugin"]
        ),
        .testTarget(
            name: "KumikiScaffoldTests",
            dependencies: ["KumikiScaffold", "KumikiCheck"]
        ),
        .testTarget(
            name: "KumikiMocksTests",
            dependencies: ["KumikiMocks", "KumikiSourceFiles"]
        ),
        // Protocols with every shape `kumiki mocks` supports, and (below) the mocks generated for
        // them, compiled and exercised; KumikiMocksTests fails when the committed mocks are stale.
        .target(name: "MockFixtures", path: "Tests/MockFixtures"),
        .testTarget(
            name: "GeneratedMocksTests",
            dependencies: ["MockFixtures"]
        ),
        .testTarget(
            name: "KumikiSourceFilesTests",
            dependencies: ["KumikiSourceFiles"]
        ),
        .testTarget(
            name: "KumikiProjectsTests",
            dependencies: ["KumikiProjects"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "KumikiCheckTests",
            dependencies: [
                "KumikiCheck",
                "KumikiSourceFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
