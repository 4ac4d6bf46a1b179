// swift-tools-version: 6.1
//
// Kumiki's build and command plugins on a prebuilt `kumiki` (an SE-0305 artifact bundle), so a
// package that applies them resolves and compiles no swift-syntax: the check runs at release
// speed from the first build. Tools/ keeps the same plugins built from source, for contributors.
//
// Here the bundle is local (`scripts/release.sh --install-local` writes it); a release
// publishes this package with `url:` and `checksum:` instead, written by scripts/release.sh.

import PackageDescription

let package = Package(
    name: "kumiki-plugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "KumikiCheckBuildPlugin", targets: ["KumikiCheckBuildPlugin"]),
        .plugin(name: "KumikiCheckCommandPlugin", targets: ["KumikiCheckCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "kumiki", path: "kumiki.artifactbundle"),
        // The plugins' sources are Tools/Plugins' own (symbolic links), so both packages run
        // the same plugin code; a release copies the files.
        .plugin(
            name: "KumikiCheckBuildPlugin",
            capability: .buildTool(),
            dependencies: ["kumiki"],
            path: "Sources/KumikiCheckBuildPlugin"
        ),
        .plugin(
            name: "KumikiCheckCommandPlugin",
            capability: .command(
                intent: .custom(verb: "kumiki-check", description: "Check the package against Kumiki's architecture rules"),
                permissions: []
            ),
            dependencies: ["kumiki"],
            path: "Sources/KumikiCheckCommandPlugin"
        ),
    ]
)
