import Foundation
import KumikiProjects
import KumikiSourceFiles

/// A project kept in memory between checks, for tools that ask again and again: an editor's
/// language server, a coding assistant's tool server. It reads the project once (through the
/// facts cache, like `kumiki check`), then re-analyses only what changes: the unsaved text of an
/// open document, or a file changed on disk. Every answer takes the open documents' text over
/// the files on disk.
///
/// The rules run again the same way: after an edit that leaves what the file declares as it
/// was (``FileFacts/offersTheSame(as:)``), only that file's rules and the project-wide ones run,
/// since other files' findings depend on it through nothing else; an edit that declares,
/// renames or removes a type, or a file added or removed, checks every file.
///
/// Paths are relative to ``root``, as `kumiki check` reports them. Not thread-safe: one caller
/// (a server's message loop) uses it at a time.
public final class CheckSession: @unchecked Sendable {
    /// The folder the project is analysed from (the folder of `.kumiki.yml`).
    public let root: URL
    /// The configuration in force.
    public let configuration: Configuration
    /// What reading the projects could not do as asked, for the user.
    public let projectNotes: [String]
    /// The folders the session may read: a file changed on disk is read only inside them.
    public let boundary: ProjectBoundary

    private var files: [FileFacts]
    private var placements: [ProjectModel.Placement]
    private let projects: LoadedProjects
    private let unbuiltFiles: [String]
    private let isFullyAnalysed: [Bool]
    private var indexByPath: [String: Int]
    /// The facts of open documents' unsaved text, by path.
    private var buffers: [String: FileFacts] = [:]
    private var cachedModel: ProjectModel?
    private var cachedDiagnostics: [Diagnostic]?
    /// Each file's findings from the last check, while every file since changed (``changedPaths``)
    /// still declares what it declared then; `nil` after any other change, for a full check.
    private var lastResults: Checker.FileResults?
    private var changedPaths: Set<String> = []
    /// How many files the last check of the rules went through (all of them, or the changed ones).
    private(set) var filesCheckedLastTime = 0

    /// Reads the project under `root` with `configuration`, reusing the facts cached in
    /// `cacheDirectory` (`nil`: no cache).
    public init(root: URL, configuration: Configuration, cacheDirectory: URL?) throws(CheckError) {
        self.root = root.standardizedFileURL
        self.configuration = configuration
        boundary = ProjectBoundary(root: root, configuration: configuration)
        let result = try CheckRunner(configuration: configuration, cacheDirectory: cacheDirectory, baseDirectory: self.root).run(paths: ["."])
        let model = result.model
        files = model.files
        placements = model.placements
        projects = model.projects
        unbuiltFiles = model.unbuiltFiles
        isFullyAnalysed = model.isFullyAnalysed
        projectNotes = result.projectNotes
        indexByPath = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number of files analysed.
    public var fileCount: Int { files.count }

    /// Whether the project checks `path` (a Swift file under the root, in a target when
    /// projects were read, not excluded by the configuration).
    public func isChecked(_ path: String) -> Bool {
        indexByPath[path] != nil || placement(ofNewFile: path) != nil
    }

    /// Analyses `text` as the content of `path` (an open document's unsaved buffer), or, with
    /// `nil`, goes back to the file on disk.
    public func setText(_ text: String?, forFile path: String) {
        let before = facts(ofFile: path)
        if let text {
            buffers[path] = FileAnalyzer.analyze(source: text, path: path)
        } else {
            buffers[path] = nil
        }
        if indexByPath[path] == nil, placement(ofNewFile: path) == nil { return }  // not part of the project
        noteChange(of: path, from: before, to: facts(ofFile: path))
    }

    /// Reads `path` again from disk (it changed there); a file that no longer exists leaves the project.
    public func fileDidChangeOnDisk(_ path: String) {
        let disk = root.appendingPathComponent(path).path
        // A link that leads out of the project is not followed: the session reads the project only.
        guard boundary.contains(relativePath: path), let bytes = SourceFileReader.bytes(atPath: disk) else {
            if let index = indexByPath[path] {
                files.remove(at: index)
                placements.remove(at: index)
                indexByPath = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            }
            invalidate()
            return
        }
        let facts = bytes.withUnsafeBufferPointer { FileAnalyzer.analyze(bytes: $0, path: path) }
        if let index = indexByPath[path] {
            let before = files[index]
            files[index] = facts
            // An open document's unsaved text stays what the rules see.
            if buffers[path] == nil { noteChange(of: path, from: before, to: facts) }
        } else if let placement = placement(ofNewFile: path) {
            indexByPath[path] = files.count
            files.append(facts)
            placements.append(placement)
            invalidate()
        }
    }

    /// The project as the rules see it, open documents' text included.
    public var model: ProjectModel {
        if let cachedModel { return cachedModel }
        var files = self.files
        var placements = self.placements
        for (path, facts) in buffers.sorted(by: { $0.key < $1.key }) {
            if let index = indexByPath[path] {
                files[index] = facts
            } else if let placement = placement(ofNewFile: path) {
                files.append(facts)
                placements.append(placement)
            }
        }
        let model = ProjectModel(
            configuration: configuration, files: files, placements: placements, projects: projects,
            unbuiltFiles: unbuiltFiles, isFullyAnalysed: isFullyAnalysed)
        cachedModel = model
        return model
    }

    /// Every finding of the project, open documents' text included; kept until something changes.
    public func diagnostics() -> [Diagnostic] {
        if let cachedDiagnostics { return cachedDiagnostics }
        let model = self.model
        // Files of the project keep their index in the model; new files' buffers come after them,
        // and a change to one of those is a full check.
        let previous = lastResults.flatMap { results -> (results: Checker.FileResults, changed: Set<Int>)? in
            guard results.findings.count == model.files.count else { return nil }
            var changed = Set<Int>()
            for path in changedPaths {
                guard let index = indexByPath[path] else { return nil }
                changed.insert(index)
            }
            return (results, changed)
        }
        let (diagnostics, results) = Checker().check(model, reusing: previous)
        filesCheckedLastTime = previous?.changed.count ?? model.files.count
        lastResults = results
        changedPaths = []
        cachedDiagnostics = diagnostics
        return diagnostics
    }

    /// The findings located in `path`.
    public func diagnostics(forFile path: String) -> [Diagnostic] {
        diagnostics().filter { $0.location.file == path }
    }

    /// The facts of `path` as the rules see them (its unsaved text when it is open).
    public func facts(ofFile path: String) -> FileFacts? {
        if let buffer = buffers[path] { return buffer }
        return indexByPath[path].map { files[$0] }
    }

    /// The layer of the file at `path`, if any.
    public func layer(ofFile path: String) -> String? {
        let model = self.model
        guard let index = model.files.firstIndex(where: { $0.path == path }) else { return model.layer(ofFile: path) }
        return model.layer(ofFileAt: index)
    }

    /// The layer of the module `module` an `import` names, if it has one.
    public func layer(ofModule module: String) -> String? {
        model.layer(ofModule: module)
    }

    /// The layer of the project's type called `name` (declared in a placed file, or placed by
    /// its name's suffix), if it has one.
    public func layer(ofType name: String) -> String? {
        model.layer(ofType: name) ?? ProjectModel.layer(ofTypeNamed: name, in: configuration)
    }

    /// What the type reference at `referenceIndex` of the file at `path` names, resolved in its
    /// scope as the rules resolve it (open documents' text included); `nil` for a file or index
    /// the project does not have.
    public func resolvedReference(_ referenceIndex: Int, inFile path: String) -> ResolvedTypeReference? {
        let model = self.model
        guard let fileIndex = model.files.firstIndex(where: { $0.path == path }),
              model.files[fileIndex].references.indices.contains(referenceIndex)
        else { return nil }
        let file = model.files[fileIndex]
        let name = file[file.references[referenceIndex].name]
        switch model.resolution(ofReference: referenceIndex, inFileAt: fileIndex) {
        case .external: return ResolvedTypeReference(name: name, status: .elsewhere)
        case .local: return ResolvedTypeReference(name: name, status: .local)
        case .unresolved: return ResolvedTypeReference(name: name, status: .unresolved)
        case .ambiguous(let candidates):
            return ResolvedTypeReference(
                name: name, status: .ambiguous, candidateLayers: Array(Set(candidates.compactMap(\.layer))).sorted())
        case .declaration(let declaration):
            return ResolvedTypeReference(
                name: (declaration.enclosing + [name]).joined(separator: "."), status: .resolved, layer: declaration.layer,
                declaredIn: model.files[declaration.file].path)
        }
    }

    /// Whether code of `from` may depend on `to`.
    public func allows(_ from: String, _ to: String) -> Bool {
        model.allows(from, to)
    }

    /// Whether the configuration forbids code of `layer` to import `module` (`forbidden_imports`).
    public func forbids(_ layer: String, importing module: String) -> Bool {
        configuration.layers.first { $0.name == layer }?.forbiddenImports.contains(module) ?? false
    }

    /// The layers `layer` may depend on, in the configuration's order.
    public func allowedLayers(from layer: String) -> [String] {
        configuration.layers.map(\.name).filter { $0 != layer && model.allows(layer, $0) }
    }

    /// Forgets the model and every file's findings: the next check builds the model again and
    /// checks every file.
    private func invalidate() {
        cachedModel = nil
        cachedDiagnostics = nil
        lastResults = nil
    }

    /// Records that the facts of `path` went from `before` to `after`. While the file offers other
    /// files what it offered, the model takes the new facts in place and only that file needs
    /// checking again; otherwise the model is built again and every file checked.
    private func noteChange(of path: String, from before: FileFacts?, to after: FileFacts?) {
        guard let index = indexByPath[path], let before, let after, after.offersTheSame(as: before) else {
            invalidate()
            return
        }
        cachedDiagnostics = nil
        changedPaths.insert(path)
        cachedModel = cachedModel?.replacingFile(at: index, with: after)
    }

    /// Where a file the project did not list (created since) sits; `nil` when it is not checked.
    private func placement(ofNewFile path: String) -> ProjectModel.Placement? {
        guard path.hasSuffix(".swift"), !path.hasPrefix("../"), !path.hasPrefix("/") else { return nil }
        let components = PathComponents(path)
        if configuration.exclude.contains(where: { $0.matches(components) }) { return nil }
        if !configuration.include.isEmpty, !configuration.include.contains(where: { $0.matches(components) }) { return nil }
        guard !projects.index.isEmpty else { return ProjectModel.placement(of: components, in: configuration) }
        let targets = projects.index.targets(ofFiles: [path]).first ?? []
        guard !targets.isEmpty || configuration.checksUnbuiltFiles else { return nil }
        return ProjectModel.placement(of: components, targets: targets, index: projects.index, in: configuration)
    }
}
