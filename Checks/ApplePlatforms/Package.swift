// swift-tools-version: 6.1
//
// Compiles Kumiki's own sources (Sources/Kumiki, through a symbolic link) as an Apple
// platform would: `canImport(Combine)`, `canImport(Security)` and `canImport(Darwin)` are
// true here, so every Apple-only branch is type-checked on Linux, and KeychainSecureStore
// runs the SecureStore behaviour suite against an in-memory Keychain.
//
// Not shipped and not part of the root package: CI builds and tests it on its own
// (`swift test --package-path Checks/ApplePlatforms`). The stand-ins are aliased, so the
// modules on disk are called AppleCombine, AppleSecurity and AppleDarwin, and no other
// module in the build (OpenCombine, combine-schedulers, swift-log) ever sees them.

import PackageDescription

/// The Apple-only modules, each under an alias no real module has.
let standIns: [Target.Dependency] = [
    .product(name: "Combine", package: "AppleStandIns", moduleAliases: ["Combine": "AppleCombine"]),
    .product(name: "Security", package: "AppleStandIns", moduleAliases: ["Security": "AppleSecurity"]),
    .product(name: "Darwin", package: "AppleStandIns", moduleAliases: ["Darwin": "AppleDarwin"]),
]

let package = Package(
    name: "ApplePlatforms",
    dependencies: [
        .package(path: "../AppleStandIns"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "Kumiki",
            dependencies: standIns + [
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "KeychainSecureStoreTests",
            dependencies: [
                "Kumiki",
                .product(name: "Security", package: "AppleStandIns", moduleAliases: ["Security": "AppleSecurity"]),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
