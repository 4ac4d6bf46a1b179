// swift-tools-version: 6.1
//
// Stand-ins for the Apple-only modules Kumiki's sources import behind `#if canImport(…)`:
// `Combine`, `Security`, `Darwin`, `UIKit` and `SwiftUI`, with the API surface Kumiki and
// the Showcase's iOS app use and the spellings Apple documents. `Checks/ApplePlatforms` compiles
// every one of these sources itself, through symbolic links, as `AppleCombine`, `AppleSecurity`,
// `AppleDarwin`, `AppleUIKit` and `AppleSwiftUI`, and passes `-module-alias` only to the modules
// that import them, so no other module of its build sees a module called by an Apple framework's
// name (SwiftPM's `moduleAliases` renamed these products in one fresh build and not in the next).
// This manifest builds the first three on their own, under their own names.

import PackageDescription

let package = Package(
    name: "AppleStandIns",
    products: [
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Security", targets: ["Security"]),
        .library(name: "Darwin", targets: ["Darwin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        // OpenCombine's API mirrors Apple's; the operators OpenCombine lacks come from the very
        // files Kumiki compiles on Linux (a symbolic link to Sources/Kumiki/Reactive/OpenCombineGaps).
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            // SwiftPM compiles an aliased module with its own alias in scope, so
            // `canImport(Combine)` is true here; the flag keeps the gap files in.
            swiftSettings: [.define("KUMIKI_COMBINE_STAND_IN")]
        ),
        .target(name: "Security"),
        .target(name: "Darwin"),
    ],
    swiftLanguageModes: [.v6]
)
