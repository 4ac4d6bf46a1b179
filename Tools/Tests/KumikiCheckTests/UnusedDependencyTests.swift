import Foundation
import Testing
@testable import KumikiCheck

/// `unused-dependency` says "remove it" only when removing it cannot break the build: a dependency
/// no file imports may still be what the target runs, what registers its conformances, or what
/// reaches its code through another module's API.
@Suite("unused-dependency: only what no code can be using")
struct UnusedDependencyTests {
    @Test("a Live module of conformances, an executable, a module reached through an imported one and an extension module are kept; an idle one is reported")
    func keepsWhatMayBeUsed() throws {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Client"),
                    .target(name: "ClientLive", dependencies: ["Client"]),
                    .target(name: "Kit", dependencies: ["Client"]),
                    .target(name: "Formatting", dependencies: ["Client"]),
                    .target(name: "Idle"),
                    .target(name: "Feature", dependencies: ["Kit", "Client", "ClientLive", "Formatting", "Idle"]),
                    .executableTarget(name: "Generator"),
                    .target(name: "Tool"),
                    .testTarget(name: "ToolTests", dependencies: ["Tool"]),
                ]
            )
            """
        let root = try temporaryProject([
            "Package.swift": manifest,
            "Sources/Client/Client.swift": "public struct Client {\n    public init() {}\n}\n",
            // Only conformances of another module's type: linked for them, never named.
            "Sources/ClientLive/LiveKey.swift": "import Client\n\nextension Client: CustomStringConvertible {\n    public var description: String { \"live\" }\n}\n",
            "Sources/Kit/Kit.swift": "import Client\n\npublic struct Kit {\n    public let client = Client()\n    public init() {}\n}\n",
            // Members added to another module's type, reached as `client.formatted` without an import.
            "Sources/Formatting/Client+Formatted.swift": "import Client\n\nextension Client {\n    public var formatted: String { \"\" }\n}\n",
            "Sources/Idle/Idle.swift": "public struct Idle {}\n",
            "Sources/Feature/Feature.swift": "import Kit\n\nstruct Feature {\n    let kit = Kit()\n}\n",
            "Sources/Tool/main.swift": "print(\"tool\")\n",
            "Sources/Generator/main.swift": "print(\"generator\")\n",
            "Tests/ToolTests/ToolTests.swift": "import XCTest\n\nfinal class ToolTests: XCTestCase {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try CheckRunner(configuration: Configuration(), cacheDirectory: nil, baseDirectory: root).run(paths: ["."]).diagnostics
            .filter { $0.ruleID == "unused-dependency" }
        #expect(findings.map(\.symbol) == ["Feature:Idle"], "\(findings.map(\.message))")
    }

    @Test("a product whose modules are unknown is kept while the target imports a module nobody read, and so is one a module the target imports declares too")
    func unresolvedProducts() throws {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Feed",
                dependencies: [.package(url: "https://github.com/example/rx.git", from: "1.0.0")],
                targets: [
                    .target(name: "Core", dependencies: [.product(name: "Relay", package: "rx")]),
                    .target(name: "Reader", dependencies: [.product(name: "RxCocoa", package: "rx"), .product(name: "Relay", package: "rx")]),
                    .target(name: "Viewer", dependencies: ["Core", .product(name: "Relay", package: "rx")]),
                    .target(name: "Plain", dependencies: [.product(name: "Relay", package: "rx")]),
                ]
            )
            """
        let root = try temporaryProject([
            "Package.swift": manifest,
            "Sources/Core/Core.swift": "import Relay\n\npublic struct Core {}\n",
            // RxCocoa is read by nobody: it may re-export Relay.
            "Sources/Reader/Reader.swift": "import RxCocoa\n\nstruct Reader {}\n",
            // Core declares Relay too, and its API may hand Relay's types over.
            "Sources/Viewer/Viewer.swift": "import Core\n\nstruct Viewer {}\n",
            "Sources/Plain/Plain.swift": "import Foundation\n\nstruct Plain {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try CheckRunner(configuration: Configuration(), cacheDirectory: nil, baseDirectory: root).run(paths: ["."]).diagnostics
            .filter { $0.ruleID == "unused-dependency" }
        #expect(findings.map(\.symbol) == ["Plain:Relay"], "\(findings.map(\.message))")
    }
}
