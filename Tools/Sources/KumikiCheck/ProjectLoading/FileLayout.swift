import Foundation
import KumikiProjects

/// Which of the selected files a check analyses once projects were read: the files some
/// target compiles (all of them with `check_unbuilt`), each with its targets, and whether
/// every file of each target is among them.
struct FileLayout: Sendable {
    /// The files to analyse, sorted.
    let checkedFiles: [String]
    /// The targets that compile each of ``checkedFiles``, by index into the projects' index.
    let checkedFileTargets: [[Int]]
    /// The selected files that no target of a checked project compiles.
    let unbuiltFiles: [String]
    /// For each target, whether every Swift file it compiles is analysed.
    let isFullyAnalysed: [Bool]

    /// Works out the layout of `found`'s files; with no checked project, every selected file is
    /// analysed and has no target.
    init(found: CheckRunner.FoundFiles, projects: LoadedProjects, checksUnbuiltFiles: Bool, root: String) {
        let index = projects.index
        guard projects.hasCheckedProject else {
            checkedFiles = found.selected
            checkedFileTargets = [[Int]](repeating: [], count: found.selected.count)
            unbuiltFiles = []
            isFullyAnalysed = [Bool](repeating: false, count: index.targets.count)
            return
        }
        let allTargets = index.targets(ofFiles: found.all.map { FileLayout.rootRelative($0, root: root) })
        var total = [Int](repeating: 0, count: index.targets.count)
        var analysed = total
        var files: [String] = [], fileTargets: [[Int]] = [], unbuilt: [String] = []
        // `selected` is `all` with some files left out, in the same order.
        var next = 0
        for (path, targets) in zip(found.all, allTargets) {
            for target in targets { total[target] += 1 }
            guard next < found.selected.count, found.selected[next] == path else { continue }
            next += 1
            // A manifest is read as the package's description, not compiled by any target.
            if targets.isEmpty, ProjectDiscovery.isManifest(path) || FileLayout.isManifestVariant(path)
                || projects.descriptionFiles.contains(FileLayout.rootRelative(path, root: root)) {
                continue
            }
            // A file of a project that could not be read is placed by its path and checked.
            if targets.isEmpty, !projects.isInFailedProject(FileLayout.rootRelative(path, root: root)) {
                unbuilt.append(path)
                guard checksUnbuiltFiles else { continue }
            }
            for target in targets { analysed[target] += 1 }
            files.append(path)
            fileTargets.append(targets)
        }
        checkedFiles = files
        checkedFileTargets = fileTargets
        unbuiltFiles = unbuilt
        isFullyAnalysed = zip(total, analysed).map { $0 > 0 && $0 == $1 }
    }

    /// Whether `path` names a `Package@swift-….swift`, a manifest for some tools versions.
    static func isManifestVariant(_ path: String) -> Bool {
        let name = RelativePath.lastComponent(of: path)
        return name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
    }

    /// `path` as the projects name files: relative to the root, clean.
    static func rootRelative(_ path: String, root: String) -> String {
        path.hasPrefix("/") ? RelativePath.relative(RelativePath.clean(path), to: root) : RelativePath.clean(path)
    }
}
