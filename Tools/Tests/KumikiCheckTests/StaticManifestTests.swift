import Foundation
@testable import KumikiProjects
import KumikiSourceFiles
import Testing
@testable import KumikiCheck

/// The static manifest reader against `swift package dump-package`, on every manifest this
/// repository can reach: its own packages and fixtures, and the manifests of every dependency
/// checked out under a `.build/checkouts` (real manifests nobody here wrote).
@Suite("Package.swift read without swift", .serialized)
struct StaticManifestTests {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every package folder with a manifest: the repository's (outside `.build`) and the checkouts'.
    static func packageFolders() -> [URL] {
        var folders: [URL] = []
        let enumerator = FileManager.default.enumerator(at: repository, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.path
            if url.lastPathComponent.hasPrefix(".build") {
                // Only the dependencies' checkouts, not build products.
                let checkouts = url.appendingPathComponent("checkouts")
                if url.lastPathComponent == ".build", FileManager.default.fileExists(atPath: checkouts.path) {
                    let found = FileManager.default.enumerator(at: checkouts, includingPropertiesForKeys: nil)
                    while let manifest = found?.nextObject() as? URL {
                        if manifest.lastPathComponent == "Package.swift" { folders.append(manifest.deletingLastPathComponent()) }
                        if manifest.lastPathComponent.hasPrefix(".build") || manifest.lastPathComponent == ".git" { found?.skipDescendants() }
                    }
                }
                enumerator?.skipDescendants()
            } else if url.lastPathComponent == ".git" {
                enumerator?.skipDescendants()
            } else if url.lastPathComponent == "Package.swift", !path.contains("/.build") {
                folders.append(url.deletingLastPathComponent())
            }
        }
        // One copy of each checkout: every package folder builds its dependencies again.
        var seen: Set<String> = []
        return folders.filter { folder in
            let components = folder.pathComponents
            let key = components.firstIndex(of: "checkouts").map { components[($0 + 1)...].joined(separator: "/") } ?? folder.path
            return seen.insert(key).inserted
        }
        .sorted { $0.path < $1.path }
    }

    /// A description as the comparison sees it: every target with its kind, sources and
    /// dependencies, every product, every package dependency, one line each.
    static func summary(_ project: ProjectDescription) -> [String] {
        let targets = project.targets.map { target in
            let folders = target.sources.folders.map { "\($0.path) -\($0.excluded.sorted()) only \($0.only?.sorted() ?? ["*"])" }
            let dependencies = target.dependencies.map { "\($0.kind.rawValue):\($0.name)\($0.package.map { "@\($0)" } ?? "")" }
            return "target \(target.name) \(target.kind.rawValue) \(folders) \(target.sources.files) → \(dependencies)"
        }
        let products = project.products.map { "product \($0.name) \($0.kind) \($0.targets)" }
        let packages = project.packages.map { "package \($0.identity) \($0.name ?? "-") \($0.path ?? $0.url ?? "-")" }
        return ["name \(project.name)"] + targets.sorted() + products.sorted() + packages.sorted()
    }

    @Test("on every manifest the repository can reach, the static reader and dump-package agree on targets, paths, sources, dependencies and products")
    func agreesWithDumpPackage() throws {
        let folders = Self.packageFolders()
        #expect(folders.count >= 10)
        let dumper = SwiftPackageDumper()
        let results = folders.concurrentMap { folder -> (folder: URL, static: Result<[String], ManifestEvaluator.Unsupported>, dumped: [String]?) in
            let reader = SwiftPackageReader(packagePath: ".", root: folder.path)
            let folderExists = { (path: String) -> Bool in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && isFolder.boolValue
            }
            let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            let manifest = StaticManifestReader.manifestInUse(manifests) { file in
                (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)).flatMap(StaticManifestReader.toolsVersion(of:))
            } ?? "Package.swift"
            let source = (try? String(contentsOf: folder.appendingPathComponent(manifest), encoding: .utf8)) ?? ""
            let statically = Result { () throws(ManifestEvaluator.Unsupported) -> [String] in
                Self.summary(reader.read(document: try StaticManifestReader.document(source: source, packageDirectory: folder.path), folderExists: folderExists))
            }
            let dumped = (try? dumper.dump(packageAt: folder.path)).flatMap { try? reader.read(dumpedJSON: $0, folderExists: folderExists) }.map(Self.summary)
            return (folder, statically, dumped)
        }
        var statically = 0, fallbacks: [String] = [], compared = 0
        for result in results {
            let name = result.folder.path.replacingOccurrences(of: Self.repository.path + "/", with: "")
            switch result.static {
            case .failure(let reason):
                fallbacks.append("\(name): \(reason)")
            case .success(let summary):
                statically += 1
                guard let dumped = result.dumped else { continue }
                compared += 1
                #expect(summary == dumped, "\(name)")
            }
        }
        print("\(folders.count) manifests: \(statically) read statically (\(compared) compared with dump-package), \(fallbacks.count) need dump-package")
        for fallback in fallbacks { print("  dump-package: \(fallback)") }
        #expect(statically * 4 >= folders.count * 3, "most manifests are read statically")
    }

    @Test("1,500 damaged manifests (cut, shuffled, nested, junk) are read or handed to dump-package, never a crash or a hang")
    func damagedManifests() {
        let sources = Self.packageFolders().compactMap { try? String(contentsOf: $0.appendingPathComponent("Package.swift"), encoding: .utf8) }
        var generator = SeededGenerator(seed: 0x9AC4A6E)
        var read = 0, handedOver = 0
        for round in 0..<1_500 {
            let damaged = FuzzTests.mutate(sources[round % sources.count], with: &generator)
            do {
                _ = try StaticManifestReader.document(source: damaged, packageDirectory: "/tmp/damaged")
                read += 1
            } catch {
                handedOver += 1
                #expect(!error.reason.isEmpty)
            }
        }
        print("damaged manifests: \(read) still read, \(handedOver) handed to dump-package")
        #expect(read + handedOver == 1_500)
    }

    @Test("what SwiftPM would refuse is not read as if it were fine: an unknown argument, a product of an undeclared package, a fatalError")
    func refusesWhatSwiftPMRefuses() {
        let refused = [
            "import PackageDescription\nlet package = Package(\n  nam: \"X\")\n",
            "import PackageDescription\nlet package = Package(name: \"X\", targets: [.target(name: \"A\", dependencies: [.product(name: \"P\", package: \"missing\")])])\n",
            "import PackageDescription\nlet package = Package(name: \"X\", targets: [.target(name: \"A\")])\nfatalError(\"boom\")\n",
            "import PackageDescription\nlet package = Package(name: \"X\", targets: [.target(name: \"A\"), .target(name: \"A\")])\n",
            "import PackageDescription\nlet package = Package(name: \"X\", products: [.library(name: \"L\", targets: [\"Nope\"])])\n",
        ]
        for source in refused {
            #expect(throws: ManifestEvaluator.Unsupported.self, "\(source)") { try StaticManifestReader.document(source: source, packageDirectory: "/p") }
        }
    }

    @Test("the environment decides an if, as dump-package would see it; #if sees this machine")
    func environmentAndConditions() throws {
        let source = """
            import PackageDescription
            #if os(Linux)
            let platformTarget = "LinuxOnly"
            #else
            let platformTarget = "Elsewhere"
            #endif
            var package = Package(name: "X", targets: [.target(name: platformTarget)])
            if ProcessInfo.processInfo.environment["KUMIKI_TEST_LOCAL"] == nil {
                package.targets.append(.target(name: "Remote"))
            } else {
                package.targets += [.target(name: "Local")]
            }
            """
        func targets(_ environment: [String: String]) throws -> [String] {
            let package = try ManifestEvaluator.evaluate(source: source, packageDirectory: "/p", environment: environment)
            return (package["targets"]?.array ?? []).compactMap { $0.object?["name"]?.string }
        }
        #if os(Linux)
        let first = "LinuxOnly"
        #else
        let first = "Elsewhere"
        #endif
        #expect(try targets([:]) == [first, "Remote"])
        #expect(try targets(["KUMIKI_TEST_LOCAL": "1"]) == [first, "Local"])
    }

    @Test("lists built by helpers that decide by platform (an #if inside a function, if as an expression, as [[T]] and flatMap(\\.self)) are read without swift, as dump-package reads them")
    func platformDecidedLists() throws {
        let folder = Self.repository.appendingPathComponent("Tools/Tests/KumikiCheckTests/Fixtures/manifests/platform-lists")
        let source = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        func names(_ environment: [String: String]) throws -> (targets: [String], products: [String]) {
            let package = try ManifestEvaluator.evaluate(source: source, packageDirectory: folder.path, environment: environment)
            return ((package["targets"]?.array ?? []).compactMap { $0.object?["name"]?.string },
                    (package["products"]?.array ?? []).compactMap { $0.object?["name"]?.string })
        }
        #if canImport(Darwin)
        let glue = ["AppleGlue"]
        #else
        let glue: [String] = []
        #endif
        #expect(try names([:]).targets == ["Core"] + glue + ["CoreTests"])
        #expect(try names([:]).products == ["Core"] + glue)
        #expect(try names(["PLATFORM_LISTS_FIXTURES": "1", "PLATFORM_LISTS_PORTABLE": "1"]).targets == ["Core", "Fixtures", "CoreTests"])
        // And exactly as SwiftPM describes it on this machine.
        let reader = SwiftPackageReader(packagePath: ".", root: folder.path)
        let folderExists = { (path: String) in FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) }
        let statically = reader.read(document: try StaticManifestReader.document(source: source, packageDirectory: folder.path), folderExists: folderExists)
        let dumped = try reader.read(dumpedJSON: try SwiftPackageDumper().dump(packageAt: folder.path), folderExists: folderExists)
        #expect(Self.summary(statically) == Self.summary(dumped))
    }

    @Test("a forEach over package.targets, filtered or not, that only sets settings is read without swift, as dump-package reads it; one that changes more is handed over")
    func settingsForEach() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-settings-foreach-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // App manifests set their targets' Swift settings this way.
        let source = """
            // swift-tools-version:5.10
            import PackageDescription

            let package = Package(
                name: "Conference",
                products: [.library(name: "App", targets: ["App"])],
                targets: [
                    .target(name: "App", dependencies: [.model]),
                    .target(name: "Model"),
                    .testTarget(name: "AppTests", dependencies: [.app]),
                ]
            )

            package.targets
                .filter { ![.system, .binary, .plugin, .macro].contains($0.type) }
                .forEach { target in
                    var settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
                    if target.name != "Model" {
                        settings.append(.enableExperimentalFeature("StrictConcurrency"))
                    }
                    target.swiftSettings = settings
                }
            package.targets.forEach { $0.linkerSettings = [] }

            extension Target.Dependency {
                static let app: Target.Dependency = "App"
                static let model: Target.Dependency = "Model"
            }

            """
        for (path, text) in ["Package.swift": source, "Sources/App/App.swift": "import Model\n", "Sources/Model/Model.swift": "public struct Model {}\n",
                             "Tests/AppTests/AppTests.swift": "import App\n"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let reader = SwiftPackageReader(packagePath: ".", root: root.path)
        let folderExists = { (path: String) in FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
        let statically = reader.read(document: try StaticManifestReader.document(source: source, packageDirectory: root.path), folderExists: folderExists)
        let dumped = try reader.read(dumpedJSON: try SwiftPackageDumper().dump(packageAt: root.path), folderExists: folderExists)
        #expect(Self.summary(statically) == Self.summary(dumped))
        #expect(statically.targets.map(\.name) == ["App", "Model", "AppTests"])
        // A closure that changes what the reader reads (a dependency), or hands the target on, is not skipped.
        for body in ["$0.dependencies.append(\"Model\")", "register($0)"] {
            let changing = source.replacingOccurrences(of: "$0.linkerSettings = []", with: body)
            #expect(throws: ManifestEvaluator.Unsupported.self, "\(body)") {
                try StaticManifestReader.document(source: changing, packageDirectory: root.path)
            }
        }
    }

    @Test("a product of a package the manifest does not declare (a renamed folder) is reported in SwiftPM's own words without running dump-package")
    func unknownPackageWithoutSwift() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-unknown-package-\(UUID().uuidString)/core-2")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let files = [
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Core\", products: [.library(name: \"Core\", targets: [\"Core\"])], targets: [.target(name: \"Core\")])\n",
            "Sources/Core/Core.swift": "public struct Core {}\n",
            "Bench/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "bench",
                    dependencies: [.package(path: "../"), .package(url: "https://example.com/tools/timing.git", from: "1.0.0")],
                    targets: [.executableTarget(name: "Bench", dependencies: [.product(name: "Core", package: "Core")])]
                )

                """,
            "Bench/Sources/Bench/main.swift": "import Core\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        // A dumper that cannot start: had the loader needed dump-package, it would have read the folders instead.
        var loader = ProjectLoader(root: root.path, cacheFile: nil, dumper: SwiftPackageDumper(environment: ["KUMIKI_SWIFT": "/nonexistent/swift"]))
        let loaded = try loader.load([.package("Bench")])
        let message = try #require(loaded.failures.first?.error.message)
        #expect(throws: SwiftPackageDumper.Failure.invalidManifest(line: nil, column: nil, message: String(message.dropFirst("the manifest does not evaluate: ".count)))) {
            try SwiftPackageDumper().dump(packageAt: root.appendingPathComponent("Bench").path)
        }
    }
}
