// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "LegacyCore",
    products: [.library(name: "LegacyCore", targets: ["LegacyCore"])],
    targets: [.target(name: "LegacyCore")]
)
