// swift-tools-version: 6.1
//
// Applies the binary-backed build plugin, as a consumer would: CI builds CatalogFeature (clean,
// it builds) and CartFeature (a planted forbidden import, the build fails at its line), and
// checks that no swift-syntax module was compiled on the way.

import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [
        .package(name: "kumiki-plugins", path: ".."),
    ],
    targets: [
        .target(name: "CatalogFeature", plugins: [.plugin(name: "KumikiCheckBuildPlugin", package: "kumiki-plugins")]),
        .target(name: "CartFeature", plugins: [.plugin(name: "KumikiCheckBuildPlugin", package: "kumiki-plugins")]),
    ]
)
