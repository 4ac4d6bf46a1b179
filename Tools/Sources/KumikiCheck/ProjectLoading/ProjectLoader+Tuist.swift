import Foundation
import KumikiProjects
import KumikiSourceFiles

extension ProjectLoader {
    /// Reads the Tuist projects in `folders` (each holding a `Project.swift`), from the cache while
    /// neither the manifest nor any helper changed. A manifest the static reader cannot evaluate is
    /// read from `tuist graph` when `tuist` is there, else its targets are taken from its folders;
    /// a note says which. A `Project.swift` that does not import `ProjectDescription` is an app's
    /// own file, and is left alone.
    mutating func readTuistProjects(_ folders: [String]) throws(CheckError) -> [ProjectDescription] {
        var projects: [ProjectDescription] = []
        var graphs: [String: [ProjectDescription]] = [:]
        var workspacesRead: Set<String> = []
        for folder in folders {
            let manifest = RelativePath.join(folder, "Project.swift")
            guard let bytes = SourceFileReader.bytes(atPath: disk(manifest)) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            guard TuistLayout.isManifest(text) else { continue }
            let tuistRoot = TuistLayout.root(of: folder, in: root)
            let helpers = TuistLayout.helpers(of: tuistRoot, in: root)
            descriptionFiles.insert(manifest)
            descriptionFiles.formUnion(helpers)
            let workspaceFiles = TuistLayout.workspaceFiles(of: tuistRoot, in: root)
            descriptionFiles.formUnion(workspaceFiles)
            if workspacesRead.insert(tuistRoot).inserted, workspaceFiles.contains(RelativePath.join(tuistRoot, "Workspace.swift")) {
                readTuistWorkspace(RelativePath.join(tuistRoot, "Workspace.swift"), helpers: helpers)
            }
            let key = "tuist:\(folder)"
            if let entry = cache.entries[key], entry.references == helpers,
               let valid = ProjectCache.validated(entry, runStart: runStart, window: stampTrustWindow), let project = valid.projects.first {
                used[key] = valid
                notes += valid.notes
                descriptionSuppressions.merge(valid.fileSuppressions) { first, _ in first }
                projects.append(project)
                continue
            }
            var project: ProjectDescription
            var entryNotes: [String] = []
            do {
                project = try evaluateTuistProject(folder: folder, manifest: text, helpers: helpers, tuistRoot: tuistRoot)
            } catch let unsupported {
                if graphs[tuistRoot] == nil, tuistGraph.executable != nil {
                    do {
                        graphs[tuistRoot] = try TuistGraphReader.projects(fromJSON: try tuistGraph.graph(of: disk(tuistRoot)), root: root)
                    } catch {
                        entryNotes.append("\(manifest): tuist graph could not be read either (\(error.message))")
                        graphs[tuistRoot] = []
                    }
                }
                if let fromGraph = graphs[tuistRoot]?.first(where: { $0.path == folder }) {
                    project = fromGraph
                    entryNotes.append("\(manifest) was read with tuist graph: the static reader does not evaluate it (\(unsupported))")
                } else {
                    project = conventionalTuistProject(folder)
                    entryNotes.append("\(manifest) was read by the folder convention (a target per folder with Swift files, its dependencies "
                        + "unknown): the static reader does not evaluate it (\(unsupported)), and tuist "
                        + (tuistGraph.executable == nil ? "is not on PATH (set KUMIKI_TUIST to name it)" : "graph did not describe it"))
                }
            }
            notes += entryNotes
            projects.append(project)
            let files = [manifest] + helpers
            if let (inputs, contents) = ProjectCache.inputs(files.map(disk), runStart: runStart, window: stampTrustWindow) {
                // A `kumiki:disable:next unused-dependency` above a dependency a helper builds applies there.
                var fileSuppressions: [String: Suppressions] = [:]
                for (file, bytes) in zip(files, contents) { fileSuppressions[file] = Suppressions(source: String(decoding: bytes, as: UTF8.self)) }
                descriptionSuppressions.merge(fileSuppressions) { first, _ in first }
                used[key] = ProjectCache.Entry(inputs: inputs, projects: [project], references: helpers, notes: entryNotes,
                                               fileSuppressions: fileSuppressions)
            }
        }
        return projects
    }

    /// Evaluates one `Project.swift` with the helpers in scope.
    private func evaluateTuistProject(
        folder: String, manifest: String, helpers: [String], tuistRoot: String
    ) throws(ManifestEvaluator.Unsupported) -> ProjectDescription {
        var sources: [ManifestEvaluator.Source] = []
        for helper in helpers {
            guard let bytes = SourceFileReader.bytes(atPath: disk(helper)) else {
                throw ManifestEvaluator.Unsupported(reason: "the helper \(helper) cannot be read")
            }
            sources.append(ManifestEvaluator.Source(path: helper, text: String(decoding: bytes, as: UTF8.self)))
        }
        let evaluator = ManifestEvaluator(api: .projectDescription, packageDirectory: disk(folder), environment: ProcessInfo.processInfo.environment)
        let project = try evaluator.evaluate(
            ManifestEvaluator.Source(path: RelativePath.join(folder, "Project.swift"), text: manifest), helpers: sources,
            declaring: "project", of: ["Project", "init"])
        return try TuistProjectReader(projectFolder: folder, tuistRoot: tuistRoot).description(of: project)
    }

    /// Evaluates `Workspace.swift` so that a workspace the reader cannot follow is said, not ignored.
    private mutating func readTuistWorkspace(_ path: String, helpers: [String]) {
        guard let bytes = SourceFileReader.bytes(atPath: disk(path)) else { return }
        var sources: [ManifestEvaluator.Source] = []
        for helper in helpers {
            guard let helperBytes = SourceFileReader.bytes(atPath: disk(helper)) else { return }
            sources.append(ManifestEvaluator.Source(path: helper, text: String(decoding: helperBytes, as: UTF8.self)))
        }
        let evaluator = ManifestEvaluator(api: .projectDescription, packageDirectory: disk(RelativePath.parent(of: path)),
                                          environment: ProcessInfo.processInfo.environment)
        do {
            _ = try evaluator.evaluate(ManifestEvaluator.Source(path: path, text: String(decoding: bytes, as: UTF8.self)), helpers: sources,
                                       declaring: "workspace", of: ["Workspace", "init"])
        } catch {
            notes.append("\(path) could not be read statically (\(error)); its projects are found by their Project.swift files instead")
        }
    }

    /// A Tuist project read by the folder convention: `Sources/` is the project's own target,
    /// and each other folder with Swift files one target of its name (tests when it says so).
    private func conventionalTuistProject(_ folder: String) -> ProjectDescription {
        let name = RelativePath.lastComponent(of: folder)
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: disk(folder))) ?? []).sorted()
        var targets: [TargetDescription] = []
        for child in children where !child.hasPrefix(".") && !["Derived", "Resources", "Tuist"].contains(child) {
            var isFolder: ObjCBool = false
            let path = RelativePath.join(folder, child)
            guard FileManager.default.fileExists(atPath: disk(path), isDirectory: &isFolder), isFolder.boolValue else { continue }
            let targetName = child == "Sources" ? name : child == "Tests" ? "\(name)Tests" : child
            let kind: TargetKind = targetName.hasSuffix("UITests") ? .uiTest : targetName.hasSuffix("Tests") ? .unitTest : .framework
            targets.append(TargetDescription(name: targetName, kind: kind, sources: SourceSet(folders: [SourceSet.Folder(path: path)]),
                                             dependenciesAreKnown: false))
        }
        return ProjectDescription(kind: .tuistProject, path: folder, name: name, targets: targets)
    }
}
