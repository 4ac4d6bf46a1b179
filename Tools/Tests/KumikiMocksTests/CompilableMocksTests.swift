import Foundation
import Testing
import ToolsTestSupport
@testable import KumikiMocks

/// Mocks of protocols whose own spelling a mock class cannot copy, each built with `swiftc`
/// beside its protocol and used by a small program: what compiles and records, not what the
/// generator's text looks like.
@Suite("kumiki mocks: every mock it writes compiles")
struct CompilableMocksTests {
    /// Generates the mocks of `protocols`, builds them with the protocols and `main`, and returns what `main` printed.
    private func run(_ protocols: String, main: String) throws -> String {
        let output = MockGenerator().generate(sources: [("Protocols.swift", protocols)])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return try SwiftProgram.run(files: ["Protocols.swift": protocols, "Mocks.swift": output.source, "main.swift": main])
    }

    @Test("Self in requirements: a final mock meets it with its own type, static and instance, parameter and result")
    func selfRequirements() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Shape {
                static func construct(from text: String) -> Self?
                func combined(with other: Self) -> Self
            }
            """, main: """
            let square = ShapeMock()
            ShapeMock.constructFromTextStringSelfReturnValue = square
            let made = ShapeMock.construct(from: "square")
            square.combinedWithOtherSelfSelfReturnValue = square
            print(made === square, square.combined(with: square) === square, square.combinedWithOtherSelfSelfReceivedOther === square)
            """)
        #expect(printed == "true true true\n")
    }

    @Test("an operator requirement is named in words")
    func operators() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Scalable {
                static func * (lhs: Self, rhs: Double) -> Self
            }
            """, main: """
            let value = ScalableMock()
            ScalableMock.starLhsSelfRhsDoubleSelfClosure = { lhs, rhs in lhs }
            let scaled = value * 2
            print(scaled === value, ScalableMock.starLhsSelfRhsDoubleSelfCallsCount)
            """)
        #expect(printed == "true 1\n")
    }

    @Test("a method's generic parameter named as one of the mock's is renamed in the method, also where it returns Self")
    func genericShadowing() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Request {
                associatedtype RowDecoder
                func with<RowDecoder>(_ decoder: RowDecoder.Type) -> Int
                func decoded() -> RowDecoder?
                func joined<RowDecoder>(with rows: [RowDecoder]) -> Self
            }
            """, main: """
            let request = RequestMock<String>()
            request.withRowDecoderDecoderRowDecoderTypeIntReturnValue = 3
            request.joinedRowDecoderWithRowsRowDecoderSelfReturnValue = request
            print(request.with(Int.self), request.decodedRowDecoderReturnValue ?? "none", request.joined(with: [1]) === request)
            """)
        #expect(printed == "3 none true\n")
    }

    @Test("a parameter named value is not hidden by the generator's own names")
    func valueParameter() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Settings {
                func stored<T>(for key: String, value: T) -> T
            }
            """, main: """
            let settings = SettingsMock()
            settings.storedTForKeyStringValueTTClosure = { _, value in value }
            print(settings.stored(for: "k", value: 7))
            """)
        #expect(printed == "7\n")
    }

    @Test("a closure that does not escape is not kept: the other arguments are recorded, and the test's implementation calls it")
    func nonEscapingClosures() throws {
        let printed = try run("""
            typealias Visit = (Int) -> Void
            // kumiki:mockable
            protocol Database {
                func write<T>(_ updates: ([Int]) throws -> T) throws -> T
                func read(times: Int, _ block: (Int) -> Void)
                func visit(_ visit: Visit)
            }
            """, main: """
            let database = DatabaseMock()
            database.writeTUpdatesIntThrowsTTClosure = { updates in
                try (updates as! ([Int]) throws -> Int)([1, 2, 3])
            }
            let sum = try database.write { $0.reduce(0, +) }
            database.readTimesIntBlockIntVoidVoidClosure = { times, block in
                for index in 0..<times { block(index) }
            }
            var seen: [Int] = []
            database.read(times: 2) { seen.append($0) }
            database.visit { seen.append($0) }
            print(sum, seen, database.readTimesIntBlockIntVoidVoidReceivedTimes ?? -1, database.visitVisitVisitVoidCallsCount)
            """)
        #expect(printed == "6 [0, 1] 2 1\n")
    }

    @Test("protocols of the standard library it refines are met: identity for Equatable and Hashable, stored values for the rest")
    func wellKnownRefinements() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Token: Hashable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
                var weight: Int { get }
            }
            // kumiki:mockable
            protocol Choice: CaseIterable, Identifiable, Sendable {
                func pick()
            }
            // kumiki:mockable
            protocol Attribute: Sendable, RawRepresentable where RawValue == Int64 {}
            """, main: """
            import Foundation
            let one: TokenMock = 1
            let other = TokenMock()
            other.underlyingEncodable = "encoded"
            let data = try JSONEncoder().encode(other)
            print(one == one, one == other, Set([one, one, other]).count, one.underlyingIntegerLiteral ?? 0, String(decoding: data, as: UTF8.self))
            ChoiceMock.allCases = [ChoiceMock()]
            print(ChoiceMock.allCases.count, ChoiceMock.allCases[0].id == ChoiceMock.allCases[0].id, AttributeMock(rawValue: 5)?.rawValue ?? 0)
            """)
        #expect(printed == "true false 2 1 \"encoded\"\n1 true 5\n")
    }

    @Test("subscripts are recorded like methods, their setters counted and handed to a closure")
    func subscripts() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Metadata {
                subscript(key: String) -> Int? { get set }
                subscript(index index: Int) -> String { get }
                subscript(metadataKey _: String) -> String? { get }
            }
            """, main: """
            let metadata = MetadataMock()
            metadata.subscriptKeyStringIntReturnValue = 4
            var written: [String: Int?] = [:]
            metadata.subscriptKeyStringIntSetClosure = { key, value in written[key] = value }
            metadata["a"] = 5
            metadata.subscriptIndexIndexIntStringClosure = { "item \\($0)" }
            print(metadata["a"] ?? 0, metadata.subscriptKeyStringIntReceivedKey ?? "", written["a"]! ?? 0, metadata.subscriptKeyStringIntSetCallsCount, metadata[index: 2])
            _ = metadata[metadataKey: "m"]
            print(metadata.subscriptMetadataKeyStringStringReceivedMetadataKey ?? "")
            """)
        #expect(printed == "4 a 5 1 item 2\nm\n")
    }

    @Test("requirements inside #if are mocked inside the same #if, each branch under its own condition")
    func conditionalRequirements() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Platform {
                #if os(Linux)
                func name() -> String
                #elseif os(macOS)
                func name() -> String
                func dockIcon() -> String
                #else
                func other()
                #endif
            }
            """, main: """
            let platform = PlatformMock()
            platform.nameStringReturnValue = "linux"
            print(platform.name())
            """)
        #expect(printed == "linux\n")
    }

    @Test("associated types with static requirements: one mock type with type aliases (defaults, same-type requirements, Any), its static state its own")
    func associatedTypesWithStatics() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol TableRecord {
                associatedtype Columns = Never
                associatedtype Components = Columns.Type
                associatedtype Row
                static var tableName: String { get }
                static func count(in database: String) -> Int
                func row() -> Row?
            }
            // kumiki:mockable
            protocol Keyed where Key == String {
                associatedtype Key: Hashable
                static var keys: [Key] { get }
            }
            """, main: """
            TableRecordMock.tableName = "player"
            TableRecordMock.countInDatabaseStringIntReturnValue = 2
            let record = TableRecordMock()
            record.rowRowReturnValue = 7
            print(TableRecordMock.tableName, TableRecordMock.count(in: "db"), record.row() as? Int ?? 0, TableRecordMock.Columns.self == Never.self)
            KeyedMock.keys = ["a"]
            print(KeyedMock.keys, KeyedMock.Key.self == String.self)
            """)
        #expect(printed == "player 2 7 true\n[\"a\"] true\n")
    }

    @Test("the mark names an associated type's type, which the generator cannot choose for a constrained one")
    func typeAliasAnnotation() throws {
        let printed = try run("""
            // kumiki:mockable(typealias: Element = Int; Failure = MyError)
            protocol Source {
                associatedtype Element: Comparable
                associatedtype Failure: Error
                static var shared: Self { get }
                func first() throws(Failure) -> Element
            }
            struct MyError: Error {}
            """, main: """
            let source = SourceMock()
            SourceMock.shared = source
            source.firstElementReturnValue = 3
            print(try SourceMock.shared.first(), SourceMock.Element.self == Int.self)
            """)
        #expect(printed == "3 true\n")
    }

    @Test("a requirement the protocol implements by default runs that implementation, calling back into the mock, until the test sets its closure, return value or value")
    func defaultImplementations() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Cursor<Element>: AnyObject {
                associatedtype Element
                func next() throws -> Element?
                func forEach(_ body: (Element) throws -> Void) throws
                func count() throws -> Int
            }
            extension Cursor {
                func forEach(_ body: (Element) throws -> Void) throws {
                    while let element = try next() { try body(element) }
                }
                func count() throws -> Int {
                    var count = 0
                    try forEach { _ in count += 1 }
                    return count
                }
            }
            // kumiki:mockable
            protocol Record {
                var id: Int { get set }
                var name: String { get }
                static var table: String { get }
                mutating func willSave()
            }
            extension Record {
                mutating func willSave() { id += 1 }
                var name: String { "record \\(id)" }
                static var table: String { "records" }
            }
            """, main: """
            let cursor = CursorMock<Int>()
            var left = [1, 2, 3]
            cursor.nextElementClosure = { left.isEmpty ? nil : left.removeFirst() }
            var seen: [Int] = []
            try cursor.forEach { seen.append($0) }
            print(seen, cursor.nextElementCallsCount)
            left = [4, 5]
            // count's default reaches next() on the mock; forEach, itself a default, runs as the protocol's.
            print(try cursor.count(), cursor.forEachBodyElementThrowsVoidVoidCallsCount, cursor.nextElementCallsCount)
            cursor.countIntReturnValue = 10
            cursor.forEachBodyElementThrowsVoidVoidClosure = { _ in }
            try cursor.forEach { _ in print("not called") }
            print(try cursor.count())
            var record: Record = RecordMock()
            record.id = 1
            record.willSave()
            print(record.id, (record as? RecordMock)?.willSaveVoidCallsCount ?? 0, record.name, RecordMock.table)
            let named = RecordMock()
            named.name = "set"
            RecordMock.table = "players"
            print(named.name, RecordMock.table)
            """)
        #expect(printed == "[1, 2, 3] 4\n2 1 7\n10\n2 1 record 2 records\nset players\n")
    }

    @Test("a tracing library's shapes: @autoclosure evaluated once and recorded as its value, generic inout written through, a Comparable instant")
    func tracingShapes() throws {
        let printed = try run("""
            struct Context: Equatable { var values: [String: String] = [:] }
            // kumiki:mockable
            protocol Instrument {
                func extract<Carrier>(_ carrier: Carrier, into context: inout Context)
                func inject<Carrier>(_ context: Context, into carrier: inout Carrier)
                func startSpan<Instant: TracerInstant>(_ name: String, context: @autoclosure () -> Context, at instant: @autoclosure () -> Instant) -> String
            }
            // kumiki:mockable
            protocol TracerInstant: Comparable, Hashable, Sendable {
                var nanosecondsSinceEpoch: UInt64 { get }
            }
            """, main: """
            let instrument = InstrumentMock()
            instrument.extractCarrierCarrierCarrierIntoContextInoutContextVoidClosure = { carrier, context in
                context.values["trace"] = carrier as? String
            }
            var context = Context()
            instrument.extract("abc", into: &context)
            instrument.injectCarrierContextContextIntoCarrierInoutCarrierVoidClosure = { context, carrier in
                carrier = (carrier as? [String] ?? []) + [context.values["trace"] ?? ""]
            }
            var headers: [String] = []
            instrument.inject(context, into: &headers)
            var evaluations = 0
            @MainActor func current() -> Context {
                evaluations += 1
                return context
            }
            instrument.startSpanInstantTracerInstantNameStringContextAutoclosureContextAtInstantAutoclosureInstantStringClosure = { name, context, _ in
                name + " " + (context.values["trace"] ?? "")
            }
            let early = TracerInstantMock()
            let late = TracerInstantMock()
            late.underlyingOrder = 1
            let span = instrument.startSpan("GET", context: current(), at: late)
            print(context.values, headers, span, evaluations)
            print(instrument.startSpanInstantTracerInstantNameStringContextAutoclosureContextAtInstantAutoclosureInstantStringReceivedArguments?.context == context)
            print(early < late, [late, early].min() === early, Set([early, late, early]).count)
            """)
        #expect(printed == "[\"trace\": \"abc\"] [\"abc\"] GET abc 1\ntrue\ntrue true 2\n")
    }

    @Test("a transport's shapes: a result type written over several lines, and the types of a module the protocol's file imports publicly")
    func transportShapes() throws {
        let types = SwiftProgram.Library(name: "HTTPTypesLike", files: ["Types.swift": """
            public struct HTTPRequest: Sendable { public var path: String; public init(path: String) { self.path = path } }
            public struct HTTPResponse: Sendable { public var status: Int; public init(status: Int) { self.status = status } }
            """])
        let protocols = """
            #if canImport(FoundationEssentials)
            public import FoundationEssentials
            #else
            public import Foundation
            #endif
            public import HTTPTypesLike

            // kumiki:mockable
            public protocol ClientTransport: Sendable {
                func send(_ request: HTTPRequest, body: [UInt8]?, baseURL: URL, operationID: String) async throws -> (
                    HTTPResponse, [UInt8]?
                )
            }
            """
        let output = MockGenerator(imports: ["Transports"]).generate(sources: [("Transports/ClientTransport.swift", protocols)])
        #expect(output.diagnostics.isEmpty)
        #expect(output.source.contains("public import HTTPTypesLike\n"))
        #expect(output.source.contains("#if (canImport(FoundationEssentials))\npublic import FoundationEssentials\n#endif"))
        let transports = SwiftProgram.Library(name: "Transports", files: ["ClientTransport.swift": protocols])
        let mocks = SwiftProgram.Library(name: "TransportMocks", files: ["Mocks.swift": output.source])
        let printed = try SwiftProgram.run(files: ["main.swift": """
            import Foundation
            import HTTPTypesLike
            import TransportMocks
            let transport = ClientTransportMock()
            transport.sendRequestHTTPRequestBodyUInt8BaseURLURLOperationIDString_HTTPResponseUInt8Closure = { request, _, _, _ in
                (HTTPResponse(status: request.path == "/" ? 200 : 404), nil)
            }
            let (response, _) = try await transport.send(HTTPRequest(path: "/"), body: nil, baseURL: URL(fileURLWithPath: "/"), operationID: "root")
            print(response.status, transport.sendRequestHTTPRequestBodyUInt8BaseURLURLOperationIDString_HTTPResponseUInt8ReceivedArguments?.operationID ?? "")
            """], libraries: [types, transports, mocks].map { library in
                var library = library
                library.flags = ["-enable-upcoming-feature", "InternalImportsByDefault"]
                return library
            })
        #expect(printed == "200 root\n")
    }

    @Test("another module's protocol is read from the package's resolved checkouts and met; its Sendable makes the mock final and unchecked Sendable")
    func otherModulesProtocol() throws {
        let service = """
            public protocol Service: Sendable {
                func run() async throws
                func shutDown() async
            }
            extension Service {
                public func shutDown() async {}
            }
            """
        let worker = """
            import Lifecycle

            // kumiki:mockable
            protocol Worker: Lifecycle.Service {
                var name: String { get }
            }
            """
        let package = try TemporaryFolder(files: [
            "Package.swift": "// swift-tools-version: 6.0\n",
            ".build/checkouts/swift-lifecycle/Sources/Lifecycle/Service.swift": service,
            ".build/checkouts/swift-lifecycle/Tests/LifecycleTests/Service.swift": "public protocol Service { func other() }\n",
            "Sources/App/Worker.swift": worker,
        ])
        defer { package.remove() }
        let checkouts = MockGenerator.resolvedCheckouts(near: [package.path("Sources/App")])
        #expect(checkouts == [package.url.appendingPathComponent(".build/checkouts").standardizedFileURL.path])
        let output = try MockGenerator(dependencies: checkouts).generate(paths: [package.path("Sources/App")])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.source.contains("final class WorkerMock: Worker, @unchecked Sendable"))
        let lifecycle = SwiftProgram.Library(name: "Lifecycle", files: ["Service.swift": service])
        let printed = try SwiftProgram.run(files: ["Worker.swift": worker, "Mocks.swift": output.source, "main.swift": """
            import Lifecycle
            let worker = WorkerMock()
            let service: any Lifecycle.Service = worker
            try await service.run()
            await service.shutDown()
            worker.underlyingName = "indexer"
            print(worker.runVoidCallsCount, worker.shutDownVoidCallsCount, worker.name)
            """], libraries: [lifecycle])
        // The protocol's shutDown() ran, recorded, until the test sets a closure.
        #expect(printed == "1 1 indexer\n")
    }

    @Test("a where clause names only what the mock declares: another module's associated type fixed by it becomes a type alias, the mock's own stay generic")
    func whereClauses() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol Batch: Sequence where Element == Int, Key: Hashable {
                associatedtype Key
                associatedtype Value: Identifiable where Value.ID == Int
                func value(for key: Key) -> Value?
            }
            struct Row: Identifiable { var id: Int }
            // kumiki:mockable
            protocol Legacy: class {
                func ping()
            }
            """, main: """
            let batch = BatchMock<String, Row>()
            batch.underlyingElements = [1, 2]
            batch.valueForKeyKeyValueReturnValue = Row(id: 3)
            print(Array(batch), batch.value(for: "a")?.id ?? 0, BatchMock<String, Row>.Element.self == Int.self)
            let legacy = LegacyMock()
            legacy.ping()
            print(legacy.pingVoidCallsCount)
            """)
        #expect(printed == "[1, 2] 3 true\n1\n")
    }

    @Test("a serial executor's enqueue is recorded like a method, its job handed to the test's closure, never kept")
    func executors() throws {
        let printed = try run("""
            // kumiki:mockable
            protocol QueueExecutor: SerialExecutor {
                var label: String { get }
            }
            """, main: """
            let executor = QueueExecutorMock()
            executor.underlyingLabel = "main"
            executor.enqueueJobConsumingExecutorJobVoidClosure = { job in
                job.runSynchronously(on: executor.asUnownedSerialExecutor())
            }
            print(executor.label, executor.enqueueJobConsumingExecutorJobVoidCallsCount)
            """)
        #expect(printed == "main 0\n")
    }

    @Test("a protocol named as one of Foundation's types conforms by its module's name, which the file imports")
    func conformanceByModule() throws {
        let protocols = """
            import struct Foundation.Data

            // kumiki:mockable
            public protocol Notification: Sendable {
                static var name: String { get }
                func payload() -> Data
            }
            """
        let output = MockGenerator(imports: ["Chat"]).generate(sources: [("Chat/Sources/Chat/Notification.swift", protocols)])
        #expect(output.source.contains("public final class NotificationMock: Chat.Notification, @unchecked Sendable {"))
        let chat = SwiftProgram.Library(name: "Chat", files: ["Notification.swift": protocols])
        let mocks = SwiftProgram.Library(name: "ChatMocks", files: ["Mocks.swift": output.source])
        let printed = try SwiftProgram.run(files: ["main.swift": """
            import Foundation
            import Chat
            import ChatMocks
            NotificationMock.underlyingName = "joined"
            let notification: any Chat.Notification = NotificationMock()
            print(type(of: notification).name)
            """], libraries: [chat, mocks])
        #expect(printed == "joined\n")
    }

    @Test("spans, which cannot escape, are handed on but never kept; a generic result that may not be copied is recorded and cannot be stubbed")
    func unstorableValues() throws {
        let protocols = """
            // kumiki:mockable
            protocol Snapshot {
                init(data: RawSpan, name: String) throws
                func checksum(of bytes: Span<UInt8>) -> Int
                func read<Result: ~Copyable>(_ body: () -> Result) -> Result
            }
            """
        let output = MockGenerator().generate(sources: [("Protocols.swift", protocols)])
        #expect(!output.source.contains("readResultCopyableBodyResultResultClosure"))
        #expect(output.source.contains("fatalError(\"SnapshotMock.read: its result, a \\(Result.self) that may not be copied, cannot be stubbed\")"))
        let printed = try run(protocols, main: """
            let mock = try SnapshotMock(data: [UInt8](repeating: 1, count: 3).span.bytes, name: "settings")
            mock.checksumOfBytesSpanUInt8IntClosure = { span in span.count }
            print(mock.initDataRawSpanNameStringReceivedName ?? "", mock.checksum(of: [1, 2].span), mock.checksumOfBytesSpanUInt8IntCallsCount)
            """)
        #expect(printed == "settings 2 1\n")
    }

    @Test("a default implementation the mocks cannot see (internal to a module imported without @testable) is stubbed, not run")
    func invisibleDefaults() throws {
        let algorithms = """
            public protocol Algorithm: Sendable {
                var name: String { get }
                func sign(_ text: String) -> [UInt8]
                func verify(_ signature: [UInt8], signs text: String) -> Bool
                func describe() -> String
            }
            extension Algorithm {
                func verify(_ signature: [UInt8], signs text: String) -> Bool { sign(text) == signature }
                public func describe() -> String { "algorithm " + name }
            }
            """
        let output = MockGenerator(imports: ["Algorithms"]).generate(sources: [("Algorithms/Sources/Algorithms/Algorithm.swift", "// kumiki:mockable\n" + algorithms)])
        #expect(output.diagnostics.isEmpty)
        let library = SwiftProgram.Library(name: "Algorithms", files: ["Algorithm.swift": algorithms])
        let mocks = SwiftProgram.Library(name: "AlgorithmMocks", files: ["Mocks.swift": output.source])
        let printed = try SwiftProgram.run(files: ["main.swift": """
            import AlgorithmMocks
            let algorithm = AlgorithmMock()
            algorithm.underlyingName = "HS256"
            algorithm.verifySignatureUInt8SignsTextStringBoolReturnValue = true
            print(algorithm.describe(), algorithm.verify([1], signs: "x"), algorithm.signTextStringUInt8CallsCount)
            """], libraries: [library, mocks])
        // describe() is public: the protocol's own runs; verify is internal to Algorithms: the stub answers.
        #expect(printed == "algorithm HS256 true 0\n")
    }

    @Test("a package compiled with NonisolatedNonsendingByDefault and availability macros: the mock, compiled without them, writes both out and conforms")
    func packageSettings() throws {
        let loader = """
            @available(Shop 1.0, *)
            // kumiki:mockable
            public protocol Loader: Sendable {
                func load(_ handler: (Int) async throws -> String) async throws -> String
                func run(_ work: @concurrent @Sendable (Int) async -> Void) async
            }
            """
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "Shop", swiftSettings: [
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableExperimentalFeature("AvailabilityMacro=Shop 1.0:macOS 14.0, iOS 17.0"),
            ])])
            """
        let package = try TemporaryFolder(files: ["Package.swift": manifest, "Sources/Shop/Loader.swift": loader])
        defer { package.remove() }
        let output = try MockGenerator(imports: ["Shop"]).generate(paths: [package.path("Sources")])
        #expect(output.diagnostics.isEmpty)
        #expect(output.source.contains("@available(macOS 14.0, iOS 17.0, *)\npublic final class LoaderMock"))
        #expect(output.source.contains("func load(_ handler: nonisolated(nonsending) (Int) async throws -> String) async throws -> String {"))
        #expect(output.source.contains("func run(_ work: @concurrent @Sendable (Int) async -> Void) async {"))
        // The names stay those of the protocol's spelling.
        #expect(output.source.contains("var loadHandlerIntAsyncThrowsStringStringClosure"))
        let flags = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault", "-define-availability", "Shop 1.0:macOS 14.0, iOS 17.0"]
        let shop = SwiftProgram.Library(name: "Shop", files: ["Loader.swift": loader], flags: flags)
        let mocks = SwiftProgram.Library(name: "ShopMocks", files: ["Mocks.swift": output.source])
        let printed = try SwiftProgram.run(files: ["main.swift": """
            import ShopMocks
            let loader = LoaderMock()
            loader.loadHandlerIntAsyncThrowsStringStringClosure = { handler in try await handler(2) }
            print(try await loader.load { "loaded \\($0)" })
            """], libraries: [shop, mocks])
        #expect(printed == "loaded 2\n")
    }
}
