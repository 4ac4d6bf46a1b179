// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ShopKit",
    products: [.library(name: "ShopKit", targets: ["ShopKit"]), .library(name: "ShopAnalytics", targets: ["ShopAnalytics"])],
    targets: [
        .target(name: "ShopKit"),
        .target(name: "ShopAnalytics")
    ]
)
