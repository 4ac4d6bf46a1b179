import Testing
@testable import KumikiCheck

@Suite("Import forms")
struct ImportFormTests {
    @Test("every form names its module by the first path component; @_exported is recorded; #if branches count")
    func forms() {
        let facts = FileAnalyzer.analyze(source: """
            import struct Feed.Article
            import class Feed.Loader
            import enum Feed.Tab
            import protocol Feed.Source
            import func Feed.load
            import var Feed.version
            import let Feed.name
            import typealias Feed.ID
            import Darwin.C
            @_exported import Core
            @testable import App
            @preconcurrency import Legacy
            @_implementationOnly import Secret
            public import PublicAPI
            package import PackageAPI
            internal import Internal
            #if canImport(UIKit)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #endif
            """, path: "A.swift")
        #expect(facts.imports.map { facts[$0.module] } == [
            "Feed", "Feed", "Feed", "Feed", "Feed", "Feed", "Feed", "Feed", "Darwin", "Core", "App", "Legacy", "Secret",
            "PublicAPI", "PackageAPI", "Internal", "UIKit", "AppKit",
        ])
        #expect(facts.imports.filter(\.isExported).map { facts[$0.module] } == ["Core"])
        #expect(facts.imports.map(\.position.line) == Array(1...16) + [18, 20])
    }

    @Test("a submodule import places the module in its layer")
    func submoduleLayer() throws {
        let diagnostics = try check([
            "Sources/Domain/Model.swift": "import struct Infrastructure.Client\nstruct Model {}",
            "Sources/Infrastructure/Client.swift": "public struct Client {}",
        ], preset: .modules)
        #expect(diagnostics.summary == ["layer-dependency@Sources/Domain/Model.swift:1"])
    }
}
