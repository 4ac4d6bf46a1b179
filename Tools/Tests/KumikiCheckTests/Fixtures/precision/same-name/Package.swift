// swift-tools-version: 5.9
import PackageDescription

// The app's code as a package too, beside the Xcode project that builds the app from the same folder.
let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Shop", path: "Shop"),
    ]
)
