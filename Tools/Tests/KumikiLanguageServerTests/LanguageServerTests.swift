import Foundation
import KumikiLanguageServer
import KumikiLSP
import KumikiSourceFiles
import Testing

/// A server in process, fed messages as an editor sends them, with everything it wrote.
private final class Session {
    private let written = Locked<[JSONValue]>([])
    private(set) var server: LanguageServer!
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-lsp-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let writer = MessageWriter { [unowned self] framed in
            let body = framed.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false).last ?? Data()[...]
            if let value = try? JSONDecoder().decode(JSONValue.self, from: Data(body)) {
                self.written.withLock { $0.append(value) }
            }
        }
        server = LanguageServer(writer: writer, log: { _ in }, cacheDirectory: nil)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func uri(_ path: String) -> String { root.appendingPathComponent(path).absoluteString }

    @discardableResult
    func send(_ method: String, id: Int? = nil, _ params: JSONValue = .object([:])) -> Int32? {
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "method": .string(method), "params": params]
        if let id { message["id"] = .number(Double(id)) }
        return server.handle(try! JSONEncoder().encode(JSONValue.object(message)))
    }

    func sendRaw(_ text: String) {
        _ = server.handle(Data(text.utf8))
    }

    /// Everything written since the last call.
    func drain() -> [JSONValue] {
        written.withLock { written in
            defer { written = [] }
            return written
        }
    }

    /// The diagnostics last published for `path`.
    func diagnostics(_ path: String, in messages: [JSONValue]) -> [JSONValue]? {
        let published = messages.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri(path) }
        guard case .array(let diagnostics)? = published.last?["params"]?["diagnostics"] else { return nil }
        return diagnostics
    }

    func initialize() {
        send("initialize", id: 1, .object(["rootUri": .string(root.absoluteString), "capabilities": .object([:])]))
        send("initialized")
    }

    func open(_ path: String, _ text: String, version: Int = 1) {
        send("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri(path)), "languageId": .string("swift"), "version": .number(Double(version)), "text": .string(text),
        ])]))
    }

    /// The first code action the server offers for `diagnostic` in `path`.
    func firstCodeAction(_ path: String, for diagnostic: JSONValue, id: Int) -> JSONValue? {
        send("textDocument/codeAction", id: id, .object([
            "textDocument": .object(["uri": .string(uri(path))]), "range": diagnostic["range"] ?? .null,
            "context": .object(["diagnostics": .array([diagnostic])]),
        ]))
        guard case .array(let actions)? = drain().first(where: { $0["id"] == .number(Double(id)) })?["result"] else { return nil }
        return actions.first
    }

    /// Runs a code action's command; returns everything written meanwhile.
    func run(_ action: JSONValue, id: Int) -> [JSONValue] {
        send("workspace/executeCommand", id: id, .object([
            "command": action["command"]?["command"] ?? .null, "arguments": action["command"]?["arguments"] ?? .null,
        ]))
        return drain()
    }

    func change(_ path: String, version: Int, line: Int, from start: Int, to end: Int, endLine: Int? = nil, text: String) {
        send("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri(path)), "version": .number(Double(version))]),
            "contentChanges": .array([.object([
                "range": .object([
                    "start": .object(["line": .number(Double(line)), "character": .number(Double(start))]),
                    "end": .object(["line": .number(Double(endLine ?? line)), "character": .number(Double(end))]),
                ]),
                "text": .string(text),
            ])]),
        ]))
    }
}

private let project: [String: String] = [
    ".kumiki.yml": "preset: mvvm-repository\n",
    "Repository/ProductRepository.swift": "protocol ProductRepositoryProtocol {}\nfinal class ProductRepository: ProductRepositoryProtocol {}\n",
    "ViewModel/ProductViewModel.swift": "final class ProductViewModel {\n    let repository: any ProductRepositoryProtocol\n    init(repository: any ProductRepositoryProtocol) { self.repository = repository }\n}\n",
]

@Suite("kumiki lsp, in process")
struct LanguageServerTests {
    @Test("each document is checked by the nearest .kumiki.yml above it: two apps under one opened folder, each with its own rules and baseline")
    func projectsWhereTheyAre() throws {
        let view = "import UIKit\nfinal class ProductViewModel {}\n"
        let session = try Session(files: [
            "apps/shop/.kumiki.yml": "preset: mvvm-repository\n",
            "apps/shop/ViewModel/ProductViewModel.swift": view,
            "apps/admin/.kumiki.yml": "preset: mvvm-repository\nrules:\n  forbidden-import: off\n",
            "apps/admin/ViewModel/ProductViewModel.swift": view,
            "apps/blog/.kumiki.yml": "preset: mvvm-repository\n",
            "apps/blog/ViewModel/ProductViewModel.swift": view,
            "apps/blog/.kumiki-baseline.json": #"{"version":1,"entries":[{"rule":"forbidden-import","file":"ViewModel/ProductViewModel.swift","symbol":"UIKit","count":1}]}"#,
        ])
        session.initialize()
        for app in ["shop", "admin", "blog"] { session.open("apps/\(app)/ViewModel/ProductViewModel.swift", view) }
        let messages = session.drain()
        // shop: its own rules; admin: its rules turn the finding off; blog: its own baseline accepts it.
        #expect(session.diagnostics("apps/shop/ViewModel/ProductViewModel.swift", in: messages)?.first?["code"]?.stringValue == "forbidden-import")
        #expect(session.diagnostics("apps/admin/ViewModel/ProductViewModel.swift", in: messages) == [])
        #expect(session.diagnostics("apps/blog/ViewModel/ProductViewModel.swift", in: messages) == [])
        // The explanation points at the app's own configuration.
        let related = session.diagnostics("apps/shop/ViewModel/ProductViewModel.swift", in: messages)?.first?["relatedInformation"]
        #expect(related.map { "\($0)" }?.contains(session.uri("apps/shop/.kumiki.yml")) == true)

        // The quick fix writes to the baseline of the finding's own project, the file kumiki check reads there.
        session.send("workspace/executeCommand", id: 7, .object([
            "command": .string(LanguageServer.CommandID.addToBaseline),
            "arguments": .array([
                .string("forbidden-import"), .string("ViewModel/ProductViewModel.swift"), .string("UIKit"),
                .string(session.uri("apps/shop/ViewModel/ProductViewModel.swift")),
            ]),
        ]))
        let answered = session.drain()
        #expect(answered.first { $0["id"] == .number(7) }?["error"] == nil)
        #expect(FileManager.default.fileExists(atPath: session.root.appendingPathComponent("apps/shop/.kumiki-baseline.json").path))
        #expect(!FileManager.default.fileExists(atPath: session.root.appendingPathComponent("apps/admin/.kumiki-baseline.json").path))
        #expect(session.diagnostics("apps/shop/ViewModel/ProductViewModel.swift", in: answered) == [])
    }

    @Test("a .kumiki.yml created or deleted below the opened folder moves open documents between projects")
    func configurationCreatedAndDeleted() throws {
        let view = "import UIKit\nfinal class ProductViewModel {}\n"
        let session = try Session(files: [
            ".kumiki.yml": "preset: mvvm-repository\n",
            "nest/app/ViewModel/ProductViewModel.swift": view,
        ])
        session.initialize()
        let path = "nest/app/ViewModel/ProductViewModel.swift"
        session.open(path, view)
        #expect(session.diagnostics(path, in: session.drain())?.first?["code"]?.stringValue == "forbidden-import")

        let nested = session.root.appendingPathComponent("nest/app/.kumiki.yml")
        try Data("preset: mvvm-repository\nrules:\n  forbidden-import: off\n".utf8).write(to: nested)
        session.send("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(nested.absoluteString), "type": .number(1)])])]))
        #expect(session.diagnostics(path, in: session.drain()) == [])

        try FileManager.default.removeItem(at: nested)
        session.send("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(nested.absoluteString), "type": .number(3)])])]))
        #expect(session.diagnostics(path, in: session.drain())?.first?["code"]?.stringValue == "forbidden-import")
    }

    @Test("without a .kumiki.yml a finding has no related location (a folder would not open), only its rule's documentation link")
    func noConfigurationNoFolderLocation() throws {
        let session = try Session(files: ["ViewModel/ProductViewModel.swift": "final class ProductViewModel {}\n"])
        session.initialize()
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, "import UIKit\nfinal class ProductViewModel {}\n")
        let found = try #require(session.diagnostics(path, in: session.drain())?.first)
        #expect(found["code"]?.stringValue == "forbidden-import")
        #expect(found["relatedInformation"] == nil)
        #expect(found["codeDescription"]?["href"]?.stringValue?.hasSuffix("Rules.md#forbidden-import") == true)
    }

    @Test("a forbidden import shows as it is typed, with its rule, documentation and allowed layers, and clears when deleted")
    func asYouType() throws {
        let session = try Session(files: project)
        session.initialize()
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, project[path] ?? "")
        #expect(session.diagnostics(path, in: session.drain()) == [])
        session.change(path, version: 2, line: 0, from: 0, to: 0, text: "import UIKit\n")
        let found = try #require(session.diagnostics(path, in: session.drain()))
        #expect(found.count == 1)
        #expect(found.first?["code"]?.stringValue == "forbidden-import")
        #expect(found.first?["codeDescription"]?["href"]?.stringValue?.hasSuffix("Rules.md#forbidden-import") == true)
        #expect(found.first?["relatedInformation"].map { "\($0)" }?.contains("The ViewModel layer may depend on: Repository") == true)
        session.change(path, version: 3, line: 0, from: 0, to: 0, endLine: 1, text: "")
        #expect(session.diagnostics(path, in: session.drain()) == [])
    }

    @Test("hover on an import or a type says its layer and whether this layer may use it")
    func hover() throws {
        let session = try Session(files: project)
        session.initialize()
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, "import Foundation\n" + (project[path] ?? ""))
        _ = session.drain()
        session.send("textDocument/hover", id: 2, .object(["textDocument": .object(["uri": .string(session.uri(path))]), "position": .object(["line": .number(2), "character": .number(28)])]))
        let answer = session.drain().first { $0["id"] == .number(2) }
        let text = answer?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("**type ProductRepositoryProtocol** is in the **Repository** layer."), "\(text)")
        #expect(text.contains("The ViewModel layer may depend on it."))
        session.change(path, version: 2, line: 0, from: 7, to: 17, text: "UIKit")
        _ = session.drain()
        session.send("textDocument/hover", id: 3, .object(["textDocument": .object(["uri": .string(session.uri(path))]), "position": .object(["line": .number(0), "character": .number(9)])]))
        let forbidden = session.drain().first { $0["id"] == .number(3) }?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(forbidden.contains("**module UIKit** must not be imported by the ViewModel layer"), "\(forbidden)")
    }

    @Test("hover follows the configuration: a rule set to off in .kumiki.yml is not explained as a violation")
    func hoverFollowsRulesSetOff() throws {
        let view = "struct ProductView {}\n"
        let repository = "struct ProductRepository {\n    let view: ProductView\n}\n"
        let session = try Session(files: [
            ".kumiki.yml": "preset: mvvm-repository\nrules:\n  layer-dependency: off\n",
            "View/ProductView.swift": view,
            "Repository/ProductRepository.swift": repository,
        ])
        session.initialize()
        let path = "Repository/ProductRepository.swift"
        session.open(path, repository)
        #expect(session.diagnostics(path, in: session.drain()) == [])
        session.send("textDocument/hover", id: 2, .object(["textDocument": .object(["uri": .string(session.uri(path))]), "position": .object(["line": .number(1), "character": .number(16)])]))
        let text = session.drain().first { $0["id"] == .number(2) }?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("**type ProductView** is in the **View** layer."), "\(text)")
        #expect(!text.contains("must not depend on it"), "\(text)")
        #expect(text.contains("the layer-dependency rule is off in this project's configuration, so it is not reported"), "\(text)")
    }

    @Test("hover resolves a type in its scope: a repository's nested CountryDetails is not the view of that name")
    func hoverResolvesNestedTypes() throws {
        let session = try Session(files: [
            ".kumiki.yml": "preset: mvvm-repository\n",
            "View/CountryDetails.swift": "struct CountryDetails {}\n",
            "Repository/DBModel.swift": "enum DBModel {}\nextension DBModel {\n    struct CountryDetails {}\n    static func make() -> CountryDetails { CountryDetails() }\n}\n",
        ])
        session.initialize()
        let path = "Repository/DBModel.swift"
        session.open(path, "enum DBModel {}\nextension DBModel {\n    struct CountryDetails {}\n    static func make() -> CountryDetails { CountryDetails() }\n}\n")
        #expect(session.diagnostics(path, in: session.drain()) == [])
        session.send("textDocument/hover", id: 2, .object(["textDocument": .object(["uri": .string(session.uri(path))]), "position": .object(["line": .number(3), "character": .number(30)])]))
        let text = session.drain().first { $0["id"] == .number(2) }?["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("**type DBModel.CountryDetails** is in the **Repository** layer."), "\(text)")
    }

    @Test("a project file that cannot be read is a warning on itself and on .kumiki.yml, and the open files are still checked")
    func unreadableProject() throws {
        let session = try Session(files: [
            ".kumiki.yml": "preset: mvvm-repository\n",
            "Placeholder.xcodeproj/project.pbxproj": "",
            "ViewModel/ProductViewModel.swift": "final class ProductViewModel {}\n",
        ])
        session.initialize()
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, "import UIKit\nfinal class ProductViewModel {}\n")
        let messages = session.drain()
        #expect(session.diagnostics(path, in: messages)?.first?["code"]?.stringValue == "forbidden-import")
        let project = try #require(session.diagnostics("Placeholder.xcodeproj/project.pbxproj", in: messages))
        #expect(project.first?["code"]?.stringValue == "project-error")
        #expect(project.first?["message"]?.stringValue?.contains("holds no property list") == true)
        let configuration = try #require(session.diagnostics(".kumiki.yml", in: messages))
        #expect(configuration.first?["message"]?.stringValue?.contains("Placeholder.xcodeproj/project.pbxproj") == true)
    }

    @Test("an edit to one open document re-checks the others it touches")
    func crossFile() throws {
        let session = try Session(files: project)
        session.initialize()
        let viewModel = "ViewModel/ProductViewModel.swift"
        let repository = "Repository/ProductRepository.swift"
        session.open(viewModel, "final class ProductViewModel {\n    let repository: ProductRepository\n}\n")
        session.open(repository, "final class ProductRepository {}\n")
        #expect(session.diagnostics(viewModel, in: session.drain())?.first?["code"]?.stringValue == "viewmodel-depends-on-protocols")
        // ProductRepository becomes a protocol in the other, unsaved buffer: the ViewModel's finding goes.
        session.change(repository, version: 2, line: 0, from: 0, to: 11, text: "protocol")
        #expect(session.diagnostics(viewModel, in: session.drain()) == [])
    }

    @Test("code actions suppress the finding on its line or add it to the baseline, which then hides it")
    func codeActions() throws {
        let session = try Session(files: project)
        session.initialize()
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, "    import UIKit\n" + (project[path] ?? ""))
        let found = try #require(session.diagnostics(path, in: session.drain()))
        session.send("textDocument/codeAction", id: 3, .object([
            "textDocument": .object(["uri": .string(session.uri(path))]),
            "range": found[0]["range"] ?? .null,
            "context": .object(["diagnostics": .array(found)]),
        ]))
        guard case .array(let actions)? = session.drain().first(where: { $0["id"] == .number(3) })?["result"] else {
            Issue.record("no code actions")
            return
        }
        #expect(actions.count == 2)
        #expect("\(actions[0])".contains("    // kumiki:disable:next forbidden-import\\n"))
        let command = try #require(actions[1]["command"])
        session.send("workspace/executeCommand", id: 4, .object(["command": command["command"] ?? .null, "arguments": command["arguments"] ?? .null]))
        #expect(session.diagnostics(path, in: session.drain()) == [])
        #expect(FileManager.default.fileExists(atPath: session.root.appendingPathComponent(".kumiki-baseline.json").path))
    }

    @Test("an invalid .kumiki.yml shows its error on itself and the last good configuration stays; fixing it clears it")
    func configuration() throws {
        let session = try Session(files: project)
        session.initialize()
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, "import UIKit\n" + (project[path] ?? ""))
        _ = session.drain()
        let config = session.root.appendingPathComponent(".kumiki.yml")
        try Data("preset: mvvm-repository\nbogus: [\n".utf8).write(to: config)
        session.send("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(config.absoluteString), "type": .number(2)])])]))
        let afterBreak = session.drain()
        #expect(session.diagnostics(".kumiki.yml", in: afterBreak)?.count == 1)
        #expect(session.diagnostics(path, in: afterBreak) == nil, "the document's diagnostics did not change")
        try Data("preset: mvvm-repository\nrules:\n  forbidden-import: off\n".utf8).write(to: config)
        session.send("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string(config.absoluteString), "type": .number(2)])])]))
        let afterFix = session.drain()
        #expect(session.diagnostics(".kumiki.yml", in: afterFix) == [])
        #expect(session.diagnostics(path, in: afterFix) == [], "the new configuration turned the rule off")
    }

    @Test("malformed messages, unknown methods, requests before initialize, documents outside the workspace: answered, never fatal")
    func badInput() throws {
        let session = try Session(files: project)
        session.send("textDocument/hover", id: 1, .object([:]))
        #expect(session.drain().first?["error"]?["code"] == .number(-32002))
        session.initialize()
        _ = session.drain()
        session.sendRaw("{not json")
        #expect(session.drain().first?["error"]?["code"] == .number(-32700))
        session.sendRaw("[1, 2]")
        #expect(session.drain().first?["error"]?["code"] == .number(-32600))
        session.send("no/such/method", id: 7)
        #expect(session.drain().first?["error"]?["code"] == .number(-32601))
        session.send("textDocument/hover", id: 8, .object(["textDocument": .string("wrong")]))
        #expect(session.drain().first?["error"]?["code"] == .number(-32602))
        session.send("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string("file:///elsewhere/A.swift"), "languageId": .string("swift"), "version": .number(1), "text": .string("import UIKit"),
        ])]))
        #expect(session.diagnostics("../../elsewhere/A.swift", in: session.drain()) == nil)
        let binary = String(decoding: (0..<4_096).map { UInt8($0 % 256) }, as: UTF8.self)
        session.open("ViewModel/Binary.swift", binary)
        _ = session.drain()
        session.open("ViewModel/Huge.swift", String(repeating: "// 組木\n", count: 400_000))
        let huge = session.diagnostics("ViewModel/Huge.swift", in: session.drain())
        #expect(huge?.first?["message"]?.stringValue?.contains("too large to check as you type") == true)
        session.send("shutdown", id: 9)
        #expect(session.send("exit") == 0)
    }

    @Test("a client that watches no files (Neovim on Linux) still sees a saved .kumiki.yml: it is looked at between messages")
    func configurationSeenWhenIdle() throws {
        let session = try Session(files: project)
        session.initialize()
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, "import UIKit\n" + (project[path] ?? ""))
        #expect(session.diagnostics(path, in: session.drain())?.count == 1)
        session.server.idle()
        #expect(session.drain().isEmpty, "nothing changed, nothing is published")
        try Data("preset: mvvm-repository\nrules:\n  forbidden-import: off\n".utf8).write(to: session.root.appendingPathComponent(".kumiki.yml"))
        session.server.idle()
        #expect(session.diagnostics(path, in: session.drain()) == [])
        session.server.idle()
        #expect(session.drain().isEmpty, "read once, not on every pause")
    }

    @Test("a second initialize is an invalid request; the session it would have replaced goes on")
    func secondInitialize() throws {
        let session = try Session(files: project)
        session.initialize()
        _ = session.drain()
        session.send("initialize", id: 2, .object(["rootUri": .string("file:///"), "capabilities": .object([:])]))
        #expect(session.drain().first?["error"]?["code"] == .number(-32600))
        let path = "ViewModel/ProductViewModel.swift"
        session.open(path, "import UIKit\n" + (project[path] ?? ""))
        #expect(session.diagnostics(path, in: session.drain())?.count == 1, "still serving the first root")
    }

    @Test("kumiki.addToBaseline writes only a finding that exists, in a file of the project")
    func addToBaselineRefusesMadeUpEntries() throws {
        let session = try Session(files: project)
        session.initialize()
        _ = session.drain()
        let refused: [[String]] = [
            ["forbidden-import", "../../etc/passwd", "UIKit"],
            ["forbidden-import", "/etc/passwd", "UIKit"],
            ["forbidden-import", "ViewModel/ProductViewModel.swift", "UIKit"],
            ["no-such-rule", "ViewModel/ProductViewModel.swift", "x"],
        ]
        for (index, arguments) in refused.enumerated() {
            session.send("workspace/executeCommand", id: 10 + index, .object([
                "command": .string(LanguageServer.CommandID.addToBaseline), "arguments": .array(arguments.map(JSONValue.string)),
            ]))
            #expect(session.drain().first?["error"]?["code"] == .number(-32602), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: session.root.appendingPathComponent(".kumiki-baseline.json").path))
    }

    @Test("the fix of a finding in an Xcode project is saved at once and the finding goes; a second request finds nothing to fix")
    func fixInAnXcodeProjectIsSaved() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KumikiFixesTests/Fixtures/framework-target")
        var files: [String: String] = [:]
        for path in ["Notes.xcodeproj/project.pbxproj", "Notes/NotesApp.swift", "Core/NoteStore.swift", "Analytics/Events.swift",
                     "CoreTests/NoteStoreTests.swift", ".kumiki.yml"] {
            files[path] = try String(contentsOf: fixture.appendingPathComponent(path), encoding: .utf8)
        }
        let session = try Session(files: files)
        session.initialize()
        let app = "Notes/NotesApp.swift"
        session.open(app, files[app] ?? "")
        let found = try #require(session.diagnostics(app, in: session.drain())?.first)
        #expect(found["code"]?.stringValue == "undeclared-dependency")
        let action = try #require(session.firstCodeAction(app, for: found, id: 2))
        #expect(action["title"]?.stringValue == "Add the framework Core to the dependencies of the target Notes (project.pbxproj)")
        let answered = session.run(action, id: 3)
        #expect(answered.first { $0["id"] == .number(3) }?["error"] == nil)
        // Written on disk, not handed to the editor to leave unsaved: the finding goes without a save.
        #expect(session.diagnostics(app, in: answered) == [])
        let written = try String(contentsOf: session.root.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(written.contains("/* Core.framework in Frameworks */ = {isa = PBXBuildFile;"))
        #expect(!answered.contains { $0["method"]?.stringValue == "workspace/applyEdit" })
        #expect(session.run(action, id: 4).first { $0["id"] == .number(4) }?["error"]?["code"] == .number(-32602))
    }

    @Test("a stale baseline entry shows on its line of the baseline, and its code action prunes the baseline")
    func staleBaselineEntry() throws {
        var files = project
        files[".kumiki-baseline.json"] = """
            {
              "entries" : [
                {
                  "count" : 1,
                  "file" : "ViewModel/Gone.swift",
                  "rule" : "forbidden-import",
                  "symbol" : "UIKit"
                }
              ],
              "version" : 1
            }
            """
        let session = try Session(files: files)
        session.initialize()
        let baseline = ".kumiki-baseline.json"
        let stale = try #require(session.diagnostics(baseline, in: session.drain())?.first)
        #expect(stale["code"]?.stringValue == "stale-baseline")
        #expect(stale["range"]?["start"]?["line"] == .number(6), "the entry's symbol line")
        let action = try #require(session.firstCodeAction(baseline, for: stale, id: 2))
        #expect(action["title"]?.stringValue == "Remove the 1 stale entry from .kumiki-baseline.json")
        let answered = session.run(action, id: 3)
        #expect(answered.first { $0["id"] == .number(3) }?["error"] == nil)
        #expect(session.diagnostics(baseline, in: answered) == [])
        let pruned = try String(contentsOf: session.root.appendingPathComponent(baseline), encoding: .utf8)
        #expect(!pruned.contains("Gone.swift"))
        #expect(pruned.hasSuffix("}\n"), "formatted JSON ending in a newline")
    }
}

