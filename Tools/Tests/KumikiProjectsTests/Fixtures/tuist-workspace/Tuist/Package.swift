// swift-tools-version: 6.0
import PackageDescription

#if TUIST
    import ProjectDescription

    let packageSettings = PackageSettings(productTypes: ["Nuke": .framework])
#endif

let package = Package(
    name: "ReaderDependencies",
    dependencies: [
        .package(url: "https://github.com/kean/Nuke", from: "12.0.0"),
    ]
)
