import Foundation
import KumikiCheck
import KumikiFixes
import KumikiLSP

/// `kumiki lsp`: the architecture's rules in the editor, as the user types.
///
/// The open document is analysed from the text the editor sent, every other file from the facts
/// cache (a ``KumikiCheck/CheckSession``), so a forbidden import shows the moment it is typed and
/// disappears when it is removed. Diagnostics carry the rule id as `code` and link its
/// documentation; code actions suppress a finding on its line or add it to the baseline; hover
/// on an `import` or a type tells its layer and whether this file's layer may depend on it.
///
/// Each document is checked by the project of the nearest `.kumiki.yml` at or above it, with
/// that project's rules, baseline and project files, so a monorepo's apps (and an app in a
/// subfolder of the opened folder) are served as `kumiki check` run in each would check them.
///
/// Bad input never ends the session: malformed messages are answered with JSON-RPC errors,
/// unknown methods with `MethodNotFound`, and every problem is logged to standard error.
public final class LanguageServer {
    /// The commands the server runs for code actions.
    public enum CommandID {
        /// Adds a finding to its project's baseline file: arguments rule, file (relative to the
        /// project), symbol and the document's URI.
        public static let addToBaseline = "kumiki.addToBaseline"
        /// Makes the fix of a dependency finding (the manifest, spec, Xcode project or Podfile edit
        /// `kumiki check --fix` makes) and saves it, so the finding goes at once: arguments rule,
        /// file, symbol and the document's URI.
        public static let applyFix = "kumiki.applyFix"
        /// Removes the baseline's stale entries, as `kumiki check --fix` prunes them: argument the baseline file's URI.
        public static let pruneBaseline = "kumiki.pruneBaseline"
    }

    /// Buffers larger than this are not analysed as the user types (a generated file, a data
    /// blob); `kumiki check` still covers them on disk.
    public static let largestCheckedBuffer = 2 * 1024 * 1024

    private let writer: MessageWriter
    private let log: (String) -> Void
    private let cacheDirectory: URL?
    private var phase = Phase.waitingForInitialize
    private var workspaces: Workspaces?
    private var documents: [String: TextDocument] = [:]
    /// The workspace root each open document's text was handed to, so a document that moves to
    /// another project (a `.kumiki.yml` created or deleted between them) leaves the first.
    private var documentRoots: [String: URL] = [:]
    private var published: [String: [KumikiLSP.Diagnostic]] = [:]
    /// The project files (and `.kumiki.yml`) diagnostics were last published for besides open documents.
    private var projectFileURIs: Set<String> = []
    private var supportsWatchRegistration = false
    private var nextRequestID = 1

    private enum Phase {
        case waitingForInitialize, running, shuttingDown
    }

    /// A server that answers through `writer`, logs through `log` (standard error in
    /// `kumiki lsp`) and caches facts in `cacheDirectory` (`nil`: none).
    public init(writer: MessageWriter, log: @escaping (String) -> Void, cacheDirectory: URL?) {
        self.writer = writer
        self.log = log
        self.cacheDirectory = cacheDirectory
    }

    /// Serves messages from `reader` until `exit` or the end of the stream; returns the exit
    /// status the protocol asks for (0 after `shutdown`, 1 otherwise).
    public func run(reading reader: inout MessageReader) -> Int32 {
        while true {
            switch reader.next() {
            case .end:
                log("the client closed the stream")
                return phase == .shuttingDown ? 0 : 1
            case .damaged(let reason):
                log("skipped damaged input: \(reason)")
                writer.respond(to: nil, error: RPCError(code: .parseError, message: reason))
            case .message(let data):
                if let status = handle(data) { return status }
            case .idle:
                idle()
            }
        }
    }

    /// Handles one message body; returns the exit status when the message was `exit`.
    public func handle(_ data: Data) -> Int32? {
        let message: RPCMessage
        switch RPCMessage.decode(data) {
        case .failure(let error):
            log("answered a bad message with \(error.code): \(error.message)")
            writer.respond(to: nil, error: error)
            return nil
        case .success(let decoded):
            message = decoded
        }
        guard let method = message.method else {
            // A response to a request of ours (a registration): nothing waits for it.
            if let error = message.error { log("the client refused request \(message.id?.description ?? "?"): \(error.message)") }
            return nil
        }
        if method == "exit" {
            return phase == .shuttingDown ? 0 : 1
        }
        do {
            try dispatch(method, message)
        } catch {
            log("\(method): \(error.message)")
            if message.isRequest { writer.respond(to: message.id, error: error) }
        }
        return nil
    }

    private func dispatch(_ method: String, _ message: RPCMessage) throws(RPCError) {
        switch phase {
        case .waitingForInitialize where method != "initialize":
            guard message.isRequest else { return }
            throw RPCError(code: .serverNotInitialized, message: "\(method) before initialize")
        case .shuttingDown:
            guard message.isRequest else { return }
            throw RPCError(code: .invalidRequest, message: "\(method) after shutdown")
        default:
            break
        }
        switch method {
        case "initialize":
            guard phase == .waitingForInitialize else { throw RPCError(code: .invalidRequest, message: "initialize was already received") }
            let result = try initialize(message.decodeParams(InitializeParams.self))
            writer.respond(to: message.id, result: result)
            // The projects are read once the answer is out; messages that arrive meanwhile wait in the pipe.
            workspaces?.all.forEach { $0.load() }
            publishProjectProblems()
        case "initialized":
            registerWatchers()
        case "shutdown":
            phase = .shuttingDown
            writer.respond(to: message.id, result: JSONValue.null)
        case "textDocument/didOpen":
            didOpen(try message.decodeParams(DidOpenTextDocumentParams.self))
        case "textDocument/didChange":
            didChange(try message.decodeParams(DidChangeTextDocumentParams.self))
        case "textDocument/didSave":
            didSave(try message.decodeParams(DidSaveTextDocumentParams.self))
        case "textDocument/didClose":
            didClose(try message.decodeParams(DidCloseTextDocumentParams.self))
        case "workspace/didChangeWatchedFiles":
            didChangeWatchedFiles(try message.decodeParams(DidChangeWatchedFilesParams.self))
        case "workspace/didChangeConfiguration":
            reloadConfigurations(workspaces?.all ?? [])
        case "textDocument/hover":
            let hover = try hover(message.decodeParams(TextDocumentPositionParams.self))
            if let hover { writer.respond(to: message.id, result: hover) } else { writer.respond(to: message.id, result: JSONValue.null) }
        case "textDocument/codeAction":
            writer.respond(to: message.id, result: try codeActions(message.decodeParams(CodeActionParams.self)))
        case "workspace/executeCommand":
            try execute(message.decodeParams(ExecuteCommandParams.self))
            writer.respond(to: message.id, result: JSONValue.null)
        case "$/cancelRequest", "$/setTrace", "$/progress":
            break
        default:
            if message.isRequest {
                throw RPCError(code: .methodNotFound, message: "kumiki lsp does not handle \(method)")
            }
            log("ignored the notification \(method)")
        }
    }

    // MARK: - Lifecycle

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        let workspaces = Workspaces(editorRoots: Self.rootURLs(params), cacheDirectory: cacheDirectory, log: log)
        self.workspaces = workspaces
        _ = workspaces.openEditorRoots()
        if params.initializationOptions?["baseline"] != nil {
            log("initializationOptions.baseline is ignored: each project's .kumiki-baseline.json is used, as kumiki check uses it")
        }
        supportsWatchRegistration = params.capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        phase = .running
        return InitializeResult(
            capabilities: InitializeResult.Capabilities(commands: [CommandID.addToBaseline, CommandID.applyFix, CommandID.pruneBaseline]),
            serverInfo: InitializeResult.ServerInfo(name: "kumiki", version: CheckRunner.version))
    }

    /// The folders the editor opened: every workspace folder, else `rootUri`, else `rootPath`,
    /// else the current folder.
    private static func rootURLs(_ params: InitializeParams) -> [URL] {
        let folders = (params.workspaceFolders ?? []).compactMap { URL(string: $0.uri) }.filter(\.isFileURL)
        if !folders.isEmpty { return folders }
        if let uri = params.rootUri.flatMap(URL.init(string:)), uri.isFileURL { return [uri] }
        if let path = params.rootPath { return [URL(fileURLWithPath: path)] }
        return [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
    }

    /// The workspace an open document was handed to, else the one that serves it.
    private func workspace(of uri: String) -> Workspace? {
        if let root = documentRoots[uri], let workspace = workspaces?.existing(root: root) { return workspace }
        return workspaces?.workspace(forURI: uri)
    }

    private func registerWatchers() {
        guard supportsWatchRegistration else { return }
        let options = DidChangeWatchedFilesRegistrationOptions(watchers: [
            FileSystemWatcher(globPattern: "**/.kumiki.yml"), FileSystemWatcher(globPattern: "**/*.swift"),
            FileSystemWatcher(globPattern: "**/project.yml"), FileSystemWatcher(globPattern: "**/project.json"),
            FileSystemWatcher(globPattern: "**/project.pbxproj"), FileSystemWatcher(globPattern: "**/Podfile"),
            FileSystemWatcher(globPattern: "**/Podfile.lock"), FileSystemWatcher(globPattern: "**/.kumiki-baseline.json"),
        ])
        let registration = Registration(
            id: "kumiki-watched-files", method: "workspace/didChangeWatchedFiles", registerOptions: try? JSONValue(encoding: options))
        writer.request("client/registerCapability", id: .number(nextRequestID), params: RegistrationParams(registrations: [registration]))
        nextRequestID += 1
    }

    // MARK: - Documents

    private func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        documents[item.uri] = TextDocument(text: item.text, version: item.version)
        analyse(item.uri)
        publishAll()
    }

    private func didChange(_ params: DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        guard var document = documents[uri] else {
            log("a change to \(uri), which was never opened, was ignored")
            return
        }
        document.apply(params.contentChanges, version: params.textDocument.version)
        documents[uri] = document
        analyse(uri, findingProject: false)
        publishAll()
    }

    /// Work between messages: when the client watches no files for the server (Neovim on Linux
    /// registers no watcher, and does not tell a Swift server that a YAML file was saved),
    /// `.kumiki.yml` is looked at on disk and read again once it changed.
    public func idle() {
        guard phase == .running, !supportsWatchRegistration, let workspaces else { return }
        let changed = workspaces.all.filter(\.configurationChangedOnDisk)
        guard !changed.isEmpty else { return }
        for workspace in changed { log("\(workspace.configurationFile?.path ?? ".kumiki.yml") changed on disk") }
        reloadConfigurations(changed)
    }

    /// A saved `.kumiki.yml` is read again when the client watches no files for the server: a
    /// client that attaches the server to YAML files says so on saving.
    private func didSave(_ params: DidSaveTextDocumentParams) {
        guard !supportsWatchRegistration else { return }
        if params.textDocument.uri.hasSuffix("/.kumiki.yml") {
            configurationFilesChanged([params.textDocument.uri])
        } else if Self.isProjectFile(params.textDocument.uri), let workspaces {
            reloadConfigurations(workspaces.holding(uri: params.textDocument.uri).map(\.workspace))
        }
    }

    /// Whether `uri` names a file that declares targets and their dependencies (a manifest, an
    /// XcodeGen spec, an Xcode project, a Podfile and its lock): a change to it, a fix applied
    /// among them, changes what every file may import.
    private static func isProjectFile(_ uri: String) -> Bool {
        let name = uri.split(separator: "/").last.map(String.init) ?? uri
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
            || ["project.yml", "project.json", "project.pbxproj", "Podfile", "Podfile.lock"].contains(name)
    }

    private func didClose(_ params: DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        documents[uri] = nil
        if let workspace = workspace(of: uri), let path = workspace.path(ofURI: uri) {
            workspace.session?.setText(nil, forFile: path)
        }
        documentRoots[uri] = nil
        publish([], for: uri, version: nil)
        publishAll()
    }

    /// Hands the document's text to the session, when it is a checked Swift file of the workspace.
    /// `findingProject` looks for the document's `.kumiki.yml` again (on opening, and after a
    /// configuration changed); a keystroke keeps the project found then, so typing costs no
    /// walk up the folders.
    private func analyse(_ uri: String, findingProject: Bool = true) {
        guard let document = documents[uri], let workspaces else { return }
        let workspace = findingProject ? workspaces.workspace(forURI: uri) : workspace(of: uri)
        if let previousRoot = documentRoots[uri], previousRoot != workspace?.root, let previous = workspaces.existing(root: previousRoot),
           let previousPath = previous.path(ofURI: uri) {
            previous.session?.setText(nil, forFile: previousPath)
        }
        documentRoots[uri] = workspace?.root
        guard let workspace, let path = workspace.path(ofURI: uri) else {
            log("\(uri) is under no .kumiki.yml and outside the opened folders: not checked")
            return
        }
        guard path.hasSuffix(".swift") else { return }
        guard document.text.utf8.count <= Self.largestCheckedBuffer else {
            log("\(path) is \(document.text.utf8.count) bytes: too large to check as you type")
            workspace.session?.setText(nil, forFile: path)
            return
        }
        workspace.session?.setText(document.text, forFile: path)
    }

    /// Publishes every open document's diagnostics that changed since they were last sent, and
    /// those of the project files and `.kumiki.yml`.
    private func publishAll() {
        let problems = projectProblems()
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            publish(diagnostics(of: uri, document) + (problems[uri] ?? []), for: uri, version: document.version)
        }
        publishProjectProblems(problems)
    }

    /// Publishes the problems of the project files and `.kumiki.yml` that are not open (an open
    /// one gets them with its own diagnostics); files whose problems are gone get an empty list.
    private func publishProjectProblems(_ problems: [String: [KumikiLSP.Diagnostic]]? = nil) {
        let byURI = problems ?? projectProblems()
        for uri in projectFileURIs.subtracting(byURI.keys) where documents[uri] == nil { publish([], for: uri, version: nil) }
        for (uri, diagnostics) in byURI.sorted(by: { $0.key < $1.key }) where documents[uri] == nil {
            publish(diagnostics, for: uri, version: nil)
        }
        projectFileURIs = Set(byURI.keys)
    }

    /// The `project-error` findings on the project files they are about, and on `.kumiki.yml` the
    /// configuration's problem and a line saying which projects did not read: an editor never
    /// shows "clean" for a project it could not read.
    private func projectProblems() -> [String: [KumikiLSP.Diagnostic]] {
        var byURI: [String: [KumikiLSP.Diagnostic]] = [:]
        for workspace in workspaces?.all ?? [] {
            byURI.merge(projectProblems(of: workspace)) { $0 + $1 }
        }
        return byURI
    }

    private func projectProblems(of workspace: Workspace) -> [String: [KumikiLSP.Diagnostic]] {
        var byURI: [String: [KumikiLSP.Diagnostic]] = [:]
        let failures = workspace.session?.diagnostics().filter { $0.ruleID == RuleID.projectError.rawValue } ?? []
        for failure in failures {
            let uri = workspace.root.appendingPathComponent(failure.location.file).absoluteString
            byURI[uri, default: []].append(Self.lineDiagnostic(
                line: failure.location.line, severity: failure.severity == .error ? 1 : 2, code: failure.ruleID, message: failure.message))
        }
        let configurationURI = (workspace.configurationFile ?? workspace.root.appendingPathComponent(".kumiki.yml")).absoluteString
        var onConfiguration: [KumikiLSP.Diagnostic] = []
        if let problem = workspace.configurationProblem {
            onConfiguration.append(Self.lineDiagnostic(
                line: problem.line ?? 1, severity: 1, code: "configuration",
                message: "\(problem.message) The last valid configuration stays in force until this is fixed."))
        }
        if let error = workspace.sessionError {
            onConfiguration.append(Self.lineDiagnostic(line: 1, severity: 1, code: "project-error", message: "kumiki cannot check this project: \(error)"))
        } else if !failures.isEmpty {
            let files = Array(Set(failures.map(\.location.file))).sorted()
            onConfiguration.append(Self.lineDiagnostic(
                line: 1, severity: 2, code: RuleID.projectError.rawValue,
                message: "\(files.count) project file\(files.count == 1 ? "" : "s") cannot be read (\(files.joined(separator: ", "))); "
                    + "the files they would place in targets are checked by their paths alone."))
        }
        if workspace.configurationFile != nil || !onConfiguration.isEmpty { byURI[configurationURI, default: []] += onConfiguration }
        // A stale entry shows on its line of the baseline, where its code action removes it.
        for (finding, line) in workspace.staleBaselineFindings() {
            byURI[workspace.baselineFile.absoluteString, default: []].append(Self.lineDiagnostic(
                line: line, severity: 2, code: finding.ruleID, message: finding.message.replacingOccurrences(of: " (kumiki check --write-baseline)", with: "")))
        }
        return byURI
    }

    /// A diagnostic over a whole line (1-based) of a file that is not open.
    private static func lineDiagnostic(line: Int, severity: Int, code: String, message: String) -> KumikiLSP.Diagnostic {
        let zeroBased = max(line - 1, 0)
        return KumikiLSP.Diagnostic(
            range: Range(start: Position(line: zeroBased, character: 0), end: Position(line: zeroBased, character: 1_000)),
            severity: severity, code: code, codeDescription: RuleID(rawValue: code).map { CodeDescription(href: $0.documentationURL) },
            source: "kumiki", message: message)
    }

    private func publish(_ diagnostics: [KumikiLSP.Diagnostic], for uri: String, version: Int?) {
        // Sent when they change (and once for a document first seen, even if empty).
        guard published[uri] != diagnostics else { return }
        published[uri] = diagnostics
        writer.notify("textDocument/publishDiagnostics", params: PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics))
    }

    private func diagnostics(of uri: String, _ document: TextDocument) -> [KumikiLSP.Diagnostic] {
        guard let workspace = workspace(of: uri), let path = workspace.path(ofURI: uri), path.hasSuffix(".swift") else { return [] }
        guard document.text.utf8.count <= Self.largestCheckedBuffer else {
            return [KumikiLSP.Diagnostic(
                range: document.lineRange(0), severity: 3, source: "kumiki",
                message: "This file is too large to check as you type (\(document.text.utf8.count / 1_048_576) MB); kumiki check covers it on disk.")]
        }
        guard let session = workspace.session else {
            // Never "clean" for a file that could not be checked.
            guard let error = workspace.sessionError else { return [] }
            return [KumikiLSP.Diagnostic(
                range: document.lineRange(0), severity: 2, code: "project-error", source: "kumiki",
                message: "kumiki cannot check this file, because the project cannot be read: \(error)")]
        }
        let findings = workspace.applyBaseline(to: session.diagnostics(forFile: path))
        let layer = session.layer(ofFile: path)
        return findings.map { finding in
            DiagnosticConverter.convert(
                finding, in: document, related: related(to: finding, layer: layer, session: session, workspace: workspace))
        }
    }

    /// What explains a layer finding: the layers this file's layer may depend on, at the
    /// configuration. Without a `.kumiki.yml` there is no file to point at (a folder would open
    /// as "a directory" in an editor); the rule's documentation link stays on the diagnostic.
    private func related(to finding: KumikiCheck.Diagnostic, layer: String?, session: CheckSession, workspace: Workspace) -> [DiagnosticRelatedInformation] {
        let layerRules: Set<String> = [RuleID.layerDependency.rawValue, RuleID.forbiddenImport.rawValue, RuleID.featureIsolation.rawValue]
        guard layerRules.contains(finding.ruleID), let layer, let configurationFile = workspace.configurationFile else { return [] }
        let allowed = session.allowedLayers(from: layer)
        let uri = configurationFile.absoluteString
        let text = allowed.isEmpty ? "The \(layer) layer may depend on no other layer." : "The \(layer) layer may depend on: \(allowed.joined(separator: ", "))."
        return [DiagnosticRelatedInformation(
            location: Location(uri: uri, range: Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))),
            message: text)]
    }

    // MARK: - Watched files and configuration

    private func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        guard let workspaces else { return }
        var configurations: [String] = []
        var projects: [Workspace] = []
        for change in params.changes {
            if change.uri.hasSuffix("/.kumiki.yml") {
                configurations.append(change.uri)
            } else if Self.isProjectFile(change.uri) {
                for (workspace, _) in workspaces.holding(uri: change.uri) where !projects.contains(where: { $0 === workspace }) {
                    projects.append(workspace)
                }
            } else if change.uri.hasSuffix(".swift"), !documents.keys.contains(change.uri) {
                for (workspace, path) in workspaces.holding(uri: change.uri) { workspace.session?.fileDidChangeOnDisk(path) }
            }
        }
        if !projects.isEmpty {
            // A manifest or spec changed: its project is read again, with the configuration in force.
            for workspace in projects { log("the project files under \(workspace.root.path) changed on disk") }
            reloadConfigurations(projects)
        }
        if configurations.isEmpty {
            if projects.isEmpty { publishAll() }
        } else {
            configurationFilesChanged(configurations)
        }
    }

    /// `.kumiki.yml` files were written, created or deleted: the projects they configure read
    /// them again (one deleted stops being served), and every open document goes to the project
    /// that now serves it.
    private func configurationFilesChanged(_ uris: [String]) {
        guard let workspaces else { return }
        var changed: [Workspace] = []
        for uri in uris {
            guard let file = URL(string: uri)?.standardizedFileURL,
                  let workspace = workspaces.existing(root: file.deletingLastPathComponent())
            else { continue }
            if !FileManager.default.fileExists(atPath: file.path), workspace.configurationFile == file {
                workspaces.close(workspace)
            } else {
                changed.append(workspace)
            }
        }
        reloadConfigurations(changed)
    }

    /// Reads each project's `.kumiki.yml` again and re-checks every open document; an invalid
    /// file shows its error on itself and the last good configuration stays in force.
    private func reloadConfigurations(_ changed: [Workspace]) {
        for workspace in changed {
            if let problem = workspace.reloadConfiguration() { log("\(problem.file.path): \(problem.message)") }
        }
        for uri in documents.keys.sorted() { analyse(uri) }
        publishAll()
    }

    // MARK: - Hover, code actions, commands

    private func hover(_ params: TextDocumentPositionParams) throws(RPCError) -> Hover? {
        guard let workspace = workspace(of: params.textDocument.uri), let session = workspace.session, let document = documents[params.textDocument.uri],
              let path = workspace.path(ofURI: params.textDocument.uri), let facts = session.facts(ofFile: path)
        else { return nil }
        return HoverProvider(session: session).hover(at: params.position, in: document, facts: facts, path: path)
    }

    private func codeActions(_ params: CodeActionParams) throws(RPCError) -> [CodeAction] {
        if let workspace = workspaces?.all.first(where: { $0.baselineFile.absoluteString == params.textDocument.uri }) {
            let stale = params.context.diagnostics.filter { $0.source == "kumiki" && $0.code == RuleID.staleBaseline.rawValue }
            guard !stale.isEmpty else { return [] }
            let count = workspace.staleBaselineFindings().count
            let title = "Remove the \(count) stale entr\(count == 1 ? "y" : "ies") from \(workspace.baselineFile.lastPathComponent)"
            return [CodeAction(
                title: title, kind: "quickfix", diagnostics: stale,
                command: Command(title: title, command: CommandID.pruneBaseline, arguments: [.string(params.textDocument.uri)]))]
        }
        guard let document = documents[params.textDocument.uri], let workspace = workspace(of: params.textDocument.uri) else { return [] }
        let diagnostics = params.context.diagnostics.filter { $0.source == "kumiki" }
        // The fix comes first: it is what settles the finding; the other actions silence it.
        var actions: [CodeAction] = []
        for diagnostic in diagnostics {
            guard let rule = diagnostic.code, let file = diagnostic.data?["file"]?.stringValue, let symbol = diagnostic.data?["symbol"]?.stringValue,
                  let plan = fixPlan(rule: rule, file: file, symbol: symbol, in: workspace), plan.manual.isEmpty, !plan.changes.isEmpty
            else { continue }
            actions.append(CodeAction(
                title: plan.title, kind: "quickfix", diagnostics: [diagnostic],
                command: Command(
                    title: plan.title, command: CommandID.applyFix,
                    arguments: [.string(rule), .string(file), .string(symbol), .string(params.textDocument.uri)])))
        }
        return actions + CodeActionProvider.actions(
            for: diagnostics, uri: params.textDocument.uri, document: document, baselineName: workspace.baselineFile.lastPathComponent)
    }

    /// The fix `kumiki check --fix` would make for the finding of `rule` at `symbol` in `file`, as the session finds it now.
    private func fixPlan(rule: String, file: String, symbol: String, in workspace: Workspace) -> FixPlan? {
        guard [RuleID.undeclaredDependency.rawValue, RuleID.unusedDependency.rawValue].contains(rule),
              let finding = workspace.session?.diagnostics(forFile: file).first(where: { $0.ruleID == rule && $0.symbol == symbol })
        else { return nil }
        return Fixer(root: workspace.root).plan(for: [finding])
    }

    /// Makes the fix and saves it, then reads the project again, so the finding goes at once.
    /// Saved by the server, not handed to the client as an edit: an editor leaves an edit of a file
    /// that is not open unsaved in a background tab (VS Code does, with auto-save off), where the
    /// check does not see it and the next fix finds "unsaved changes".
    private func applyFix(_ arguments: [String]) throws(RPCError) {
        guard arguments.count == 4, let workspace = workspace(of: arguments[3]) else {
            throw RPCError(code: .invalidParams, message: "\(CommandID.applyFix) takes a rule, a file, a symbol and the document's URI")
        }
        guard !arguments[1].hasPrefix("/"), !arguments[1].split(separator: "/").contains(".."),
              let plan = fixPlan(rule: arguments[0], file: arguments[1], symbol: arguments[2], in: workspace)
        else {
            throw RPCError(code: .invalidParams, message: "there is no \(arguments[0]) finding for \(arguments[2]) in \(arguments[1]) to fix")
        }
        guard plan.manual.isEmpty, !plan.changes.isEmpty else {
            throw RPCError(code: .invalidParams, message: Self.plain(plan.manual.first?.instruction ?? "nothing to change for \(arguments[2])"))
        }
        for change in plan.changes {
            let uri = workspace.root.appendingPathComponent(change.path).absoluteString
            // Edits the user has not saved would be lost under the fix, or would overwrite it when saved.
            if let open = documents[uri], open.text != change.before {
                throw RPCError(code: .invalidRequest, message: "\(change.path) has changes that are not saved; save or revert them, then apply the fix")
            }
        }
        do {
            try Fixer(root: workspace.root).apply(plan)
        } catch {
            throw RPCError(code: .internalError, message: error.description)
        }
        log("fixed \(arguments[0]) \(arguments[2]): \(plan.changes.map(\.path).joined(separator: ", "))")
        for podfile in plan.podfiles {
            writer.notify("window/showMessage", params: MessageParams(
                type: 3, message: "\(podfile) names pods it did not: run pod install so the Pods project links them."))
        }
        reloadConfigurations([workspace])
    }

    /// A message for an editor's notification, which shows Markdown's backticks as they are.
    private static func plain(_ message: String) -> String {
        message.replacingOccurrences(of: "`", with: "")
    }

    private func execute(_ params: ExecuteCommandParams) throws(RPCError) {
        if params.command == CommandID.applyFix {
            try applyFix((params.arguments ?? []).compactMap(\.stringValue))
            return
        }
        if params.command == CommandID.pruneBaseline {
            let uri = (params.arguments ?? []).compactMap(\.stringValue).first
            guard let workspace = workspaces?.all.first(where: { $0.baselineFile.absoluteString == uri }) else {
                throw RPCError(code: .invalidParams, message: "\(CommandID.pruneBaseline) takes the URI of a baseline file kumiki serves")
            }
            do {
                log("pruned \(try workspace.pruneBaseline()) stale entries of \(workspace.baselineFile.path)")
            } catch {
                throw RPCError(code: .internalError, message: "cannot write \(workspace.baselineFile.path): \(error)")
            }
            publishAll()
            return
        }
        guard params.command == CommandID.addToBaseline else {
            throw RPCError(code: .invalidParams, message: "unknown command \(params.command)")
        }
        let arguments = (params.arguments ?? []).compactMap(\.stringValue)
        guard arguments.count == 3 || arguments.count == 4, let workspaces else {
            throw RPCError(code: .invalidParams, message: "\(CommandID.addToBaseline) takes a rule, a file, a symbol and the document's URI")
        }
        // Only a finding that exists now, in a file of a served project, is accepted: the command
        // cannot be used to write entries for other files (or for findings that never were). The
        // file's path is relative to its project, whose baseline gets the entry.
        guard !arguments[1].hasPrefix("/"), !arguments[1].split(separator: "/").contains("..") else {
            throw RPCError(code: .invalidParams, message: "\(arguments[1]) is not a file of a project kumiki serves")
        }
        // The document's own project; without its URI (an older client's command), every project holding the path.
        let candidates = arguments.count == 4 ? workspace(of: arguments[3]).map { [$0] } ?? [] : workspaces.all
        let projects = candidates.filter { $0.session?.boundary.contains(relativePath: arguments[1]) == true }
        guard !projects.isEmpty else {
            throw RPCError(code: .invalidParams, message: "\(arguments[1]) is not a file of a project kumiki serves")
        }
        guard let workspace = projects.first(where: { project in
            project.session?.diagnostics(forFile: arguments[1]).contains { $0.ruleID == arguments[0] && $0.symbol == arguments[2] } == true
        }) else {
            throw RPCError(code: .invalidParams, message: "there is no \(arguments[0]) finding for \(arguments[2]) in \(arguments[1]) to accept")
        }
        do {
            try workspace.addToBaseline(rule: arguments[0], file: arguments[1], symbol: arguments[2])
        } catch {
            throw RPCError(code: .internalError, message: "cannot write \(workspace.baselineFile.path): \(error)")
        }
        publishAll()
    }
}
