// swift-tools-version: 6.1
//
// Compiles Kumiki's own sources (Sources/Kumiki, through a symbolic link) as an Apple
// platform would: `canImport(Combine)`, `canImport(Security)` and `canImport(Darwin)` are
// true here, so every Apple-only branch is type-checked on Linux, and KeychainSecureStore
// runs the SecureStore behaviour suite against an in-memory Keychain.
//
// Not shipped and not part of the root package: CI builds and tests it on its own
// (`swift test --package-path Checks/ApplePlatforms`). The stand-ins (Checks/AppleStandIns/Sources,
// through symbolic links) are compiled here as AppleCombine, AppleSecurity, AppleDarwin,
// AppleUIKit and AppleSwiftUI, and only the modules that import them are told the aliases, so no
// other module in the build (OpenCombine, GRDB, swift-nio, swift-log) ever finds a module called by
// an Apple framework's name. SwiftPM's `moduleAliases` is not used: in one fresh build it renamed
// the products and in the next it did not, and GRDB then compiled its `canImport(Darwin)` branch
// against the stand-in.

import Foundation
import PackageDescription

/// `import Combine`, `Security` and `Darwin` (and their `canImport`) name the stand-ins in the
/// modules compiled with these flags: Kumiki, whose Apple-only branches they type-check.
let appleModuleAliases = ["-module-alias", "Combine=AppleCombine", "-module-alias", "Security=AppleSecurity", "-module-alias", "Darwin=AppleDarwin"]

/// The View-layer stand-ins are compiled here under their aliases (SwiftPM's `moduleAliases`
/// leaves modules named `UIKit` and `SwiftUI` unrenamed), and every module that imports them
/// is told the alias, so `import SwiftUI` and `canImport(SwiftUI)` see AppleSwiftUI while no
/// dependency built alongside (GRDB, Hummingbird, swift-log…) ever finds a `SwiftUI` module.
let viewFrameworkAliases: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "UIKit=AppleUIKit", "-module-alias", "SwiftUI=AppleSwiftUI"]),
]

/// The Showcase's feature modules and what each uses beside the routes, the shared components
/// and Kumiki: read from the `features` table of the Showcase's own manifest (one line a
/// feature, `("Name", ["ShowcaseDomain", "KumikiSwiftUI"], hasTimelines)`), so a feature added
/// there is compiled here with no change to this file. `scripts/check-apple-platforms.py` (in CI)
/// compares the two manifests' modules and dependencies.
let showcaseFeatures: [(name: String, uses: [String])] = {
    let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Showcase/Package.swift").standardizedFileURL
    guard let text = try? String(contentsOf: manifest, encoding: .utf8),
          let start = text.range(of: "let features: [(name: String, uses: [String], hasTimelines: Bool)] = [")
    else {
        fatalError("the features table of \(manifest.path) could not be read")
    }
    var features: [(name: String, uses: [String])] = []
    for line in text[start.upperBound...].split(separator: "\n") {
        let entry = line.trimmingCharacters(in: .whitespaces)
        if entry.hasPrefix("]") { break }
        guard entry.hasPrefix("(\""), let nameEnd = entry.dropFirst(2).firstIndex(of: "\""),
              let listStart = entry.firstIndex(of: "["), let listEnd = entry.firstIndex(of: "]")
        else { continue }
        let name = String(entry[entry.index(entry.startIndex, offsetBy: 2)..<nameEnd])
        let uses = entry[entry.index(after: listStart)..<listEnd].split(separator: ",")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }.filter { !$0.isEmpty }
        features.append((name, uses))
    }
    return features
}()

/// Where a Showcase module's sources are: under `ShowcaseSources`, one symbolic link to
/// Examples/Showcase/Sources, so a new module needs no link of its own.
func showcase(_ module: String) -> String {
    "ShowcaseSources/\(module)"
}

/// The Showcase's modules with the dependencies its manifest gives them, and the iOS app's
/// sources (Examples/Showcase/iOS/ShowcaseiOS). The features and the shared components hold
/// SwiftUI and UIKit views, so they see the stand-ins under the frameworks' names. The app is a
/// library target here, not an executable: SwiftPM rejects the Combine alias in an executable's
/// graph, and only type-checking the app matters, never running it.
let showcaseTargets: [Target] = showcaseFeatures.map { feature in
    .target(
        name: feature.name,
        dependencies: ["ShowcaseRouting", "ShowcaseUIComponents", "Kumiki", "AppleSwiftUI", "AppleUIKit"]
            + feature.uses.map { .target(name: $0) },
        path: showcase(feature.name),
        swiftSettings: viewFrameworkAliases
    )
} + [
    .target(name: "ShowcaseDomain", dependencies: ["Kumiki"], path: showcase("ShowcaseDomain")),
    .target(
        name: "ShowcaseInfrastructure",
        dependencies: ["ShowcaseDomain", "Kumiki", "KumikiGRDB", .product(name: "GRDB", package: "GRDB.swift")],
        path: showcase("ShowcaseInfrastructure")
    ),
    .target(name: "ShowcasePresentation", dependencies: ["Kumiki"], path: showcase("ShowcasePresentation")),
    .target(
        name: "ShowcaseUIComponents",
        dependencies: ["ShowcaseDomain", "ShowcaseRouting", "Kumiki", "AppleSwiftUI", "AppleUIKit"],
        path: showcase("ShowcaseUIComponents"),
        swiftSettings: viewFrameworkAliases
    ),
    .target(name: "ShowcaseRouting", dependencies: ["ShowcaseDomain"], path: showcase("ShowcaseRouting")),
    .target(name: "ShowcaseTerminalApp", dependencies: ["ShowcaseRouting", "ShowcaseUIComponents", "Kumiki"], path: showcase("ShowcaseTerminalApp")),
    .target(
        name: "ShowcaseApp",
        dependencies: [
            "ShowcaseDomain", "ShowcaseInfrastructure", "ShowcaseRouting", "ShowcaseUIComponents", "Kumiki",
            .product(name: "Swinject", package: "Swinject"),
        ] + showcaseFeatures.map { .target(name: $0.name) },
        path: showcase("ShowcaseApp")
    ),
    .target(
        name: "ShowcaseServer",
        dependencies: [
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: showcase("ShowcaseServer"),
        resources: [.process("Resources")]
    ),
    .target(
        name: "ShowcaseiOS",
        dependencies: ["ShowcaseApp", "ShowcaseServer", "ShowcaseRouting", "ShowcaseUIComponents", "Kumiki", "AppleSwiftUI", "AppleUIKit"],
        swiftSettings: viewFrameworkAliases
    ),
]

let package = Package(
    name: "ApplePlatforms",
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // What the Showcase's modules use, for compiling the iOS app and everything it links.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The backend answers HTTP/1.0 below Hummingbird's HTTP types, with their codec.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        // What KumikiStore uses: IdentifiedArray for forEach, IssueReporting for its warnings,
        // CustomDump for debug().
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        // scripts/docs.sh documents KumikiSwiftUI and KumikiUIKit here, compiled against the stand-ins.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: showcaseTargets + [
        .target(
            name: "Kumiki",
            dependencies: [
                "AppleCombine", "AppleSecurity", "AppleDarwin",
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.unsafeFlags(appleModuleAliases)]
        ),
        // Checks/AppleStandIns/Sources/Combine, Security and Darwin, through symbolic links.
        .target(
            name: "AppleCombine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            // The operators OpenCombine lacks, from the files Kumiki compiles on Linux.
            swiftSettings: [.define("KUMIKI_COMBINE_STAND_IN")]
        ),
        .target(name: "AppleSecurity"),
        .target(name: "AppleDarwin"),
        .target(
            name: "KumikiStore",
            dependencies: [
                "Kumiki",
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        // Checks/AppleStandIns/Sources/UIKit and …/SwiftUI, through symbolic links.
        .target(name: "AppleUIKit", swiftSettings: viewFrameworkAliases),
        .target(
            name: "AppleSwiftUI",
            dependencies: ["AppleUIKit", "AppleCombine"],
            swiftSettings: [.unsafeFlags(["-module-alias", "UIKit=AppleUIKit", "-module-alias", "Combine=AppleCombine"])]
        ),
        .target(name: "KumikiSwiftUI", dependencies: ["Kumiki", "KumikiStore", "AppleSwiftUI"], swiftSettings: viewFrameworkAliases),
        .target(name: "KumikiUIKit", dependencies: ["Kumiki", "AppleUIKit"], swiftSettings: viewFrameworkAliases),
        .target(name: "KumikiGRDB", dependencies: ["Kumiki", .product(name: "GRDB", package: "GRDB.swift")]),
        // The DocC articles' samples (Snippets/KumikiSwiftUI, Snippets/KumikiUIKit), which the
        // root package compiles with their `#if canImport` false.
        // The stand-ins are imported as SwiftUI and UIKit, through the -module-alias flags.
        .target(
            name: "SwiftUISnippets",
            dependencies: [
                "Kumiki", "KumikiStore", "KumikiSwiftUI",
                // kumiki:disable:next unused-dependency
                "AppleSwiftUI",
            ],
            swiftSettings: viewFrameworkAliases
        ),
        .target(
            name: "UIKitSnippets",
            dependencies: [
                "Kumiki", "KumikiUIKit",
                // kumiki:disable:next unused-dependency
                "AppleUIKit",
            ],
            swiftSettings: viewFrameworkAliases
        ),
        // Type-checks classic SwiftUI mistakes against the built stand-in with swiftc; depends on
        // the stand-in only so that it is built first.
        .testTarget(name: "StandInRejectionTests", dependencies: ["AppleSwiftUI"]),
        .testTarget(
            name: "KeychainSecureStoreTests",
            dependencies: ["Kumiki", "AppleSecurity"],
            swiftSettings: [.unsafeFlags(["-module-alias", "Security=AppleSecurity"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
