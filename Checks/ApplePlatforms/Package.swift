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

/// A package manifest read as text, as the repository's manifests are written (a target per
/// `.target(…)`, names as string literals), so this package compiles their modules with the
/// dependencies they declare instead of copying the lists. What cannot be read stops the build
/// with the file's name; `scripts/check-apple-platforms.py` (in CI) compares the result with
/// SwiftPM's own reading of the Showcase's manifest.
struct ManifestText {
    /// The manifest with its comments removed, so a quote or bracket in one never counts.
    let text: String
    /// The file, for messages.
    let path: String

    /// Reads the manifest at `path`, relative to this one.
    init(_ path: String) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            fatalError("\(url.path) could not be read")
        }
        self.path = url.path
        self.text = text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.withoutComment).joined(separator: "\n")
    }

    /// The text inside the `(` or `[` that ends `opening`, at its first occurrence at or after `start`.
    func enclosed(after opening: String, from start: String.Index? = nil) -> Substring? {
        guard let found = text[(start ?? text.startIndex)...].firstRange(of: opening) else { return nil }
        return enclosed(from: text.index(before: found.upperBound))
    }

    /// Every `.target(…)` after `marker`, by name: its body.
    func targets(after marker: String) -> [String: Substring] {
        guard let list = text.firstRange(of: marker) else {
            fatalError("the targets of \(path) could not be read")
        }
        var targets: [String: Substring] = [:]
        var rest = text[list.upperBound...]
        while let body = enclosed(after: ".target(", from: rest.startIndex) {
            if let name = Self.stringLiterals(in: body).first { targets[name] = body }
            rest = text[body.endIndex...]
        }
        return targets
    }

    /// The dependencies a target's body lists; `everyFeature` stands for a `+ features.map` after them.
    func dependencies(in body: Substring, everyFeature: [String] = []) -> [Target.Dependency] {
        guard let list = enclosed(after: "dependencies: [", from: body.startIndex), list.endIndex <= body.endIndex else { return [] }
        var dependencies: [Target.Dependency] = []
        var rest = list
        while let quote = rest.firstIndex(of: "\"") {
            let before = rest[..<quote]
            guard let name = Self.stringLiterals(in: rest[quote...]).first else { break }
            rest = rest[rest.index(quote, offsetBy: name.count + 2)...]
            if before.hasSuffix(".product(name: "), let package = Self.stringLiterals(in: rest).first {
                // A product of the Kumiki package is the target of the same name here.
                dependencies.append(package == "Kumiki" ? .target(name: name) : .product(name: name, package: package))
                rest = rest[rest.index(after: rest.firstIndex(of: ")") ?? rest.startIndex)...]
            } else {
                dependencies.append(.target(name: name))
            }
        }
        if text[list.endIndex..<body.endIndex].contains("features.map") {
            dependencies += everyFeature.map { .target(name: $0) }
        }
        return dependencies
    }

    /// The text inside the bracket or parenthesis at `open`, up to its match, skipping string literals.
    func enclosed(from open: String.Index) -> Substring? {
        let opening = text[open]
        let closing: Character = opening == "(" ? ")" : "]"
        var depth = 0
        var inString = false
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                inString.toggle()
            } else if !inString, character == opening {
                depth += 1
            } else if !inString, character == closing {
                depth -= 1
                if depth == 0 { return text[text.index(after: open)..<index] }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The string literals in `text`, in order.
    static func stringLiterals(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
    }

    /// A line without its `//` comment; `//` inside a string literal (a URL) stays.
    static func withoutComment(_ line: Substring) -> Substring {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inString.toggle() }
            if !inString, character == "/", previous == "/" { return line[..<line.index(before: index)] }
            previous = character
        }
        return line
    }
}

/// Kumiki's own manifest: the runtime's modules compiled here take their dependencies from it.
let kumikiManifest = ManifestText("../../Package.swift")
/// Kumiki's targets, by name.
let kumikiTargets = kumikiManifest.targets(after: "targets: [")

/// The dependencies Kumiki's manifest gives `target`.
func kumikiDependencies(of target: String) -> [Target.Dependency] {
    guard let body = kumikiTargets[target] else { fatalError("\(kumikiManifest.path) has no target \(target)") }
    return kumikiManifest.dependencies(in: body)
}

/// The Showcase as its own files declare it: the manifest's `features` table and
/// `featureTargets` shape, its other `.target` entries, and the iOS app's package products
/// (Examples/Showcase/iOS/ShowcaseiOS.xcodeproj). Every library product's module and every module
/// the iOS app links is compiled.
enum ShowcaseDeclarations {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Showcase").standardizedFileURL
    static let manifest = ManifestText("../../Examples/Showcase/Package.swift")

    /// The feature modules, each with what its `uses` names: `("Name", ["ShowcaseDomain", "KumikiSwiftUI"], hasTimelines)`.
    static let features: [(name: String, uses: [String])] = {
        guard let entries = manifest.enclosed(after: "let features: [(name: String, uses: [String], hasTimelines: Bool)] = [") else {
            fatalError("the features table of \(manifest.path) could not be read")
        }
        var features: [(name: String, uses: [String])] = []
        var rest = entries[...]
        while let open = rest.firstIndex(of: "("), let entry = manifest.enclosed(from: open) {
            let strings = ManifestText.stringLiterals(in: entry)
            if let name = strings.first { features.append((name, Array(strings.dropFirst()))) }
            rest = entries[entry.endIndex...].dropFirst()
        }
        return features
    }()

    /// What every feature module depends on besides its `uses`: the first `.target(` of `featureTargets`.
    static let featureDependencies: [Target.Dependency] = {
        guard let shape = manifest.text.firstRange(of: "let featureTargets"),
              let body = manifest.enclosed(after: ".target(", from: shape.upperBound)
        else {
            fatalError("featureTargets in \(manifest.path) could not be read")
        }
        return manifest.dependencies(in: body)
    }()

    /// Every `.target(…)` in the manifest's `targets`, by name: its body.
    static let targets = manifest.targets(after: "targets: featureTargets + [")

    /// The dependencies the Showcase's manifest gives its module `name`.
    static func dependencies(of name: String) -> [Target.Dependency] {
        if let feature = features.first(where: { $0.name == name }) {
            return featureDependencies + feature.uses.map { .target(name: $0) }
        }
        return targets[name].map { manifest.dependencies(in: $0, everyFeature: features.map(\.name)) } ?? []
    }

    /// The modules of the Showcase's library products (`features.map` names every feature).
    static let libraryModules: [String] = {
        var modules: [String] = []
        var rest = manifest.text[...]
        while let body = manifest.enclosed(after: ".library(", from: rest.startIndex) {
            if let list = body.firstRange(of: "targets:") {
                modules += body[list.upperBound...].contains("features.map")
                    ? features.map(\.name) : ManifestText.stringLiterals(in: body[list.upperBound...])
            }
            rest = manifest.text[body.endIndex...]
        }
        return modules
    }()

    /// The iOS app's package products, from its Xcode project.
    static let iOSAppProducts: [String] = {
        let url = folder.appendingPathComponent("iOS/ShowcaseiOS.xcodeproj/project.pbxproj")
        guard let project = try? String(contentsOf: url, encoding: .utf8) else {
            fatalError("\(url.path) could not be read")
        }
        return project.components(separatedBy: "isa = XCSwiftPackageProductDependency;").dropFirst().compactMap { block in
            guard let name = block.firstRange(of: "productName = ") else { return nil }
            return String(block[name.upperBound...].prefix { $0 != ";" })
        }
    }()
}

/// Where a Showcase module's sources are: under `ShowcaseSources`, one symbolic link to
/// Examples/Showcase/Sources, so a new module needs no link of its own.
func showcase(_ module: String) -> String {
    "ShowcaseSources/\(module)"
}

/// The modules that hold SwiftUI and UIKit views (an `iOS` folder) see the stand-ins under the
/// frameworks' names.
func holdsViews(_ module: String) -> Bool {
    FileManager.default.fileExists(atPath: ShowcaseDeclarations.folder.appendingPathComponent("Sources/\(module)/iOS").path)
}

/// The names of the Showcase's own modules a list of dependencies reaches.
func moduleNames(_ dependencies: [Target.Dependency]) -> [String] {
    let modules = Set(ShowcaseDeclarations.features.map(\.name)).union(ShowcaseDeclarations.targets.keys)
    return dependencies.compactMap { dependency -> String? in
        guard case .targetItem(let name, _) = dependency, modules.contains(name) else { return nil }
        return name
    }
}

/// The Showcase's library modules and those the iOS app links, directly or not, each compiled with the
/// dependencies the Showcase declares, and the iOS app's sources (Examples/Showcase/iOS/ShowcaseiOS).
/// The app is a library target here, not an executable: SwiftPM rejects the Combine alias in an
/// executable's graph, and only type-checking the app matters, never running it.
let showcaseTargets: [Target] = {
    let appProducts = ShowcaseDeclarations.iOSAppProducts.map { Target.Dependency.target(name: $0) }
    var linked: [String] = []
    var pending = moduleNames(appProducts + ShowcaseDeclarations.libraryModules.map { .target(name: $0) })
    while let module = pending.popLast() {
        guard !linked.contains(module) else { continue }
        linked.append(module)
        pending += moduleNames(ShowcaseDeclarations.dependencies(of: module))
    }
    let views: [Target.Dependency] = ["AppleSwiftUI", "AppleUIKit"]
    return linked.sorted().map { module in
        let body = ShowcaseDeclarations.targets[module] ?? ""
        return .target(
            name: module,
            dependencies: ShowcaseDeclarations.dependencies(of: module) + (holdsViews(module) ? views : []),
            path: showcase(module),
            resources: body.contains(".process(\"Resources\")") ? [.process("Resources")] : nil,
            swiftSettings: holdsViews(module) ? viewFrameworkAliases : nil
        )
    } + [
        .target(name: "ShowcaseiOS", dependencies: appProducts + views, swiftSettings: viewFrameworkAliases),
    ]
}()

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
        .target(name: "KumikiStore", dependencies: kumikiDependencies(of: "KumikiStore")),
        // Checks/AppleStandIns/Sources/UIKit and …/SwiftUI, through symbolic links.
        .target(name: "AppleUIKit", swiftSettings: viewFrameworkAliases),
        .target(
            name: "AppleSwiftUI",
            dependencies: ["AppleUIKit", "AppleCombine"],
            swiftSettings: [.unsafeFlags(["-module-alias", "UIKit=AppleUIKit", "-module-alias", "Combine=AppleCombine"])]
        ),
        .target(name: "KumikiSwiftUI", dependencies: kumikiDependencies(of: "KumikiSwiftUI") + ["AppleSwiftUI"], swiftSettings: viewFrameworkAliases),
        .target(name: "KumikiUIKit", dependencies: kumikiDependencies(of: "KumikiUIKit") + ["AppleUIKit"], swiftSettings: viewFrameworkAliases),
        .target(name: "KumikiGRDB", dependencies: kumikiDependencies(of: "KumikiGRDB")),
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
        // kumiki mocks' requirement matrix (Tools/Tests/MockFixtures, through symbolic links) with
        // UIKit's stand-in, so its `#if canImport(UIKit)` fixtures and their committed mocks compile
        // and run here as on iOS.
        .target(name: "MockFixtureDependencies"),
        .target(name: "MockFixtures", dependencies: ["MockFixtureDependencies", "AppleUIKit"], swiftSettings: viewFrameworkAliases),
        .testTarget(
            name: "GeneratedMocksTests",
            dependencies: ["MockFixtures", "MockFixtureDependencies", "AppleUIKit"],
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
