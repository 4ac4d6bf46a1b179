import Foundation
import Testing
import ToolsTestSupport
@testable import KumikiMocks

@Suite("MockGenerator")
struct MockGeneratorTests {
    private static let toolsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the committed GeneratedMocks.swift is what the generator makes today (the compiled mocks are not stale)")
    func committedMocksAreCurrent() throws {
        let fixtures = Self.toolsFolder.appendingPathComponent("Tests/MockFixtures").path
        let dependencies = Self.toolsFolder.appendingPathComponent("Tests/MockFixtureDependencies").path
        let output = try MockGenerator(testableImports: ["MockFixtures"], dependencies: [dependencies]).generate(paths: [fixtures])
        let committed = try String(
            contentsOf: Self.toolsFolder.appendingPathComponent("Tests/GeneratedMocksTests/GeneratedMocks.swift"), encoding: .utf8)
        #expect(output.diagnostics.isEmpty)
        #expect(output.source == committed, """
            regenerate with: Tools/.build/debug/kumiki mocks Tools/Tests/MockFixtures \
            --output Tools/Tests/GeneratedMocksTests/GeneratedMocks.swift --testable-imports MockFixtures \
            --dependencies Tools/Tests/MockFixtureDependencies
            """)
        // One mock for every fixture protocol: the requirement matrix refuses nothing.
        #expect(output.mockNames == [
            "BackgroundServiceMock", "ContainerMock", "CounterMock", "DecodingMock", "EffectsMock", "EventsMock", "FailureMock",
            "FlagMock", "FullRepositoryMock", "InstantMock", "KeyValueCachingMock", "KeywordNamedMock", "LegacyDelegateMock",
            "LinesMock", "LiteralMock", "MainActorPresentingMock", "MessageTransportMock", "NumbersMock", "ParameterPassingMock",
            "PartlyIsolatedMock", "ProductRequestingMock", "RegistryMock", "RowsMock", "ScreenRoutingMock", "ScreenTrackingMock",
            "SessionStoringMock", "SharedCacheMock", "StoredRecordMock", "TicketCounterMock", "TransformingMock", "VersionedMock",
        ])
    }

    @Test("Sourcery's names: the signature with its types, then the return type",
          arguments: [
              ("func addHistoryItem(_ item: String)", "addHistoryItemItemStringVoid"),
              ("func finish(animated: Bool)", "finishAnimatedBoolVoid"),
              ("func enableTracking()", "enableTrackingVoid"),
              ("func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool", "canEvaluatePolicyPolicyLAPolicyErrorNSErrorPointerBool"),
              ("func signUp(request: SignUpRequestData) async throws", "signUpRequestSignUpRequestDataVoid"),
              ("func tagEvent(eventName: String, attributes: [String: String]?)", "tagEventEventNameStringAttributesStringStringVoid"),
              ("func signIn(user: String, password: String) async throws -> APIToken", "signInUserStringPasswordStringAPIToken"),
              ("func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping PolicyReply)",
               "evaluatePolicyPolicyLAPolicyLocalizedReasonStringReplyEscapingPolicyReplyVoid"),
              // What no identifier may hold is a word break too.
              ("func watch<Return: ~Copyable>(_ body: () -> Return) -> Return", "watchReturnCopyableBodyReturnReturn"),
          ])
    func sourceryNames(declaration: String, expected: String) throws {
        let output = MockGenerator().generate(sources: [("A.swift", "// kumiki:mockable\nprotocol A {\n    \(declaration)\n}\n")])
        #expect(output.diagnostics.isEmpty)
        #expect(output.source.contains("var \(expected)CallsCount = 0"), "\(output.source)")
    }

    @Test("only marked protocols get mocks: the comment (above or below the attributes), Sourcery's annotation, or AutoMockable inherited at any depth")
    func marking() {
        let output = MockGenerator().generate(sources: [
            ("A.swift", """
            protocol AutoMockable {}
            protocol Unmarked { func a() }
            // kumiki:mockable
            protocol Commented { func b() }
            // sourcery: AutoMockable
            protocol Annotated { func c() }
            protocol Direct: AutoMockable { func d() }
            @available(
                *, deprecated, message: "old"
            )
            // kumiki:mockable
            public protocol UnderAttributes { func f() }
            """),
            ("B.swift", "protocol Indirect: Direct { func e() }"),
        ])
        #expect(output.mockNames == ["AnnotatedMock", "CommentedMock", "DirectMock", "IndirectMock", "UnderAttributesMock"])
        #expect(output.source.contains("func d()"))
    }

    @Test("the same input in any order gives the same bytes")
    func deterministic() {
        let files: [(path: String, text: String)] = (0..<20).map { index in
            ("F\(index).swift", "// kumiki:mockable\nprotocol P\(index): P\((index + 1) % 20) { func f\(index)(x: Int) -> Int }\n")
        }
        let first = MockGenerator().generate(sources: files).source
        for _ in 0..<5 {
            #expect(MockGenerator().generate(sources: files.shuffled()).source == first)
        }
    }

    @Test("a file that does not parse is reported with its location, and the other mocks are generated")
    func syntaxError() throws {
        let output = MockGenerator().generate(sources: [
            ("Good.swift", "// kumiki:mockable\nprotocol Good { func a() }\n"),
            ("Bad.swift", "import Foundation\n// kumiki:mockable\nprotocol Bad {\n    func b(x: ) -> \n}\n"),
        ])
        #expect(output.mockNames == ["GoodMock"])
        let first = try #require(output.diagnostics.first)
        #expect(first.location.file == "Bad.swift")
        #expect(first.location.line == 4)
        #expect(first.severity == .error)
        #expect(output.diagnostics.contains { $0.message.contains("protocol Bad does not parse") })
    }

    @Test("what cannot be mocked is said, not generated wrongly: private, unavailable, a static requirement over an associated type nothing names, another module's protocol no source declares")
    func unsupported() {
        let output = MockGenerator().generate(sources: [("A.swift", """
            // kumiki:mockable
            private protocol Hidden { func a() }
            // kumiki:mockable
            protocol GenericStatic { associatedtype T: Codable; static func make() -> T }
            // kumiki:mockable
            protocol GenericCases: CaseIterable { associatedtype T: Hashable; func value() -> T }
            // kumiki:mockable
            @available(*, unavailable, renamed: "Resolver")
            public protocol ResolverType {}
            // kumiki:mockable
            protocol Screen: UIViewControllerRepresentable { func title() -> String }
            // kumiki:mockable
            protocol Marked: Sendable, Both { func a() }
            typealias Both = AnyObject & Sendable
            """)])
        #expect(output.mockNames == ["MarkedMock"])
        let messages = output.diagnostics.map(\.message).joined(separator: "\n")
        #expect(messages.contains("Hidden is private"))
        #expect(messages.contains("nothing says which type meets associatedtype T: Codable; name one in the mark: // kumiki:mockable(typealias: T = SomeType)"))
        #expect(messages.contains("GenericCases has associated types and static requirements"))
        #expect(messages.contains("ResolverType is declared unavailable"))
        // A mock that could not know another module's requirements would not conform: it is refused, saying where to look.
        #expect(output.diagnostics.contains { $0.severity == .error
            && $0.message.contains("Screen refines UIViewControllerRepresentable, which neither the given sources nor the dependencies' sources")
            && $0.message.contains("--dependencies") })
    }

    @Test("imports and @testable imports head the file; public protocols get public mocks with a public init, and import their modules publicly")
    func headerAndAccess() {
        let output = MockGenerator(imports: ["Kumiki", "Combine"], testableImports: ["App"]).generate(sources: [
            ("A.swift", "// kumiki:mockable\npublic protocol P: Sendable { var name: String { get } }\n"),
        ])
        // Under InternalImportsByDefault a public mock of a plain `import`'s protocol does not compile.
        #expect(output.source.contains("\nimport Foundation\npublic import Kumiki\npublic import Combine\n@testable public import App\n"))
        #expect(output.source.contains("public final class PMock: P, @unchecked Sendable {\n    public init() {}"))
        #expect(output.source.contains("public var underlyingName: (String)!"))
        let withFoundation = MockGenerator(imports: ["Kumiki"]).generate(sources: [
            ("A.swift", "import Foundation\n// kumiki:mockable\npublic protocol P { var date: Date { get } }\n"),
        ])
        #expect(withFoundation.source.contains("\npublic import Foundation\npublic import Kumiki\n"))
        let internalOnly = MockGenerator(imports: ["Kumiki"]).generate(sources: [
            ("A.swift", "import Foundation\n// kumiki:mockable\nprotocol P { var date: Date { get } }\n"),
        ])
        #expect(internalOnly.source.contains("\nimport Foundation\nimport Kumiki\n"))
    }

    @Test("a type written over several lines, with comments and spacing inside, names the mock's properties as it would on one line")
    func spellingNeverReachesNames() {
        let laidOut = MockGenerator().generate(sources: [("A.swift", """
            // kumiki:mockable
            protocol Transport {
                func send(
                    _ request: [String :   Int], // the headers
                    body: Data? /* none for GET */
                ) async throws -> ( HTTPResponse,
                    HTTPBody?
                )
            }
            """)])
        let written = MockGenerator().generate(sources: [("A.swift", """
            // kumiki:mockable
            protocol Transport {
                func send(_ request: [String: Int], body: Data?) async throws -> (HTTPResponse, HTTPBody?)
            }
            """)])
        #expect(laidOut.diagnostics.isEmpty)
        #expect(laidOut.source.contains("var sendRequestStringIntBodyData_HTTPResponseHTTPBodyCallsCount = 0"))
        #expect(laidOut.source.contains("func send(_ request: [String: Int], body: Data?) async throws -> (HTTPResponse, HTTPBody?) {"))
        #expect(!laidOut.source.contains("none for GET") && !laidOut.source.contains("the headers"))
        #expect(written.source == laidOut.source)
    }

    @Test("the mocks' file imports what the protocols' files import, under the same #if and with the same access level; the module under test once")
    func importsFollowTheProtocols() {
        let output = MockGenerator(imports: ["Transports"]).generate(sources: [
            ("ClientTransport.swift", """
            #if canImport(FoundationEssentials)
            public import FoundationEssentials
            #else
            public import Foundation
            #endif
            public import HTTPTypes
            @preconcurrency public import Legacy
            @_exported import Reexported
            @_spi(Generated) import Generated
            internal import Secret
            @_implementationOnly import Hidden
            import Transports

            // kumiki:mockable
            public protocol ClientTransport: Sendable {
                func send(_ request: HTTPRequest) async throws -> HTTPResponse
            }
            """),
            ("Settings.swift", """
            internal import Secret
            package import Shared

            // kumiki:mockable
            protocol Settings {
                func value() -> Secret.Value
            }
            """),
        ])
        #expect(output.diagnostics.isEmpty)
        #expect(output.source.contains("""
            public import Foundation
            public import Transports
            public import HTTPTypes
            @preconcurrency public import Legacy
            public import Reexported
            @_spi(Generated) public import Generated
            internal import Secret
            package import Shared
            #if (canImport(FoundationEssentials))
            public import FoundationEssentials
            #endif

            """))
        // Secret and Hidden reach no public requirement of ClientTransport; Settings' file imports Secret itself.
        #expect(!output.source.contains("import Hidden"))
        #expect(output.source.components(separatedBy: "import Transports").count == 2)
    }

    @Test("an Objective-C protocol refining NSObjectProtocol gets an NSObject mock, under the #if its protocol is declared in")
    func objectiveCProtocols() {
        let output = MockGenerator().generate(sources: [("Delegate.swift", """
            #if canImport(ObjectiveC)
            import Foundation

            // kumiki:mockable
            @objc public protocol LegacyDelegate: NSObjectProtocol {
                func didStart()
                @objc optional func didFinish(_ count: Int)
            }
            #endif
            """)])
        #expect(output.diagnostics.isEmpty)
        #expect(output.source.contains("#if (canImport(ObjectiveC))\npublic class LegacyDelegateMock: NSObject, LegacyDelegate {\n    public override init() {}"))
        // An optional requirement is met like any other; the mock's method is Objective-C's too.
        #expect(output.source.contains("    @objc\n    public func didFinish(_ count: Int) {"))
        #expect(output.source.hasSuffix("}\n#endif\n"))
    }

    @Test("a protocol declared in two #if branches gets a mock in each, under each branch's condition")
    func protocolsInBranches() {
        let output = MockGenerator().generate(sources: [("Clock.swift", """
            #if os(Linux)
            // kumiki:mockable
            protocol Clock { func now() -> Int }
            #else
            // kumiki:mockable
            protocol Clock { func now() -> Double }
            #endif
            """)])
        #expect(output.diagnostics.isEmpty)
        #expect(output.mockNames == ["ClockMock", "ClockMock"])
        #expect(output.source.contains("#if (os(Linux))\nclass ClockMock: Clock {"))
        #expect(output.source.contains("#if !(os(Linux))\nclass ClockMock: Clock {"))
    }

    @Test("another module's protocol is read from the dependency the mocked protocol's file imports, never from a dependency's tests")
    func dependencyLookup() throws {
        let output = MockGenerator().generate(sources: [("Worker.swift", """
            import Lifecycle

            // kumiki:mockable
            protocol Worker: Service {}
            """)], dependencySources: [
                ("checkouts/other/Sources/Other/Service.swift", "public protocol Service { func other() }"),
                ("checkouts/lifecycle/Sources/Lifecycle/Service.swift", "public protocol Service: Sendable { func run() async throws }"),
            ])
        #expect(output.diagnostics.isEmpty)
        #expect(output.source.contains("func run() async throws {"))
        #expect(!output.source.contains("func other()"))
        let checkouts = try TemporaryFolder(files: ["lifecycle/Tests/LifecycleTests/Service.swift": "public protocol Service { func test() }"])
        defer { checkouts.remove() }
        let unresolved = MockGenerator(dependencies: [checkouts.url.path]).generate(sources: [("Worker.swift", "// kumiki:mockable\nprotocol Worker: Service {}\n")])
        #expect(unresolved.mockNames.isEmpty)
        #expect(unresolved.diagnostics.first?.message.contains("refines Service, which neither the given sources nor the dependencies' sources") == true)
    }

    @Test("a mock names its protocol with the module the file imports, unless the module holds a type of its own name")
    func conformanceByModule() {
        let qualified = MockGenerator(testableImports: ["Chat"]).generate(sources: [
            ("Chat/Sources/Chat/Notification.swift", "// kumiki:mockable\nprotocol Notification { func post() }\n"),
        ])
        #expect(qualified.source.contains("class NotificationMock: Chat.Notification {"))
        // `OrderFeature.Loading` would name a member of the struct, not the module's protocol.
        let plain = MockGenerator(testableImports: ["OrderFeature"]).generate(sources: [
            ("App/Sources/OrderFeature/OrderFeature.swift", "struct OrderFeature {}\n"),
            ("App/Sources/OrderFeature/Loading.swift", "// kumiki:mockable\nprotocol Loading { func load() }\n"),
        ])
        #expect(plain.source.contains("class LoadingMock: Loading {"))
    }

    @Test("attributes about how the library compiles its own code (@inlinable, @_spi) stay off the mock; isolation, availability and @discardableResult stay on")
    func requirementAttributes() {
        let output = MockGenerator().generate(sources: [("Handler.swift", """
            // kumiki:mockable
            protocol Handler {
                @inlinable
                func unwrap(_ value: Int) -> Int
                @_spi(Internal) @discardableResult @MainActor
                func flush() -> Bool
            }
            """)])
        #expect(!output.source.contains("@inlinable") && !output.source.contains("@_spi"))
        #expect(output.source.contains("    @discardableResult\n    @MainActor\n    func flush() -> Bool {"))
    }

    @Test("an associated type or a type of the sources named as the standard library's Span is theirs: kept and stubbed like any value")
    func shadowedStandardLibraryNames() {
        let output = MockGenerator().generate(sources: [("Tracer.swift", """
            protocol Span: AnyObject {}
            // kumiki:mockable
            protocol Tracer {
                associatedtype Started: Span
                func startSpan(_ name: String) -> Started
                func end(_ span: any Span)
            }
            // kumiki:mockable
            protocol Recorder {
                associatedtype Span
                func record() -> Span
            }
            """)])
        #expect(output.source.contains("var startSpanNameStringStartedReturnValue: (Started)!"))
        #expect(output.source.contains("var endSpanAnySpanVoidReceivedSpan: (any Span)?"))
        #expect(output.source.contains("var recordSpanReturnValue: (Span)!"))
    }

    @Test("a device or a file of /proc given as input is refused with the reason every kumiki reader gives, never read")
    func systemFiles() {
        #expect(throws: MockGenerationError.refusedFile(
            "/dev/zero", reason: "it is a file of the operating system (/proc, /sys, /dev), not a source file")) {
            try MockGenerator().generate(paths: ["/dev/zero"])
        }
        #expect(throws: MockGenerationError.self) { try MockGenerator().generate(paths: ["/proc/self/environ"]) }
        #expect(throws: MockGenerationError.missingPath("/no/such/file.swift")) { try MockGenerator().generate(paths: ["/no/such/file.swift"]) }
    }

    @Test("damaged inputs never crash or hang the generator", arguments: 0..<4)
    func damagedInputs(seed: Int) {
        let base = """
        // kumiki:mockable
        public protocol Repository: Sendable, Parent where Item: Hashable {
            associatedtype Item
            var items: [Item] { get async throws(LoadError) }
            static func make<T: Decodable>(_ t: T.Type, _ values: Int..., body: @escaping (inout Int) -> Void) rethrows -> T?
            init?(name: String) async throws
        }
        """
        var generator = SystemRandomNumberGenerator()
        let bytes = Array(base.utf8)
        for _ in 0..<250 {
            var damaged = bytes
            for _ in 0..<(1 + Int.random(in: 0..<4, using: &generator)) {
                let index = Int.random(in: 0..<damaged.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: damaged.remove(at: index)
                case 1: damaged.insert(damaged[Int.random(in: 0..<damaged.count, using: &generator)], at: index)
                default: damaged[index] = UInt8.random(in: 0x20..<0x7F, using: &generator)
                }
            }
            _ = MockGenerator().generate(sources: [("D\(seed).swift", String(decoding: damaged, as: UTF8.self))])
        }
        let deep = String(repeating: "[", count: 50_000)
        let output = MockGenerator().generate(sources: [("Deep.swift", "protocol P { func a() -> \(deep) }")])
        #expect(output.diagnostics.first?.location.line == 1)
    }
}
