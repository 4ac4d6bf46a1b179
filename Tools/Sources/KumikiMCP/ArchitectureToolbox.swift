import Foundation
import KumikiCheck

/// The questions a coding assistant asks about a project's architecture, answered as values:
/// what `kumiki check` finds, which layer a file or type is in, what a layer may import, what
/// a rule means, and the dependency graph. ``KumikiMCPServer`` serves them as MCP tools.
///
/// Every answer reads the project as it is on disk at that moment (through the facts cache, so
/// an unchanged project is not parsed again): an assistant edits files between its questions.
public struct ArchitectureToolbox: Sendable {
    /// The folder questions start from: `.kumiki.yml` is found there or above, as `kumiki check` finds it.
    public let directory: URL
    private let cacheDirectory: URL?

    /// A toolbox for the project at or above `directory`, caching facts in `cacheDirectory` (`nil`: none).
    public init(directory: URL, cacheDirectory: URL? = CheckRunner.defaultCacheDirectory) {
        self.directory = directory.standardizedFileURL
        self.cacheDirectory = cacheDirectory
    }

    /// The findings of `kumiki check` in `paths` (relative to ``directory`` unless absolute;
    /// empty: the whole project), filtered to `rules` when given.
    public func check(paths: [String] = [], rules: [String]? = nil) throws(ToolboxError) -> CheckReport {
        if let rules {
            for rule in rules where RuleID(rawValue: rule) == nil { throw .unknownRule(rule) }
        }
        // Every path is held to the project's boundary before anything about it is looked at: an
        // assistant learns nothing of what exists elsewhere, and no device or /proc file is opened.
        try confine(paths)
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : directory.appendingPathComponent(path).path
            guard FileManager.default.fileExists(atPath: absolute) else { throw .noSuchPath(path) }
        }
        let check: ProjectCheck
        let result: CheckRunner.Result
        do {
            check = try ProjectCheck(paths: paths, currentDirectory: directory)
            result = try check.run(cacheDirectory: cacheDirectory)
        } catch {
            throw .check(error.description)
        }
        let selected = rules.map(Set.init)
        let findings = result.diagnostics
            .filter { selected?.contains($0.ruleID) ?? true }
            .map(CheckReport.Finding.init)
        return CheckReport(
            root: check.scope.analysisDirectory.path, configuration: check.configurationFile?.path,
            filesChecked: check.scope.reportedFileCount(ofFiles: result.filePaths), findings: findings,
            notes: result.projectNotes + (check.scope.limitation.map { [$0] } ?? []))
    }

    /// Refuses every path outside the project (its root: the folder of its `.kumiki.yml`, else the
    /// folder the server serves) and every path that is no file to read.
    private func confine(_ paths: [String]) throws(ToolboxError) {
        guard !paths.isEmpty else { return }
        let boundary: ProjectBoundary
        do {
            boundary = try ProjectCheck(paths: [], currentDirectory: directory).boundary ?? ProjectBoundary(root: directory)
        } catch {
            throw .check(error.description)
        }
        for path in paths {
            do {
                try boundary.admit(path, relativeTo: directory)
            } catch .outsideProject(_, let root) {
                throw .refusedPath(path, reason: "it lies outside the project (\(root))")
            } catch .unreadablePath(_, let reason) {
                throw .refusedPath(path, reason: reason)
            } catch {
                throw .refusedPath(path, reason: error.description)
            }
        }
    }

    /// The layer of the file at `path` (analysed, or about to be written), why, and what code in
    /// it may depend on and import.
    public func layer(ofFile path: String) throws(ToolboxError) -> LayerAnswer {
        try confine([path])
        let project = try load()
        let relative = project.relativePath(path)
        let model = project.session.model
        let match = model.layerMatch(ofFile: relative)
        let analysed = model.files.firstIndex { $0.path == relative }
        let targets = model.targetNames(ofFile: relative)
        var answer = LayerAnswer(subject: relative, kind: .file, layer: match?.layer, reason: match?.reasonText, targets: targets)
        if match == nil {
            let declared = analysed.map { index in
                model.files[index].types.filter { $0.kind != .extension }.map { model.files[index][$0.name] }
            } ?? []
            answer.reason = declared.isEmpty
                ? "No layer's paths or targets match this file, and it declares no type a layer's suffix places."
                : "No layer's paths or targets match this file; each of its types is placed by its own name: "
                    + declared.map { name in "\(name) → \(model.layerMatch(ofTypeNamed: name)?.layer ?? "no layer")" }.joined(separator: ", ")
        }
        answer.fill(from: project, layer: match?.layer)
        return answer
    }

    /// The layer of the type called `name` (declared in the project, or placed by its name's
    /// suffix), why, and what code of that layer may depend on and import.
    public func layer(ofType name: String) throws(ToolboxError) -> LayerAnswer {
        let project = try load()
        let model = project.session.model
        // As code at file scope names it: `CountryDetails` is the top-level type, `DBModel.CountryDetails` the nested one.
        let declarations = model.typeDeclarations(named: name)
        var answer = LayerAnswer(subject: name, kind: .type, layer: nil, reason: nil, targets: [])
        let layers = Set(declarations.map { $0.layer ?? "no layer" })
        if layers.count > 1 {
            answer.reason = "\(name) names types in different layers: "
                + declarations.map { "\($0.name) in \($0.declaredIn ?? "?") (\($0.layer ?? "no layer"))" }.joined(separator: ", ")
                + "; code names one of them by qualifying it with its module, and kumiki check reports no finding from an ambiguous name."
            answer.declaredIn = declarations.first?.declaredIn
            answer.fill(from: project, layer: nil)
            return answer
        }
        let declaringFile = declarations.first.flatMap { declaration in model.files.first { $0.path == declaration.declaredIn } }
        if let file = declaringFile, let match = model.layerMatch(ofFile: file.path) {
            answer.layer = match.layer
            answer.reason = "declared in \(file.path), which is in \(match.layer) by \(match.reasonText)"
            answer.declaredIn = file.path
        } else if let match = model.layerMatch(ofTypeNamed: name) {
            answer.layer = match.layer
            answer.reason = match.reasonText + (declaringFile.map { ", declared in \($0.path)" } ?? " (not declared in the project)")
            answer.declaredIn = declaringFile?.path
        } else {
            answer.declaredIn = declaringFile?.path
            answer.reason = declaringFile == nil
                ? "The project declares no type \(name), and no layer's suffix matches its name."
                : "Its file is in no layer, and no layer's suffix matches its name."
        }
        answer.fill(from: project, layer: answer.layer)
        return answer
    }

    /// What code of `layer` may import: the layers and the project's modules it may depend on,
    /// and those it must not (other layers' modules and the layer's forbidden frameworks).
    public func allowedImports(layer: String) throws(ToolboxError) -> ImportRules {
        let project = try load()
        let configuration = project.check.configuration
        guard let definition = configuration.layers.first(where: { $0.name == layer }) else {
            throw .unknownLayer(layer, known: configuration.layers.map(\.name))
        }
        let session = project.session
        let imports = project.imports(of: layer, excluding: [])
        var rules = ImportRules(
            layer: layer, mayDependOnLayers: session.allowedLayers(from: layer),
            mustNotDependOnLayers: configuration.layers.map(\.name).filter { $0 != layer && !session.allows(layer, $0) },
            mayImport: imports.may, mustNotImport: imports.mustNot, forbiddenFrameworks: definition.forbiddenImports.sorted())
        if definition.isIsolated {
            rules.notes.append(
                "\(layer) is isolated: its modules do not import each other, except interface modules (\(definition.interfaces.joined(separator: ", "))).")
        }
        return rules
    }

    /// What the rule `id` protects, how it is set in this project, and how to fix a finding.
    public func explain(rule id: String) throws(ToolboxError) -> RuleExplanation {
        guard let rule = RuleID(rawValue: id) else { throw .unknownRule(id) }
        let configured = try? ProjectCheck(paths: [], currentDirectory: directory).configuration
        return RuleExplanation(
            rule: rule.rawValue, severity: (configured?.severity(of: rule) ?? rule.defaultSeverity).rawValue,
            defaultSeverity: rule.defaultSeverity.rawValue, summary: rule.summary, documentation: rule.documentation,
            url: rule.documentationURL,
            suppression: "// kumiki:disable:next \(rule.rawValue) on the line above, or accept it in the baseline (kumiki check --write-baseline).")
    }

    /// The dependency graph between layers (or targets) as it is in the code, forbidden edges marked.
    public func graph(level: GraphAnswer.Level = .layers, format: GraphAnswer.Format = .mermaid) throws(ToolboxError) -> GraphAnswer {
        let project = try load()
        let model = project.session.model
        let (graph, violations): (DependencyGraph, Set<DependencyGraph.Edge>)
        switch level {
        case .layers:
            let layers = LayerGraph(model: model)
            (graph, violations) = (layers.graph, layers.violations)
        case .targets:
            let targets = TargetGraph(model: model)
            (graph, violations) = (targets.graph, targets.violations)
        }
        let edges = graph.edges.keys.sorted().flatMap { from in
            (graph.edges[from] ?? []).sorted().map { to in
                GraphAnswer.Edge(from: from, to: to, violation: violations.contains(DependencyGraph.Edge(from: from, to: to)))
            }
        }
        return GraphAnswer(
            level: level, format: format, nodes: graph.nodes, edges: edges,
            text: format == .dot ? graph.dot(violations: violations) : graph.mermaid(violations: violations))
    }

    /// The project read once for one answer.
    struct Project {
        let check: ProjectCheck
        let session: CheckSession

        var root: URL { check.scope.analysisDirectory }

        /// The project's modules code of `layer` may import, and the modules and frameworks it
        /// must not (another layer's modules, the layer's forbidden frameworks, and for an
        /// isolated layer its other modules but interfaces); `own` (the asking file's modules)
        /// is left out of both.
        func imports(of layer: String, excluding own: Set<String>) -> (may: [String], mustNot: [String]) {
            let definition = check.configuration.layers.first { $0.name == layer }
            let forbidden = Set(definition?.forbiddenImports ?? [])
            var may: [String] = [], mustNot = forbidden.sorted()
            for (module, moduleLayer) in session.model.layersOfModules.sorted(by: { $0.key < $1.key })
            where !own.contains(module) && !forbidden.contains(module) {
                let isolatedSibling = moduleLayer == layer && definition?.isIsolated == true && definition?.isInterface(module) == false
                if session.allows(layer, moduleLayer) && !isolatedSibling { may.append(module) } else { mustNot.append(module) }
            }
            return (may, mustNot)
        }

        /// `path` relative to the project's root, as the rules name files.
        func relativePath(_ path: String) -> String {
            let absolute = path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : path
            let base = root.standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
            return absolute.hasPrefix("./") ? String(absolute.dropFirst(2)) : absolute
        }
    }

    private func load() throws(ToolboxError) -> Project {
        do {
            let check = try ProjectCheck(paths: [], currentDirectory: directory)
            let session = try CheckSession(root: check.scope.analysisDirectory, configuration: check.configuration, cacheDirectory: cacheDirectory)
            return Project(check: check, session: session)
        } catch {
            throw .check(error.description)
        }
    }
}
