import Foundation
import KumikiCheck

/// The projects a language server serves: one ``Workspace`` per `.kumiki.yml` its documents sit
/// under (the nearest at or above each file, as `kumiki check` finds it), and one per editor
/// folder for the files under no configuration. A monorepo or an app in a subfolder gets its own
/// rules, baseline and project files, whichever folder the editor opened.
final class Workspaces {
    /// The folders the editor opened (every folder of a multi-root workspace).
    let editorRoots: [URL]

    private let cacheDirectory: URL?
    private let log: (String) -> Void
    private var byRoot: [String: Workspace] = [:]

    init(editorRoots: [URL], cacheDirectory: URL?, log: @escaping (String) -> Void) {
        self.editorRoots = editorRoots.map(\.standardizedFileURL)
        self.cacheDirectory = cacheDirectory
        self.log = log
    }

    /// Every workspace opened so far, in the order of their roots.
    var all: [Workspace] {
        byRoot.keys.sorted().compactMap { byRoot[$0] }
    }

    /// The workspace of each editor folder, created (not yet read) at `initialize`.
    func openEditorRoots() -> [Workspace] {
        editorRoots.map { workspace(at: Self.configurationRoot(above: $0) ?? $0) }
    }

    /// The workspace serving the file at `uri`, created and read on first use; `nil` for a URI
    /// that is no file, or a file under no configuration and outside every editor folder.
    func workspace(forURI uri: String) -> Workspace? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let file = url.standardizedFileURL
        let root = Self.configurationRoot(above: file.deletingLastPathComponent()) ?? editorRoot(holding: file)
        guard let root else { return nil }
        let workspace = workspace(at: root)
        workspace.load()
        return workspace
    }

    /// The workspace already serving `root`, if one is.
    func existing(root: URL) -> Workspace? {
        byRoot[root.standardizedFileURL.path]
    }

    /// The workspaces whose tree holds the file at `uri`, with its path in each: a file on disk
    /// changed there concerns every project that reads it.
    func holding(uri: String) -> [(workspace: Workspace, path: String)] {
        all.compactMap { workspace in workspace.path(ofURI: uri).map { (workspace, $0) } }
    }

    /// Stops serving `workspace` (its `.kumiki.yml` was deleted); its files go to the project above.
    func close(_ workspace: Workspace) {
        byRoot[workspace.root.path] = nil
        log("stopped serving \(workspace.root.path): its .kumiki.yml is gone")
    }

    private func workspace(at root: URL) -> Workspace {
        let key = root.standardizedFileURL.path
        if let existing = byRoot[key] { return existing }
        let workspace = Workspace(root: root, cacheDirectory: cacheDirectory, log: log)
        if let existing = byRoot[workspace.root.path] { return existing }
        byRoot[workspace.root.path] = workspace
        if let problem = workspace.configurationProblem { log("\(problem.file.path): \(problem.message)") }
        log("serving \(workspace.root.path)")
        return workspace
    }

    /// The deepest editor folder holding `file`.
    private func editorRoot(holding file: URL) -> URL? {
        editorRoots.filter { root in
            let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
            return file.path.hasPrefix(base)
        }.max { $0.path.count < $1.path.count }
    }

    /// The folder of the nearest `.kumiki.yml` at or above `folder`.
    private static func configurationRoot(above folder: URL) -> URL? {
        Configuration.find(startingAt: folder)?.deletingLastPathComponent().standardizedFileURL
    }
}
