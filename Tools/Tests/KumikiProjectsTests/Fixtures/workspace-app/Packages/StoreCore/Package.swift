// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "StoreCore",
    products: [.library(name: "StoreCore", targets: ["StoreCore"])],
    targets: [
        .target(name: "StoreCore"),
        .testTarget(name: "StoreCoreTests", dependencies: ["StoreCore"]),
    ]
)
