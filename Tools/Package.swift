// swift-tools-version: 6.1
//
// The `kumiki` command-line tool: checks a Swift codebase against the architecture's rules,
// scaffolds apps and features from templates, and generates mocks. It is its own package so
// that apps depending on the Kumiki runtime never resolve swift-syntax, Yams, Stencil or
// swift-argument-parser.

import PackageDescription

/// What reads Swift source: the syntax tree and its parser, for every module that parses.
let swiftSyntax: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
]

let package = Package(
    name: "kumiki-tools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kumiki", targets: ["kumiki"]),
        .library(name: "KumikiCheck", targets: ["KumikiCheck"]),
        .library(name: "KumikiProjects", targets: ["KumikiProjects"]),
        .library(name: "KumikiSourceFiles", targets: ["KumikiSourceFiles"]),
        .library(name: "KumikiLSP", targets: ["KumikiLSP"]),
        // For test targets only: the architecture's rules as a Swift Testing or XCTest test.
        .library(name: "KumikiArchitectureTesting", targets: ["KumikiArchitectureTesting"]),
        .library(name: "KumikiMocks", targets: ["KumikiMocks"]),
        .library(name: "KumikiScaffold", targets: ["KumikiScaffold"]),
        .library(name: "KumikiAdoption", targets: ["KumikiAdoption"]),
        .library(name: "KumikiFixes", targets: ["KumikiFixes"]),
        .library(name: "KumikiMigration", targets: ["KumikiMigration"]),
        .plugin(name: "KumikiCheckBuildPlugin", targets: ["KumikiCheckBuildPlugin"]),
        .plugin(name: "KumikiCheckCommandPlugin", targets: ["KumikiCheckCommandPlugin"]),
        .executable(name: "kumiki-check-benchmark", targets: ["CheckBenchmark"]),
        .executable(name: "kumiki-fuzz", targets: ["KumikiFuzz"]),
        .executable(name: "kumiki-lsp-benchmark", targets: ["LanguageServerBenchmark"]),
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
        // `kumiki mcp` serves the Model Context Protocol through its Swift SDK (about 20 s of a
        // debug build and 35 s of a release build; the SDK's own SwiftNIO is fetched, not built).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Reads every kind of project an app is described in (Xcode projects and workspaces,
        // XcodeGen specs, Tuist manifests, SwiftPM manifests, evaluated statically as
        // `swift package dump-package` would) into targets, sources and declared dependencies:
        // the one home of project reading, which the checker, adoption and migration share.
        .target(
            name: "KumikiProjects",
            dependencies: [
                "KumikiSourceFiles",
                // Folds the operators of a manifest's expressions (`a + b`, `x == nil ? a : b`) for the static reader.
                .product(name: "SwiftOperators", package: "swift-syntax"),
                // XcodeGen specs are YAML.
                .product(name: "Yams", package: "Yams"),
            ] + swiftSyntax
        ),
        // What every command does with source files: walking folders, reading files, stamps,
        // locations, UTF-8 byte comparisons and the parallel map; Foundation only.
        .target(name: "KumikiSourceFiles"),
        // The Language Server Protocol's messages as Codable values, and its Content-Length
        // framing over a stream: what `kumiki lsp` speaks (no LSP library is in the mirrors).
        .target(name: "KumikiLSP"),
        // `kumiki lsp`: diagnostics as the user types, hover, code actions, over a CheckSession.
        .target(name: "KumikiLanguageServer", dependencies: ["KumikiCheck", "KumikiFixes", "KumikiLSP"]),
        // `try Architecture.check(#filePath)`: each finding a test issue at its own file and line.
        .target(name: "KumikiArchitectureTesting", dependencies: ["KumikiCheck"]),
        // `kumiki mcp`: check, layer_of, allowed_imports, explain_rule and graph as MCP tools.
        .target(
            name: "KumikiMCP",
            dependencies: [
                "KumikiCheck",
                "KumikiSourceFiles",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "KumikiCheck",
            dependencies: [
                "KumikiProjects",
                "KumikiSourceFiles",
                // The configuration file is YAML.
                .product(name: "Yams", package: "Yams"),
            ] + swiftSyntax
        ),
        // `kumiki check --fix`: the manifest, XcodeGen spec and baseline edits findings call for,
        // made in each file's own text (the manifest through its syntax, the spec at its YAML node).
        .target(
            name: "KumikiFixes",
            dependencies: [
                "KumikiCheck",
                "KumikiProjects",
                "KumikiSourceFiles",
                .product(name: "Yams", package: "Yams"),
            ] + swiftSyntax
        ),
        // `kumiki adopt`: the layers of an app that already exists, its configuration and a baseline of today's findings.
        .target(name: "KumikiAdoption", dependencies: ["KumikiCheck", "KumikiProjects"]),
        // `kumiki migrate observable`: ObservableObject ViewModels and their views, screens and tests moved to Observation.
        .target(
            name: "KumikiMigration",
            dependencies: [
                "KumikiCheck",
                "KumikiProjects",
                "KumikiSourceFiles",
            ] + swiftSyntax
        ),
        // `kumiki mocks`: Sourcery-compatible mocks from protocols, read with swift-syntax.
        .target(
            name: "KumikiMocks",
            dependencies: [
                "KumikiCheck",
                "KumikiSourceFiles",
            ] + swiftSyntax
        ),
        // `kumiki new` and `kumiki init`: features and apps from Stencil templates shipped as resources.
        .target(
            name: "KumikiScaffold",
            dependencies: [
                "KumikiCheck",
                "KumikiMocks",
                "KumikiSourceFiles",
                .product(name: "Stencil", package: "Stencil"),
            ] + swiftSyntax,
            resources: [.copy("Templates")]
        ),
        .executableTarget(
            name: "kumiki",
            dependencies: [
                "KumikiAdoption",
                "KumikiMigration",
                "KumikiCheck",
                "KumikiFixes",
                "KumikiLanguageServer",
                "KumikiProjects",
                "KumikiLSP",
                "KumikiMCP",
                "KumikiMocks",
                "KumikiScaffold",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Runs `kumiki check` on a target at every build: diagnostics in place in Xcode and `swift build`.
        // No target of this package applies it: SwiftPM builds a plugin's tool for the host (every
        // module again, as `*-tool`) as soon as a target of the graph applies the plugin, even for
        // `swift build --product kumiki`, which doubled `make install`'s time. CI runs the same
        // plugin code (Plugins/ links to it) on Plugins/Sample.
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
            dependencies: ["KumikiCheck", "KumikiSourceFiles", "ToolsBenchmarkSupport", "BenchmarkCorpora"] + swiftSyntax,
            path: "Benchmarks/CheckBenchmark"
        ),
        // The check benchmark's corpora (small generated files, real-code-shaped files), shared
        // with the language server's benchmark.
        .target(name: "BenchmarkCorpora", dependencies: ["KumikiSourceFiles"], path: "Benchmarks/Corpora"),
        // Prints kumiki lsp's initialize time and didChange → publishDiagnostics latency on a
        // 1,000-file project; run with -c release.
        .executableTarget(
            name: "LanguageServerBenchmark",
            dependencies: [
                "KumikiLanguageServer", "KumikiCheck", "KumikiLSP", "ToolsBenchmarkSupport", "BenchmarkCorpora",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Benchmarks/LanguageServerBenchmark"
        ),
        // The benchmarks' command lines (--help, exit 2 on unknown options) and whole-run timing
        // (Foundation's Process rounds to 50 ms on Linux).
        .target(name: "ToolsBenchmarkSupport", path: "Benchmarks/Support"),
        // Prints how long `kumiki mocks` takes on 1,000 protocols; run with -c release.
        .executableTarget(
            name: "MocksBenchmark",
            dependencies: ["KumikiMocks", "ToolsBenchmarkSupport"],
            path: "Benchmarks/MocksBenchmark"
        ),
        // Prints how long reading a 5,000-file, 60-target Xcode project takes; run with -c release.
        .executableTarget(
            name: "ProjectBenchmark",
            dependencies: ["KumikiProjects", "ToolsBenchmarkSupport"],
            path: "Benchmarks/ProjectBenchmark"
        ),
        // Feeds damaged Swift files to the real binary; fails on any exit but 0, 1 or 2 (CI runs it).
        .executableTarget(name: "KumikiFuzz", dependencies: ["KumikiSourceFiles"]),
        .testTarget(
            name: "KumikiScaffoldTests",
            dependencies: ["KumikiScaffold", "KumikiCheck", "ToolsTestSupport"]
        ),
        // What the tool's tests share: Xcode project files of the shape Xcode writes, child processes run to completion.
        .target(name: "ToolsTestSupport", path: "Tests/ToolsTestSupport"),
        .testTarget(
            name: "KumikiAdoptionTests",
            dependencies: ["KumikiAdoption", "KumikiCheck", "ToolsTestSupport"]
        ),
        .testTarget(
            name: "KumikiFixesTests",
            dependencies: ["KumikiFixes", "KumikiCheck", "KumikiProjects", "ToolsTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "KumikiMigrationTests",
            dependencies: ["KumikiMigration", "KumikiSourceFiles", "ToolsTestSupport"]
        ),
        .testTarget(
            name: "KumikiMocksTests",
            dependencies: ["KumikiMocks", "ToolsTestSupport"]
        ),
        // Protocols with every shape `kumiki mocks` supports, and (below) the mocks generated for
        // them, compiled and exercised; KumikiMocksTests fails when the committed mocks are stale.
        .target(name: "MockFixtures", dependencies: ["MockFixtureDependencies"], path: "Tests/MockFixtures"),
        // Another module's protocols, which MockFixtures' protocols refine: the generator reads
        // them from these sources, as it reads a package's dependencies from `.build/checkouts`.
        .target(name: "MockFixtureDependencies", path: "Tests/MockFixtureDependencies"),
        .testTarget(
            name: "GeneratedMocksTests",
            dependencies: ["MockFixtures", "MockFixtureDependencies"]
        ),
        .testTarget(
            name: "KumikiLSPTests",
            dependencies: ["KumikiLSP"]
        ),
        .testTarget(
            name: "KumikiLanguageServerTests",
            dependencies: ["KumikiLanguageServer", "KumikiLSP", "KumikiSourceFiles"]
        ),
        .testTarget(
            name: "KumikiArchitectureTestingTests",
            dependencies: ["KumikiArchitectureTesting", "KumikiSourceFiles"]
        ),
        .testTarget(
            name: "KumikiMCPTests",
            dependencies: ["KumikiMCP", "KumikiCheck", .product(name: "MCP", package: "swift-sdk")]
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
                "KumikiProjects",
                "KumikiSourceFiles",
                "ToolsTestSupport",
            ] + swiftSyntax,
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
