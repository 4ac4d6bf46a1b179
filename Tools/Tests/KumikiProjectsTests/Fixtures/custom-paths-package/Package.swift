// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Catalog",
    products: [
        .library(name: "Catalog", targets: ["CatalogCore", "CatalogUI"]),
    ],
    targets: [
        .target(name: "CatalogCore", path: "Code/Core", exclude: ["Legacy", "README.md"]),
        .target(
            name: "CatalogUI",
            dependencies: ["CatalogCore"],
            path: "Code/UI",
            sources: ["Views", "CatalogScreen.swift"]
        ),
        .executableTarget(name: "catalog-tool", dependencies: [.target(name: "CatalogCore")], path: "Tool"),
        .testTarget(name: "CatalogCoreTests", dependencies: ["CatalogCore"]),
    ]
)
