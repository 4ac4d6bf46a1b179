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
        .executable(name: "kumiki-demo", targets: ["KumikiDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
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
        .executableTarget(
            name: "KumikiDemo",
            dependencies: ["Kumiki"],
            path: "Examples/KumikiDemo"
        ),
        // Doubles and probes shared by the test targets; never linked by shipped code.
        .target(
            name: "KumikiTestSupport",
            dependencies: ["Kumiki"],
            path: "Tests/KumikiTestSupport"
        ),
        .testTarget(
            name: "KumikiTests",
            dependencies: [
                "Kumiki",
                "KumikiTestSupport",
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "KumikiDemoTests",
            dependencies: ["KumikiDemo", "KumikiTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
