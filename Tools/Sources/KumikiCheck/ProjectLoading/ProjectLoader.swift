import Foundation
import KumikiProjects
import KumikiSourceFiles

/// Reads the projects a check found (workspaces, Xcode projects, Swift packages and what they
/// reference), each from the cache while its files are unchanged.
///
/// Checked packages are the ones found under the root or listed by a workspace or project
/// there. Local packages they depend on from outside the root, and the remote packages their
/// `.build/workspace-state.json` says are resolved, are read too, but only to learn which
/// modules their products provide; their files are not checked.
struct ProjectLoader {
    /// The checked root, absolute and clean.
    let root: String
    /// The project cache's file; `nil` reads everything every time.
    let cacheFile: URL?
    /// Runs `swift package dump-package`.
    let dumper: SwiftPackageDumper
    /// Runs `tuist graph`, for the Tuist manifests the static reader cannot evaluate.
    var tuistGraph = TuistGraphReader()
    /// The Tuist manifests and helpers read, which no target compiles.
    var descriptionFiles: Set<String> = []
    /// The `kumiki:disable` comments of the Tuist manifests and helpers read, by path.
    var descriptionSuppressions: [String: Suppressions] = [:]
    /// When the run started, and how long before it a file must have changed for its stamp to be trusted.
    let runStart: Int64
    let stampTrustWindow: Int64

    var cache = ProjectCache()
    var used: [String: ProjectCache.Entry] = [:]
    var notes: [String] = []
    var failures: [ProjectFailure] = []
    /// The projects `.kumiki.yml` names, which must read.
    private var namedProjects: Set<String> = []
    /// The vendored and tooling folders, whose projects a workspace may list but which are not the app's.
    var vendored: [Glob] = []

    init(root: String, cacheFile: URL?, dumper: SwiftPackageDumper = SwiftPackageDumper(), stampTrustWindow: Int64 = FileStamp.racyWindowNanoseconds) {
        self.root = root
        self.cacheFile = cacheFile
        self.dumper = dumper
        runStart = FileStamp.now()
        self.stampTrustWindow = stampTrustWindow
    }

    /// Reads every candidate and what it references. A project that cannot be read becomes a
    /// ``ProjectFailure`` and the others are read as usual, unless it is one of `named` (the
    /// candidates `.kumiki.yml` names under `project:`), which must read: then the load stops.
    mutating func load(_ candidates: [ProjectDiscovery.Candidate], named: Set<String> = []) throws(CheckError) -> LoadedProjects {
        guard !candidates.isEmpty else { return .none }
        cache = ProjectCache.load(from: cacheFile)
        namedProjects = named
        var xcodeProjects: [String] = []
        var packages: [String] = []
        var specs: [String] = []
        var tuistFolders: [String] = []
        var podfiles: [String] = []
        func add(_ path: String, to list: inout [String]) {
            if !list.contains(path) { list.append(path) }
        }
        for candidate in candidates {
            switch candidate {
            case .workspace(let path):
                guard !isEmptyBundle(path, holding: "contents.xcworkspacedata") else { continue }
                let references: [String]
                do {
                    references = try workspaceReferences(path)
                } catch {
                    try fail(error, project: path, folder: RelativePath.parent(of: path))
                    continue
                }
                for reference in references {
                    // `Pods/Pods.xcodeproj` and the like: what a dependency manager installed is no project of the app.
                    if vendored.contains(where: { $0.matches(PathComponents(reference)) }) { continue }
                    if reference.hasSuffix(".xcodeproj") {
                        // Xcode shows a listed project that is gone in red and builds the rest; so does Kumiki.
                        guard FileManager.default.fileExists(atPath: disk(RelativePath.join(reference, "project.pbxproj"))) else {
                            notes.append("\(path) lists \(reference), which does not exist; it is skipped")
                            continue
                        }
                        add(reference, to: &xcodeProjects)
                    } else if FileManager.default.fileExists(atPath: disk(RelativePath.join(reference, "Package.swift"))) {
                        add(reference, to: &packages)
                    }
                }
            case .xcodeProject(let path):
                guard !isEmptyBundle(path, holding: "project.pbxproj") else { continue }
                add(path, to: &xcodeProjects)
            case .package(let path): add(path, to: &packages)
            case .xcodeGenSpec(let path): add(path, to: &specs)
            case .tuistProject(let path): add(path, to: &tuistFolders)
            case .podfile(let path): add(path, to: &podfiles)
            }
        }
        var projects: [ProjectDescription] = []
        // XcodeGen specs first, then Xcode projects (read on every core, a large one taking as
        // long as many files): the local packages either references are read with the packages found on disk.
        var outcomes: [(path: String, project: Result<ProjectDescription, CheckError>)] = []
        for path in specs {
            outcomes.append((path, Result { () throws(CheckError) in try xcodeGenSpec(path) }))
        }
        let loader = self
        let read = xcodeProjects.concurrentMap { path in loader.xcodeProject(path) }
        for (path, (key, entry, project)) in zip(xcodeProjects, read) {
            if let entry { used[key] = entry }
            outcomes.append((path, project))
        }
        for (path, outcome) in outcomes {
            let project: ProjectDescription
            do {
                project = try outcome.get()
            } catch {
                try fail(error, project: path, folder: RelativePath.parent(of: path))
                continue
            }
            projects.append(project)
            for reference in project.packages {
                if let local = reference.path, isInsideRoot(local) { add(local, to: &packages) }
            }
        }
        for project in try readTuistProjects(tuistFolders) {
            projects.append(project)
            for reference in project.packages {
                if let local = reference.path, isInsideRoot(local) { add(local, to: &packages) }
            }
        }
        for path in podfiles {
            do {
                let pods = try cocoaPods(path)
                projects = Self.integrating(pods, into: projects)
                projects.append(pods)
            } catch {
                try fail(error, project: path, folder: RelativePath.parent(of: path))
            }
        }
        let checked = try readPackages(packages.map { ($0, nil) }, checked: true)
        projects += checked
        // What the checked packages depend on, read for the modules it provides: local packages
        // outside the root (and theirs), and resolved remote packages.
        var known = Set(projects.map(\.path))
        var pending: [(path: String, identity: String?)] = []
        func depend(on path: String, identity: String?) {
            if known.insert(path).inserted { pending.append((path, identity)) }
        }
        for project in projects {
            for reference in project.packages {
                if let local = reference.path { depend(on: local, identity: reference.identity) }
            }
            if project.kind == .swiftPackage {
                for (path, identity) in checkouts(of: project.path) { depend(on: path, identity: identity) }
            }
        }
        while !pending.isEmpty {
            let level = pending
            pending = []
            let read = try readPackages(level.map { ($0.path, $0.identity) }, checked: false)
            projects += read
            for project in read {
                for reference in project.packages {
                    if let local = reference.path { depend(on: local, identity: reference.identity) }
                }
            }
        }
        // An entry is what reading its inputs gave, so the same keys with the same inputs (paths,
        // stamps, hashes) are the same cache: a warm check writes nothing.
        if used.count != cache.entries.count || used.contains(where: { key, entry in cache.entries[key]?.inputs != entry.inputs }) {
            cache.entries = used
            cache.save(to: cacheFile)
        }
        var hasher = ContentHasher()
        for key in used.keys.sorted() {
            hasher.combine(key)
            hasher.combine(used[key]?.digest ?? 0)
        }
        let index = ProjectIndex(projects: projects)
        let (objectiveCNames, objectiveCModules) = objectiveCFacts(of: index, hasher: &hasher)
        var suppressions: [String: Suppressions] = [:]
        for project in projects where project.kind == .swiftPackage {
            let manifest = RelativePath.join(project.path, "Package.swift")
            if let found = used["package:\(project.path)"]?.suppressions { suppressions[manifest] = found }
        }
        suppressions.merge(descriptionSuppressions) { first, _ in first }
        let projectNotes = projects.flatMap(\.notes) + Self.unresolvedPackageNotes(projects)
        var loaded = LoadedProjects(
            index: index, manifestSuppressions: suppressions, notes: projectNotes + notes, fingerprint: hasher.digest,
            failures: failures)
        loaded.descriptionFiles = descriptionFiles
        loaded.objectiveCNames = objectiveCNames
        loaded.objectiveCModules = objectiveCModules
        return loaded
    }

    /// The Objective-C names each target with a bridging header sees through it, and the modules the
    /// Objective-C code of each target (its sources and bridging header, with what they import) uses; the
    /// bytes read are combined into `hasher` (a stored result stays valid only while they are unchanged).
    /// The project's headers are listed only when some target has a bridging header or Objective-C sources.
    private func objectiveCFacts(of index: ProjectIndex, hasher: inout ContentHasher) -> (names: [Int: Set<String>], modules: [Int: Set<String>]) {
        let bridged = index.targets.indices.filter { target in
            let description = index.targets[target].description
            return index.projects[index.targets[target].project].isChecked && (description.bridgingHeader != nil || !description.objectiveCSources.isEmpty)
        }
        guard !bridged.isEmpty else { return ([:], [:]) }
        let headers = DirectoryWalker.files(under: root, withSuffix: ".h").filter { path in
            !path.split(separator: "/").contains { $0 == ".build" || $0 == ".git" || $0 == "DerivedData" }
        }
        let scanner = ObjectiveCHeaderScanner(headers: headers)
        var texts: [String: String?] = [:]
        let read = { (path: String) -> String? in
            if let known = texts[path] { return known }
            let text = SourceFileReader.bytes(atPath: disk(path)).map { String(decoding: $0, as: UTF8.self) }
            texts[path] = text
            return text
        }
        var namesByHeader: [String: Set<String>] = [:]
        var names: [Int: Set<String>] = [:]
        var modules: [Int: Set<String>] = [:]
        for target in bridged {
            let description = index.targets[target].description
            if let header = description.bridgingHeader {
                if let known = namesByHeader[header] {
                    names[target] = known
                } else {
                    let found = scanner.names(seenThrough: header, read: read)
                    namesByHeader[header] = found
                    names[target] = found
                }
            }
            let used = scanner.modules(usedBy: description.objectiveCSources + (description.bridgingHeader.map { [$0] } ?? []), read: read)
            if !used.isEmpty { modules[target] = used }
        }
        for path in texts.keys.sorted() {
            hasher.combine(path)
            hasher.combine((texts[path] ?? nil) ?? "")
        }
        return (names, modules)
    }

    /// One note per checked package whose remote dependencies are not resolved (no checkout read):
    /// the modules they provide are unknown, so imports of them are not checked against the targets'
    /// declared dependencies until they are.
    static func unresolvedPackageNotes(_ projects: [ProjectDescription]) -> [String] {
        let read = Set(projects.compactMap(\.identity))
        return projects.filter { $0.kind == .swiftPackage && $0.isChecked }.compactMap { project in
            let missing = project.packages.filter { $0.url != nil && $0.path == nil && !read.contains($0.identity) }.map(\.identity)
            guard !missing.isEmpty else { return nil }
            let manifest = RelativePath.join(project.path, "Package.swift")
            return "\(manifest) depends on remote packages that are not resolved (\(missing.sorted().joined(separator: ", "))), so which "
                + "modules they provide is unknown and imports of them are not checked against the targets' dependencies; "
                + "run `swift package resolve`\(project.path == "." ? "" : " in \(project.path)") and check again"
        }
    }

    /// Records that the project at `path` could not be read, or, when `.kumiki.yml` names it (or
    /// the error is not about a project), stops the load with the error.
    mutating func fail(_ error: CheckError, project path: String, folder: String) throws(CheckError) {
        guard case .project(let reason) = error, !namedProjects.contains(path) else { throw error }
        failures.append(ProjectFailure(error: reason, folder: folder))
    }

    /// Whether the bundle folder at `path` lacks the file that makes it a project or workspace (as
    /// the examples of some libraries ship them): it is skipped with a note.
    private mutating func isEmptyBundle(_ path: String, holding file: String) -> Bool {
        guard !FileManager.default.fileExists(atPath: disk(RelativePath.join(path, file))) else { return false }
        notes.append("\(path) holds no \(file), so it is no project to read; it is skipped")
        return true
    }

    // MARK: - Reads

    private mutating func workspaceReferences(_ path: String) throws(CheckError) -> [String] {
        let file = RelativePath.join(path, "contents.xcworkspacedata")
        let root = self.root
        let entry = try cached("workspace:\(path)", files: [file]) { contents throws(CheckError) in
            let reader = XcodeWorkspaceReader(workspacePath: path, root: root)
            let text = String(decoding: contents[0], as: UTF8.self)
            let references = try Result { () throws(ProjectReadError) in try reader.references(in: text) }.mapError(CheckError.project).get()
            return ProjectCache.Entry(inputs: [], references: references.map(\.path))
        }
        return entry.references
    }

    /// Reads an Xcode project, from the cache while its `project.pbxproj` is unchanged; safe on
    /// any thread, since what it would record under its cache key is returned instead.
    private func xcodeProject(_ path: String) -> (key: String, entry: ProjectCache.Entry?, project: Result<ProjectDescription, CheckError>) {
        let root = self.root
        let key = "xcode:\(path)"
        let (entry, outcome) = lookUp(key, files: [RelativePath.join(path, "project.pbxproj")]) { contents throws(CheckError) in
            let reader = XcodeProjectReader(projectPath: path, root: root)
            let project = try contents[0].withUnsafeBufferPointer { bytes in
                Result { () throws(ProjectReadError) in try reader.read(bytes) }
            }.mapError(CheckError.project).get()
            return ProjectCache.Entry(inputs: [], projects: [project])
        }
        return (key, entry, outcome.flatMap { entry in
            guard let project = entry.projects.first else {
                return .failure(.project(ProjectReadError(file: RelativePath.join(path, "project.pbxproj"), message: "the project could not be read")))
            }
            return .success(project)
        })
    }

    /// Reads an XcodeGen spec and what it includes, from the cache while none of those files changed.
    private mutating func xcodeGenSpec(_ path: String) throws(CheckError) -> ProjectDescription {
        let key = "xcodegen:\(path)"
        if let entry = cache.entries[key], let valid = ProjectCache.validated(entry, runStart: runStart, window: stampTrustWindow) {
            used[key] = valid
            if let failure = valid.failure { throw .project(failure) }
            if let project = valid.projects.first { return project }
        }
        var reader = XcodeGenSpecReader(specPath: path, root: root)
        let root = self.root
        func load(_ file: String) throws(ProjectReadError) -> SpecValue {
            let absolute = file.hasPrefix("/") ? file : RelativePath.join(root, file)
            guard let bytes = SourceFileReader.bytes(atPath: absolute) else {
                throw ProjectReadError(file: file, message: "the spec cannot be read (it does not exist, or it is not a readable file)")
            }
            return try SpecParser.parse(bytes, file: file)
        }
        let outcome = Result { () throws(ProjectReadError) in
            try reader.read(try load(path), load: load, fileSystem: .disk(root: root))
        }
        let inputs = ProjectCache.inputs(reader.readFiles.filter { FileManager.default.fileExists(atPath: disk($0)) }.map(disk),
                                         runStart: runStart, window: stampTrustWindow)?.inputs ?? []
        switch outcome {
        case .success(let project):
            used[key] = ProjectCache.Entry(inputs: inputs, projects: [project])
            return project
        case .failure(let error):
            if !inputs.isEmpty { used[key] = ProjectCache.Entry(inputs: inputs, failure: error) }
            throw .project(error)
        }
    }

    /// Reads a Podfile, its lock and its local pods' specs into the `Pods` project they install,
    /// from the cache while none of those files changed.
    private mutating func cocoaPods(_ path: String) throws(CheckError) -> ProjectDescription {
        let key = "cocoapods:\(path)"
        if let entry = cache.entries[key], let valid = ProjectCache.validated(entry, runStart: runStart, window: stampTrustWindow) {
            used[key] = valid
            if let failure = valid.failure { throw .project(failure) }
            if let project = valid.projects.first { return project }
        }
        let reader = CocoaPodsReader(podfilePath: path)
        let root = self.root
        let outcome = Result { () throws(ProjectReadError) -> (ProjectDescription, [String]) in
            guard let bytes = SourceFileReader.bytes(atPath: disk(path)) else {
                throw ProjectReadError(file: path, message: "the Podfile cannot be read")
            }
            let podfile = try PodfileReader.read(String(decoding: bytes, as: UTF8.self), file: path)
            let companions = reader.companionFiles(of: podfile)
            let project = try reader.read(
                podfile: podfile, read: { SourceFileReader.bytes(atPath: RelativePath.join(root, $0)) },
                list: { (try? FileManager.default.contentsOfDirectory(atPath: RelativePath.join(root, $0))) ?? [] })
            return (project, companions)
        }
        let companions = (try? outcome.get().1) ?? []
        let files = ([path] + companions).filter { FileManager.default.fileExists(atPath: disk($0)) }
        let inputs = ProjectCache.inputs(files.map(disk), runStart: runStart, window: stampTrustWindow)?.inputs ?? []
        switch outcome {
        case .success(let (project, _)):
            used[key] = ProjectCache.Entry(inputs: inputs, projects: [project])
            return project
        case .failure(let error):
            if !inputs.isEmpty { used[key] = ProjectCache.Entry(inputs: inputs, failure: error) }
            throw .project(error)
        }
    }

    /// `projects` with each Xcode target a Podfile's target names depending on that target's
    /// aggregate (`Pods-Shop`), as `pod install` links `Pods_Shop.framework` into it: in the project
    /// the Podfile names for it, else in the projects beside the Podfile.
    static func integrating(_ pods: ProjectDescription, into projects: [ProjectDescription]) -> [ProjectDescription] {
        var result = projects
        let folder = RelativePath.parent(of: pods.path)
        for aggregate in pods.targets {
            guard let integration = aggregate.integration else { continue }
            let candidates = result.indices.filter { index in
                guard result[index].kind == .xcodeProject || result[index].kind == .xcodeGenSpec || result[index].kind == .tuistProject
                else { return false }
                if let named = integration.project { return result[index].path == named }
                let projectFolder = result[index].kind == .tuistProject ? result[index].path : RelativePath.parent(of: result[index].path)
                return projectFolder == folder
            }
            for index in candidates {
                for targetIndex in result[index].targets.indices where result[index].targets[targetIndex].name == integration.target {
                    result[index].targets[targetIndex].dependencies.append(DeclaredDependency(
                        kind: .target, name: aggregate.name, project: pods.path, location: aggregate.location))
                }
            }
        }
        return result
    }

    /// Reads packages, from the cache where their manifests are unchanged, the rest dumped on every core.
    private mutating func readPackages(_ packages: [(path: String, identity: String?)], checked: Bool) throws(CheckError) -> [ProjectDescription] {
        var results = [ProjectDescription?](repeating: nil, count: packages.count)
        var missing: [(index: Int, path: String, identity: String?, manifests: [String])] = []
        for (index, package) in packages.enumerated() {
            let manifests = manifestFiles(of: package.path)
            guard !manifests.isEmpty else {
                if checked {
                    try fail(.project(ProjectReadError(file: RelativePath.join(package.path, "Package.swift"), message: "the package has no Package.swift")),
                             project: package.path, folder: package.path)
                    continue
                }
                notes.append("\(package.path): a dependency without a Package.swift; its modules are unknown")
                continue
            }
            let key = "package:\(package.path)"
            if let entry = cache.entries[key], let valid = ProjectCache.validated(entry, runStart: runStart, window: stampTrustWindow),
               valid.failure != nil || !valid.projects.isEmpty {
                used[key] = valid
                if let failure = valid.failure {
                    try failPackage(.project(failure), path: package.path, checked: checked)
                } else if var project = valid.projects.first {
                    project.isChecked = checked
                    results[index] = project
                }
            } else {
                missing.append((index, package.path, package.identity, manifests))
            }
        }
        let dumped = missing.concurrentMap { item in
            Result { () throws(CheckError) -> (ProjectCache.Entry, ProjectDescription?) in
                try readPackage(item.path, identity: item.identity, manifests: item.manifests, checked: checked)
            }
        }
        for (item, outcome) in zip(missing, dumped) {
            switch outcome {
            case .success(let (entry, project)):
                if let project {
                    results[item.index] = project
                    if !entry.inputs.isEmpty { used["package:\(item.path)"] = entry }
                }
            case .failure(let error):
                if case .project(let failure) = error, let inputs = ProjectCache.inputs(item.manifests.map(disk), runStart: runStart, window: stampTrustWindow) {
                    used["package:\(item.path)"] = ProjectCache.Entry(inputs: inputs.inputs, failure: failure)
                }
                try failPackage(error, path: item.path, checked: checked)
            }
        }
        return results.compactMap { $0 }
    }

    /// A package that could not be read: a dependency's modules stay unknown (a note); a checked
    /// package is a ``ProjectFailure``, or stops the load when `.kumiki.yml` names it.
    private mutating func failPackage(_ error: CheckError, path: String, checked: Bool) throws(CheckError) {
        guard checked else {
            notes.append("a dependency could not be read, so its modules are unknown: \(error.description)")
            return
        }
        try fail(error, project: path, folder: path)
    }

    /// Reads one package's manifest: evaluated statically when the reader knows everything it does
    /// (most manifests), else dumped by `swift package dump-package`, the reason kept on the project;
    /// with no toolchain for that, a checked package falls back to the folder convention (and is
    /// not cached, so a later run with a toolchain reads it properly).
    private func readPackage(
        _ path: String, identity: String?, manifests: [String], checked: Bool
    ) throws(CheckError) -> (ProjectCache.Entry, ProjectDescription?) {
        let reader = SwiftPackageReader(packagePath: path, root: root)
        guard let (inputs, contents) = ProjectCache.inputs(manifests.map(disk), runStart: runStart, window: stampTrustWindow) else {
            throw .project(ProjectReadError(file: reader.manifestFile, message: "the manifest cannot be read"))
        }
        // SwiftPM reads `Package@swift-6.0.swift` over `Package.swift` on a 6.x toolchain; so does Kumiki.
        let manifest = StaticManifestReader.manifestInUse(manifests) { file in
            manifests.firstIndex(of: file).flatMap { StaticManifestReader.toolsVersion(of: String(decoding: contents[$0], as: UTF8.self)) }
        } ?? manifests[0]
        let source = String(decoding: contents[manifests.firstIndex(of: manifest) ?? 0], as: UTF8.self)
        var description: ProjectDescription
        var fallback: String?
        do {
            let document = try StaticManifestReader.document(source: source, packageDirectory: disk(path))
            description = reader.read(document: document) { isFolder(disk($0)) }
        } catch {
            // What SwiftPM refuses, it refuses in the words dump-package would print: no need to run it.
            if let refusal = error.swiftPMRefusal {
                throw .project(ProjectReadError(file: manifest, message: "the manifest does not evaluate: \(refusal)"))
            }
            fallback = error.description
            let json: Data
            do {
                json = try dumper.dump(packageAt: disk(path))
            } catch {
                switch error {
                case .noToolchain(let reason):
                    guard checked else { return (ProjectCache.Entry(inputs: []), nil) }
                    let note = "\(reader.manifestFile) was read by the folder convention (Sources/<Target>, Tests/<Target>): "
                        + "it needs swift package dump-package (\(fallback ?? "")), and \(reason)"
                    let description = reader.conventionalDescription(subfolders: subfolders, note: note)
                    return (ProjectCache.Entry(inputs: []), description)
                case .invalidManifest(let line, let column, let message):
                    throw .project(ProjectReadError(file: manifest, line: line, column: column, message: "the manifest does not evaluate: \(message)"))
                }
            }
            description = try Result { () throws(ProjectReadError) in
                try reader.read(dumpedJSON: json) { isFolder(disk($0)) }
            }.mapError(CheckError.project).get()
        }
        description.manifestFallback = fallback
        description.isChecked = checked
        description.identity = identity ?? PackageReference.identity(ofLocation: path == "." ? root : path)
        if checked {
            description = ManifestLocator.annotate(description, source: source, file: manifest)
        } else {
            // Its files are not analysed, but what they re-export is visible to whoever imports them.
            for index in description.targets.indices {
                description.targets[index].reexports = ReexportScanner.reexports(of: description.targets[index].sources, root: root)
            }
        }
        let entry = ProjectCache.Entry(inputs: inputs, projects: [description], suppressions: checked ? Suppressions(source: source) : nil)
        return (entry, description)
    }

    /// The resolved remote packages of the package at `path`, from its `.build/workspace-state.json`.
    private mutating func checkouts(of path: String) -> [(path: String, identity: String)] {
        let state = RelativePath.join(path, ".build/workspace-state.json")
        guard FileManager.default.fileExists(atPath: disk(state)),
              let entry = try? cached("checkouts:\(path)", files: [state], read: { contents throws(CheckError) in
                  let references = Self.checkouts(in: contents[0], packagePath: path)
                  return ProjectCache.Entry(inputs: [], references: references.map(\.path), identities: references.map(\.identity))
              })
        else { return [] }
        return zip(entry.references, entry.identities).map { ($0, $1) }
    }

    /// The checkouts SwiftPM's workspace state lists: `.build/checkouts/<subpath>` for each remote dependency.
    static func checkouts(in bytes: [UInt8], packagePath: String) -> [(path: String, identity: String)] {
        guard let document = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let object = document["object"] as? [String: Any],
              let dependencies = object["dependencies"] as? [[String: Any]]
        else { return [] }
        return dependencies.compactMap { dependency in
            guard let reference = dependency["packageRef"] as? [String: Any], let identity = reference["identity"] as? String,
                  let kind = reference["kind"] as? String, kind != "fileSystem",
                  let subpath = dependency["subpath"] as? String, !subpath.contains("..")
            else { return nil }
            return (RelativePath.join(packagePath, ".build/checkouts/" + subpath), identity)
        }
    }

    // MARK: - Cache

    /// The entry for `key`, from the cache if `files` are unchanged, else made by `read` from their contents.
    private mutating func cached(
        _ key: String, files: [String], read: ([[UInt8]]) throws(CheckError) -> ProjectCache.Entry
    ) throws(CheckError) -> ProjectCache.Entry {
        let (entry, outcome) = lookUp(key, files: files, read: read)
        if let entry { used[key] = entry }
        return try outcome.get()
    }

    /// The entry under `key` while `files` are unchanged, else `read` from their contents; also
    /// the entry to keep under `key` for the next run (a failure too: the same bytes fail the
    /// same way), or `nil` when the files could not be read at all.
    private func lookUp(
        _ key: String, files: [String], read: ([[UInt8]]) throws(CheckError) -> ProjectCache.Entry
    ) -> (entry: ProjectCache.Entry?, outcome: Result<ProjectCache.Entry, CheckError>) {
        if let entry = cache.entries[key], let valid = ProjectCache.validated(entry, runStart: runStart, window: stampTrustWindow) {
            return (valid, valid.failure.map { .failure(.project($0)) } ?? .success(valid))
        }
        guard let (inputs, contents) = ProjectCache.inputs(files.map(disk), runStart: runStart, window: stampTrustWindow) else {
            return (nil, .failure(.project(ProjectReadError(file: files[0], message: "cannot be read"))))
        }
        do {
            var entry = try read(contents)
            entry.inputs = inputs
            return (entry, .success(entry))
        } catch {
            guard case .project(let failure) = error else { return (nil, .failure(error)) }
            return (ProjectCache.Entry(inputs: inputs, failure: failure), .failure(error))
        }
    }

    // MARK: - Files

    /// `Package.swift` and any `Package@swift-….swift` beside it: what SwiftPM reads.
    private func manifestFiles(of path: String) -> [String] {
        let main = RelativePath.join(path, "Package.swift")
        guard FileManager.default.fileExists(atPath: disk(main)) else { return [] }
        let variants = (try? FileManager.default.contentsOfDirectory(atPath: disk(path))) ?? []
        return [main] + variants.filter { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }.sorted().map { RelativePath.join(path, $0) }
    }

    func disk(_ path: String) -> String {
        path.hasPrefix("/") ? path : RelativePath.join(root, path)
    }

    func isInsideRoot(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.hasPrefix("..")
    }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func subfolders(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: disk(path))) ?? []).filter { isFolder(disk(RelativePath.join(path, $0))) }
    }
}
