// swift-tools-version: 6.1
//
// The `kumiki` command-line tool: checks a Swift codebase against the
// architecture's rules. It is its own package so that apps depending on the
// Kumiki runtime never resolve swift-syntax, Yams or swift-argument-parser.

import PackageDescription

let package = Package(
    name: "kumiki-tools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kumiki", targets: ["kumiki"]),
        .library(name: "KumikiCheck", targets: ["KumikiCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(
            name: "KumikiCheck",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "kumiki",
            dependencies: [
                "KumikiCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "KumikiCheckTests",
            dependencies: ["KumikiCheck"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
