// swift-tools-version: 6.1
//
// Kumiki: the layered, reactive iOS app architecture as one Swift package.
//
// The root package's dependency list is deliberately short: every package
// declared here is resolved by every app that depends on Kumiki.

import PackageDescription

/// Platforms where Apple's Combine is missing and OpenCombine stands in for it.
let openCombinePlatforms: [Platform] = [.linux, .android, .windows, .wasi]

let package = Package(
    name: "Kumiki",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
    ],
    products: [
        .library(name: "Kumiki", targets: ["Kumiki"]),
        .library(name: "KumikiStore", targets: ["KumikiStore"]),
        // The View-layer glue; empty where SwiftUI or UIKit do not exist.
        .library(name: "KumikiSwiftUI", targets: ["KumikiSwiftUI"]),
        .library(name: "KumikiUIKit", targets: ["KumikiUIKit"]),
        // A SQLite cache for Repositories; its own product so only apps that want GRDB link it.
        .library(name: "KumikiGRDB", targets: ["KumikiGRDB"]),
        // For test targets only: Recorder, timelines, leak checks, test doubles.
        .library(name: "KumikiTesting", targets: ["KumikiTesting"]),
        .executable(name: "kumiki-store-benchmark", targets: ["StoreBenchmark"]),
        .executable(name: "kumiki-apiclient-benchmark", targets: ["APIClientBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Already resolved through combine-schedulers; KumikiTesting reports failures with it
        // in whichever test framework is running.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Readable state diffs in TestStore failures and in a reducer's `debug()` output.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        // The collections `forEach` composes over (IdentifiedArray), as TCA users know them.
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        // Already in the graph through swift-identified-collections; KumikiStore's inlined `forEach`
        // compares a list's identifiers (an OrderedSet) itself, so it declares it.
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // `swift package generate-documentation` for scripts/docs.sh; a plugin only, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "Kumiki",
            dependencies: [
                .product(
                    name: "OpenCombineShim",
                    package: "OpenCombine",
                    condition: .when(platforms: openCombinePlatforms)
                ),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "KumikiStore",
            dependencies: [
                "Kumiki",
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                // Action-flood warnings and misuse reports: runtime warnings in an app, failures in tests.
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        // Everything in these two sits behind `#if canImport(SwiftUI)` / `canImport(UIKit)`;
        // Checks/ApplePlatforms type-checks them against the stand-ins on every CI run.
        .target(
            name: "KumikiSwiftUI",
            dependencies: ["Kumiki", "KumikiStore"]
        ),
        .target(
            name: "KumikiUIKit",
            dependencies: ["Kumiki"]
        ),
        .target(
            name: "KumikiGRDB",
            dependencies: ["Kumiki", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(
            name: "KumikiTesting",
            dependencies: [
                "Kumiki",
                "KumikiStore",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                // Lets IssueReporting record failures in Swift Testing as well as XCTest: linked, never imported.
                // kumiki:disable:next unused-dependency
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // Doubles and probes shared by the test targets; never linked by shipped code.
        .target(
            name: "KumikiTestSupport",
            dependencies: ["Kumiki"],
            path: "Tests/KumikiTestSupport"
        ),
        // The benchmarks' command lines: --help, and exit 2 for anything they do not take.
        .target(
            name: "BenchmarkSupport",
            path: "Benchmarks/Support"
        ),
        // The allocator's bytes in use, for the store benchmark's memory figure (C: mallinfo2, malloc zones).
        .target(
            name: "HeapStats",
            path: "Benchmarks/HeapStats"
        ),
        // Prints figures; not a test. Run in release (see the file's header).
        .executableTarget(
            name: "StoreBenchmark",
            dependencies: ["KumikiStore", "BenchmarkSupport", "HeapStats"],
            path: "Benchmarks/StoreBenchmark"
        ),
        // A POSIX-socket HTTP server on 127.0.0.1 with fault injection, for the
        // network tests and the APIClient benchmark; no package needed.
        .target(
            name: "LoopbackHTTPServer",
            path: "Tests/LoopbackHTTPServer"
        ),
        .executableTarget(
            name: "APIClientBenchmark",
            dependencies: ["Kumiki", "LoopbackHTTPServer", "BenchmarkSupport"],
            path: "Benchmarks/APIClientBenchmark"
        ),
        .testTarget(
            name: "KumikiTests",
            dependencies: [
                "Kumiki",
                "KumikiTesting",
                "LoopbackHTTPServer",
                "KumikiTestSupport",
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "KumikiGRDBTests",
            dependencies: ["Kumiki", "KumikiGRDB", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "KumikiStoreTests",
            dependencies: ["Kumiki", "KumikiStore", "KumikiTesting", "KumikiTestSupport"]
        ),
        .testTarget(
            name: "KumikiTestingTests",
            dependencies: ["KumikiTesting", "KumikiTestSupport"],
            exclude: ["Timeline/__Timelines__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
