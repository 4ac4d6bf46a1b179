// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Checkout",
    products: [.library(name: "Checkout", targets: ["Checkout"])],
    dependencies: [.package(path: "../DesignKit")],
    targets: [
        .target(name: "Checkout", dependencies: [.product(name: "DesignKit", package: "DesignKit")])
    ]
)
