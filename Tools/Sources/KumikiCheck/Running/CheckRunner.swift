import Foundation
import KumikiProjects
import KumikiSourceFiles

/// Finds the Swift files under the given paths, analyses them in parallel
/// (reusing cached results), and runs the rules.
public struct CheckRunner: Sendable {
    /// The outcome of one run.
    public struct Result: Sendable {
        /// Every diagnostic, sorted by location.
        public var diagnostics: [Diagnostic]
        /// The analysed project. When an unchanged project's diagnostics came from the cache,
        /// it is built from the cached facts on first use, so a plain re-run never pays for it.
        public var model: ProjectModel {
            get { modelSource.model }
            set { modelSource = ModelSource(newValue) }
        }
        /// How many files came from the cache.
        public var cachedFiles: Int
        /// The analysed files, in the order of the model's files.
        public var filePaths: [String]
        /// What reading the projects could not do as asked, for the user.
        public var projectNotes: [String]
        /// The type references left out because they did not resolve to one layer.
        public var unsettledReferences: UnsettledReferences

        private var modelSource: ModelSource

        init(
            diagnostics: [Diagnostic], modelSource: ModelSource, cachedFiles: Int, filePaths: [String], projectNotes: [String],
            unsettledReferences: UnsettledReferences
        ) {
            self.diagnostics = diagnostics
            self.modelSource = modelSource
            self.cachedFiles = cachedFiles
            self.filePaths = filePaths
            self.projectNotes = projectNotes
            self.unsettledReferences = unsettledReferences
        }
    }

    /// The configuration in force.
    public let configuration: Configuration
    /// Where per-file results are cached; `nil` disables the cache.
    public let cacheDirectory: URL?
    /// Called with (done, total) while analysing, for progress output.
    public let progress: (@Sendable (Int, Int) -> Void)?
    /// The folder relative paths are resolved against and reported relative to; the current folder by default.
    public let baseDirectory: URL?
    /// Where each phase's wall and CPU time is added up (`kumiki check --timings`); `nil` measures nothing.
    public let timings: PhaseTimings?

    /// The tool's version, part of every cache key.
    public static let version = "0.1.0"

    /// Creates a runner.
    public init(
        configuration: Configuration,
        cacheDirectory: URL?,
        baseDirectory: URL? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        timings: PhaseTimings? = nil
    ) {
        self.timings = timings
        self.configuration = configuration
        self.cacheDirectory = cacheDirectory
        self.baseDirectory = baseDirectory
        basePath = baseDirectory.map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" }
        cache = FactsCache(directory: cacheDirectory, configuration: configuration, baseDirectory: baseDirectory, version: Self.version)
        self.progress = progress
    }

    /// How long before a run a file must have last changed for its stamp to be trusted; tests
    /// shorten it so that files they have just written can be answered from their stamps.
    var stampTrustWindow = FileStamp.racyWindowNanoseconds

    /// The files this runner's facts, findings and projects are cached in.
    private let cache: FactsCache

    /// `baseDirectory` as a path ending in `/`: joining strings, because building a URL per file
    /// showed up when opening thousands of files.
    private let basePath: String?

    /// The path to open for a reported (possibly relative) path.
    private func diskPath(_ path: String) -> String {
        guard let basePath, !path.hasPrefix("/") else { return path }
        return basePath + path
    }

    /// `${XDG_CACHE_HOME:-~/.cache}/kumiki`.
    public static var defaultCacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        return base.appendingPathComponent("kumiki")
    }

    /// The projects, packages, specs and workspaces under `paths`, read as a check reads them
    /// (each Swift file's targets, their platforms and deployment targets), without analysing a file.
    public func readProjects(paths: [String]) throws(CheckError) -> LoadedProjects {
        try loadProjects(try findFiles(paths: paths), paths: paths)
    }

    /// Checks every Swift file under `paths`.
    public func run(paths: [String]) throws(CheckError) -> Result {
        var found = try phase("walk") { () throws(CheckError) in try findFiles(paths: paths) }
        let (projects, layout) = try phase("projects") { () throws(CheckError) in
            var projects = try loadProjects(found, paths: paths)
            found = restoringCompiledVendoredFiles(found, projects: projects)
            projects = projects.vendoring(found.vendored)
            return (projects, FileLayout(found: found, projects: projects, checksUnbuiltFiles: configuration.checksUnbuiltFiles, root: rootPath))
        }
        let filePaths = layout.checkedFiles
        let previous = phase("cache read") { cache.load() }
        var analysis = phase("parse and facts") { analyzeFiles(filePaths, previous: previous.entries) }
        @Sendable func makeModel(_ facts: [FileFacts]) -> ProjectModel {
            ProjectModel(
                configuration: configuration, files: facts, placements: placements(of: filePaths, layout: layout, projects: projects),
                projects: projects, unbuiltFiles: layout.unbuiltFiles, isFullyAnalysed: layout.isFullyAnalysed)
        }
        if cacheDirectory != nil, let stored = previous.result, stored.key == resultKey(filePaths, analysis.outcomes, projects: projects) {
            // Nothing analysed has changed, so neither has any finding: the stored diagnostics
            // are this run's, and the facts are decoded only if someone asks for the model.
            if analysis.changesCache(previousEntryCount: previous.entries.count) {
                phase("cache write") { saveCache(filePaths, analysis.outcomes, result: stored) }
            }
            let cachedFiles = analysis.outcomes.count { $0.isCached }
            let model = ModelSource { [self, analysis] in
                var analysis = analysis
                return makeModel(analysis.takeFacts(filePaths, reading: diskPath))
            }
            return Result(
                diagnostics: stored.diagnostics, modelSource: model, cachedFiles: cachedFiles, filePaths: filePaths, projectNotes: projects.notes,
                unsettledReferences: stored.unsettledReferences)
        }
        let facts = phase("parse and facts") { analysis.takeFacts(filePaths, reading: diskPath) }
        // The entries are archived while the rules run; the diagnostics are added when known.
        let outcomes = analysis.outcomes
        let entries = cacheDirectory == nil ? nil : PendingBytes { FactsArchive.entrySection(Self.entries(filePaths, outcomes)) }
        let model = phase("model") { makeModel(facts) }
        let (diagnostics, results) = phase("resolution and rules") { Checker().check(model, reusing: nil) }
        let unsettled = results.totalUnsettled
        if let entries {
            phase("cache write") {
                // Without a key (a file could not be read), the entries are still kept; only the result is not.
                let result = resultKey(filePaths, outcomes, projects: projects).map {
                    FactsArchive.StoredResult(key: $0, diagnostics: diagnostics, unsettledReferences: unsettled)
                }
                cache.save([entries.value, FactsArchive.resultSection(result)])
            }
        }
        return Result(
            diagnostics: diagnostics, modelSource: ModelSource(model), cachedFiles: outcomes.count { $0.isCached }, filePaths: filePaths,
            projectNotes: projects.notes, unsettledReferences: unsettled)
    }

    /// Runs `body` as the phase `name` of ``timings``, when timings are kept.
    private func phase<Value, Failure: Error>(_ name: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard let timings else { return try body() }
        return try timings.measure(name, body)
    }

    /// The projects and package folders the workspace at `path` (relative to the root) lists; none when it does not read.
    private func workspaceListing(of path: String) -> [String] {
        let reader = XcodeWorkspaceReader(workspacePath: path, root: rootPath)
        let file = URL(fileURLWithPath: rootPath).appendingPathComponent(reader.contentsFile)
        guard let text = try? String(contentsOf: file, encoding: .utf8), let references = try? reader.references(in: text) else { return [] }
        return references.map(\.path)
    }

    /// The `.swift` files under `paths` that the include and exclude globs select, sorted.
    public func collectFiles(paths: [String]) throws(CheckError) -> [String] {
        try findFiles(paths: paths).selected
    }

    /// What the walk of the checked paths found.
    struct FoundFiles: Sendable {
        /// The Swift files the include and exclude globs select, sorted.
        var selected: [String]
        /// Every Swift file walked, selected or not, sorted.
        var all: [String]
        /// The `.xcodeproj` and `.xcworkspace` folders walked past.
        var bundles: [String]
        /// The XcodeGen specs (`project.yml`, `project.json`) walked past.
        var specs: [String] = []
        /// The CocoaPods `Podfile`s walked past, outside vendored code.
        var podfiles: [String] = []
        /// The vendored and tooling code left out: the configuration's `vendored:`, or what the walk shows.
        var vendored = VendoredCode(folders: [])
        /// The Swift files walked that the vendored folders left out.
        var vendoredFiles: [String] = []
    }

    /// `found` with the files of the vendored folders a project of the app compiles put back among the
    /// checked ones (and those folders no longer vendored): what the walk took for another project's or a
    /// library's folder is the app's when its own targets build it. A configuration's `vendored:` is kept as written.
    private func restoringCompiledVendoredFiles(_ found: FoundFiles, projects: LoadedProjects) -> FoundFiles {
        guard configuration.vendored == nil, !found.vendoredFiles.isEmpty, projects.hasCheckedProject else { return found }
        let root = rootPath
        let relative = found.vendoredFiles.map { FileLayout.rootRelative($0, root: root) }
        let compiled = Set(zip(relative, projects.index.targets(ofFiles: relative)).compactMap { $1.isEmpty ? nil : $0 })
        guard !compiled.isEmpty else { return found }
        let vendored = found.vendored.keepingOut(of: relative) { compiled.contains($0) }
        var result = found
        result.vendored = vendored
        let globs = vendored.globs
        let restored = zip(found.vendoredFiles, relative).filter { _, path in !globs.contains { $0.matches(PathComponents(path)) } }.map(\.0)
        result.vendoredFiles = found.vendoredFiles.filter { !restored.contains($0) }
        result.all = (found.all + restored).sorted { $0.precedesInUTF8Order($1) }
        result.selected = (found.selected + restored.filter { isSelected(PathComponents($0)) }).sorted { $0.precedesInUTF8Order($1) }
        return result
    }

    /// The projects to read (named by the configuration, or found by the walk) and what they say.
    private func loadProjects(_ found: FoundFiles, paths: [String]) throws(CheckError) -> LoadedProjects {
        let cleanRoot = rootPath
        let candidates: [ProjectDiscovery.Candidate]
        var named: Set<String> = []
        if let listed = configuration.projects {
            candidates = try ProjectDiscovery.named(listed, root: cleanRoot, configurationFile: ".kumiki.yml")
            named = Set(candidates.map(\.path))
        } else {
            candidates = ProjectDiscovery.found(
                bundles: found.bundles, swiftFiles: found.all, selectedFiles: found.selected, excludes: configuration.exclude + found.vendored.globs,
                specs: found.specs, podfiles: found.podfiles)
        }
        guard !candidates.isEmpty else { return LoadedProjects.none.vendoring(found.vendored) }
        var loader = ProjectLoader(root: cleanRoot, cacheFile: cache.projectFile, stampTrustWindow: stampTrustWindow)
        loader.vendored = found.vendored.globs
        let packageFolders = found.all.filter(ProjectDiscovery.isManifest).map { RelativePath.parent(of: FileLayout.rootRelative($0, root: cleanRoot)) }
        return try loader.load(candidates, named: named).excludingNestedPackages(packageFolders).vendoring(found.vendored)
    }

    /// The selected files, every file walked, and the project folders walked past.
    private func findFiles(paths: [String]) throws(CheckError) -> FoundFiles {
        var files: [String] = []
        var bundles: [String] = []
        var specs: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: diskPath(path), isDirectory: &isDirectory) else {
                throw .unreadablePath(path, reason: "no such file or directory")
            }
            if !isDirectory.boolValue {
                // A device, a FIFO or a file of /proc named on the command line is refused before it is opened.
                if let refusal = FileAdmission.refusal(ofPath: diskPath(path)) { throw .unreadablePath(path, reason: refusal) }
                files.append(path)
                continue
            }
            guard manager.isReadableFile(atPath: diskPath(path)) else {
                throw .unreadablePath(path, reason: "permission denied")
            }
            let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
            let walked = DirectoryWalker.walk(
                under: diskPath(path), withSuffix: ".swift", prefix: prefix, bundleSuffixes: ProjectDiscovery.bundleSuffixes,
                namedFiles: ProjectDiscovery.specNames + ProjectDiscovery.dependencyManagerFiles)
            files += walked.files
            bundles += walked.bundles
            specs += walked.named
        }
        // What the dependency managers say: Podfiles (outside what `pod install` wrote) and git submodules.
        // The root is worked out once: each time is a URL standardised from the base directory.
        let rootPath = self.rootPath
        let podfiles = specs.filter { ProjectDiscovery.isNamed($0, "Podfile") }
        let submoduleLists = specs.filter { ProjectDiscovery.isNamed($0, ".gitmodules") }
        specs.removeAll { ProjectDiscovery.isNamed($0, "Podfile") || ProjectDiscovery.isNamed($0, ".gitmodules") }
        let localPodsOfPodfile = podfiles.map { localPodFolders(ofPodfile: $0) }
        let localPods = localPodsOfPodfile.flatMap { $0 }
        let listings = bundles.map { FileLayout.rootRelative($0, root: rootPath) }
            .filter { $0.hasSuffix(".xcworkspace") && !$0.contains("/") }
            .map { workspaceListing(of: $0) }
        let vendored = configuration.vendored.map(VendoredCode.init(folders:)) ?? VendoredCode(
            paths: files.map { FileLayout.rootRelative($0, root: rootPath) } + bundles.map { FileLayout.rootRelative($0, root: rootPath) },
            packageFolders: files.filter(ProjectDiscovery.isManifest).map { RelativePath.parent(of: FileLayout.rootRelative($0, root: rootPath)) },
            localPodFolders: localPods,
            submodules: submoduleLists.flatMap { submodulePaths(listedIn: $0) },
            workspaceListings: listings,
            subprojects: subprojects(namedBy: listings.flatMap { $0 }, among: bundles.map { FileLayout.rootRelative($0, root: rootPath) }))
        let vendoredGlobs = vendored.globs
        func isVendored(_ path: String) -> Bool {
            !vendoredGlobs.isEmpty && vendoredGlobs.contains { $0.matches(PathComponents(FileLayout.rootRelative(path, root: rootPath))) }
        }
        let vendoredFiles = vendoredGlobs.isEmpty ? [] : files.filter(isVendored)
        // A local pod's own Podfile (for its tests or example) says nothing of the app's targets.
        let keptPodfiles = podfiles.indices.filter { index in
            let podfile = FileLayout.rootRelative(podfiles[index], root: rootPath)
            return !isVendored(podfiles[index]) && !localPodsOfPodfile.indices.contains { other in
                other != index && localPodsOfPodfile[other].contains { RelativePath.is(podfile, inside: $0) }
            }
        }.map { podfiles[$0] }
        if !vendoredGlobs.isEmpty {
            files = files.filter { !isVendored($0) }
            bundles = bundles.filter { !isVendored($0) }
            specs = specs.filter { !isVendored($0) }
        }
        // One folder comes back from the walker already sorted; several paths may overlap.
        if !zip(files, files.dropFirst()).allSatisfy({ $0.precedesInUTF8Order($1) }) {
            files.sort { $0.precedesInUTF8Order($1) }
            var unique: [String] = []
            unique.reserveCapacity(files.count)
            for file in files where !(unique.last?.hasSameUTF8(as: file) ?? false) {
                unique.append(file)
            }
            files = unique
        }
        guard !configuration.exclude.isEmpty || !configuration.include.isEmpty else {
            return FoundFiles(
                selected: files, all: files, bundles: bundles, specs: specs, podfiles: keptPodfiles, vendored: vendored, vendoredFiles: vendoredFiles)
        }
        let selected = files.concurrentMap { isSelected(PathComponents($0)) }
        return FoundFiles(
            selected: zip(files, selected).compactMap { $1 ? $0 : nil }, all: files, bundles: bundles, specs: specs, podfiles: keptPodfiles,
            vendored: vendored, vendoredFiles: vendoredFiles)
    }

    /// The project bundles among `bundles` that one of the `listed` projects names in its
    /// `project.pbxproj` (a subproject whose framework it builds), though no workspace lists them.
    private func subprojects(namedBy listed: [String], among bundles: [String]) -> Set<String> {
        let projects = listed.filter { $0.hasSuffix(".xcodeproj") }
        let unlisted = bundles.filter { $0.hasSuffix(".xcodeproj") && !listed.contains($0) }
        guard !projects.isEmpty, !unlisted.isEmpty else { return [] }
        let texts = projects.compactMap { project in
            SourceFileReader.bytes(atPath: diskPath(RelativePath.join(project, "project.pbxproj"))).map { String(decoding: $0, as: UTF8.self) }
        }
        return Set(unlisted.filter { bundle in
            let name = RelativePath.lastComponent(of: bundle)
            return texts.contains { $0.contains(name) }
        })
    }

    /// The folders of the pods a Podfile takes by `:path`, relative to the root; none when it does not read.
    private func localPodFolders(ofPodfile path: String) -> [String] {
        guard let bytes = SourceFileReader.bytes(atPath: diskPath(path)),
              let podfile = try? PodfileReader.read(String(decoding: bytes, as: UTF8.self), file: FileLayout.rootRelative(path, root: rootPath))
        else { return [] }
        return (podfile.rootPods + podfile.targets.flatMap(\.pods)).compactMap(\.path)
    }

    /// The submodule paths a `.gitmodules` lists, relative to the root.
    private func submodulePaths(listedIn path: String) -> [String] {
        guard let bytes = SourceFileReader.bytes(atPath: diskPath(path)) else { return [] }
        let folder = RelativePath.parent(of: FileLayout.rootRelative(path, root: rootPath))
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { return nil }
            return RelativePath.join(folder, parts[1])
        }
    }

    /// Where each file sits in the project (layer, targets), on every core: only needed to build
    /// the model, which a re-run of an unchanged project does not.
    private func placements(of files: [String], layout: FileLayout, projects: LoadedProjects) -> [ProjectModel.Placement] {
        guard !projects.index.isEmpty else {
            return files.concurrentMap { ProjectModel.placement(of: PathComponents($0), in: configuration) }
        }
        return Array(files.indices).concurrentMap { index in
            ProjectModel.placement(of: PathComponents(files[index]), targets: layout.checkedFileTargets[index], index: projects.index, in: configuration)
        }
    }

    private func isSelected(_ components: PathComponents) -> Bool {
        if configuration.exclude.contains(where: { $0.matches(components) }) { return false }
        return configuration.include.isEmpty || configuration.include.contains { $0.matches(components) }
    }

    /// Analyses `files` on every core, reusing the facts of files whose content
    /// is unchanged since the last run; unreadable files become parse errors rather than failures.
    public func analyze(_ files: [String]) -> ([FileFacts], cached: Int) {
        let previous = cache.load()
        var analysis = analyzeFiles(files, previous: previous.entries)
        let facts = analysis.takeFacts(files, reading: diskPath)
        if analysis.changesCache(previousEntryCount: previous.entries.count) {
            // The diagnostics are not known here: the stored result is left out, and the next check makes it again.
            saveCache(files, analysis.outcomes, result: nil)
        }
        return (facts, analysis.outcomes.count { $0.isCached })
    }

    /// Each file's facts (or, for a file answered from the cache, none yet) and cache outcome.
    private func analyzeFiles(_ files: [String], previous: [String: FactsArchive.Entry]) -> Analysis {
        let keepsCache = cacheDirectory != nil
        let runStart = FileStamp.now()
        let counter = progress.map { ProgressCounter(total: files.count, report: $0) }
        let (facts, outcomes) = files.concurrentMapUnzipped { path -> (FileFacts?, CacheOutcome) in
            defer { counter?.advance() }
            let diskPath = diskPath(path)
            let entry = keepsCache ? previous[path] : nil
            // A file whose stamp is the one recorded is not read at all: on a warm run, opening
            // and reading every file cost more than everything else together.
            if let entry, entry.stamp.isTrusted, FileStamp.current(atPath: diskPath) == entry.stamp {
                return (nil, CacheOutcome(entry: entry, isCached: true, isUpdated: false))
            }
            let data: [UInt8], stamp: FileStamp
            switch SourceFileReader.load(atPath: diskPath) {
            case .success(let read): (data, stamp) = read
            case .failure(let refusal): return (Self.unreadable(path, because: refusal), .uncached)
            }
            return data.withUnsafeBufferPointer { bytes in
                guard keepsCache else { return (FileAnalyzer.analyze(bytes: bytes, path: path), .uncached) }
                var hash = ContentHasher()
                hash.combine(bytes)
                let contentHash = hash.digest
                let trusted = FileStamp.trusted(stamp, before: runStart, window: stampTrustWindow)
                if var entry, entry.contentHash == contentHash {
                    let isUpdated = entry.stamp != trusted
                    entry.stamp = trusted
                    return (nil, CacheOutcome(entry: entry, isCached: true, isUpdated: isUpdated))
                }
                let (facts, outcome) = Self.analyzeAndEncode(bytes, path: path, contentHash: contentHash, stamp: trusted)
                return (facts, outcome)
            }
        }
        return Analysis(facts: facts, outcomes: outcomes)
    }

    /// Analyses a file's bytes and encodes the facts as its new cache entry. Encoded here, on
    /// every core while the facts are fresh in memory: encoding them all later, beside the
    /// rules, left a core idle while the last chunks were written.
    private static func analyzeAndEncode(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, contentHash: UInt64, stamp: FileStamp
    ) -> (FileFacts, CacheOutcome) {
        let facts = FileAnalyzer.analyze(bytes: bytes, path: path)
        let entry = FactsArchive.Entry(contentHash: contentHash, stamp: stamp, chunk: FactsArchive.encode(facts)[...])
        return (facts, CacheOutcome(entry: entry, isCached: false, isUpdated: true))
    }

    /// The facts of a file that cannot be read: a parse error at its start that says why.
    private static func unreadable(_ path: String, because refusal: SourceFileReader.Refusal = .cannotOpen) -> FileFacts {
        var facts = FileFacts(path: path)
        facts.parseError = "the file cannot be read: \(refusal)"
        facts.parseErrorPosition = FileFacts.Position(line: 1, column: 1)
        return facts
    }

    /// How one file's facts relate to the cache.
    private struct CacheOutcome: Sendable {
        /// The file's cache entry, when there is a cache: the one read, or the facts just taken, encoded.
        var entry: FactsArchive.Entry?
        /// Whether the facts came from the cache.
        var isCached: Bool
        /// Whether the entry differs from the one read (new facts, or a stamp now trusted).
        var isUpdated = false

        static let uncached = CacheOutcome(entry: nil, isCached: false)
    }

    /// The facts and cache outcomes of a run's files.
    private struct Analysis: Sendable {
        /// Each file's facts; `nil` for a file answered from the cache, until ``takeFacts(_:reading:)``.
        var facts: [FileFacts?]
        var outcomes: [CacheOutcome]

        /// Whether the cache file must be written again.
        func changesCache(previousEntryCount: Int) -> Bool {
            outcomes.contains { $0.isUpdated || $0.entry == nil } || previousEntryCount != outcomes.count
        }

        /// Every file's facts, the cached ones decoded on every core. A chunk that does not
        /// decode is analysed again, and its outcome says so.
        mutating func takeFacts(_ files: [String], reading diskPath: (String) -> String) -> [FileFacts] {
            let facts = self.facts, outcomes = self.outcomes
            self.facts = []
            let (taken, reanalysed) = Array(facts.indices).concurrentMapUnzipped { index -> (FileFacts, CacheOutcome?) in
                if let facts = facts[index] { return (facts, nil) }
                if let chunk = outcomes[index].entry?.chunk, let facts = try? FactsArchive.decode(chunk) { return (facts, nil) }
                let path = files[index]
                guard let data = SourceFileReader.bytes(atPath: diskPath(path)) else { return (CheckRunner.unreadable(path), .uncached) }
                return data.withUnsafeBufferPointer { bytes in
                    var hash = ContentHasher()
                    hash.combine(bytes)
                    let (facts, outcome) = CheckRunner.analyzeAndEncode(bytes, path: path, contentHash: hash.digest, stamp: .untrusted)
                    return (facts, outcome)
                }
            }
            for (index, outcome) in reanalysed.enumerated() {
                if let outcome { self.outcomes[index] = outcome }
            }
            return taken
        }
    }

    /// The digest a stored result is valid for: every analysed path and content hash, in order,
    /// and the projects read; `nil` when a file has no cache entry.
    private func resultKey(_ files: [String], _ outcomes: [CacheOutcome], projects: LoadedProjects) -> UInt64? {
        var hash = ContentHasher()
        hash.combine(projects.fingerprint)
        hash.combine(UInt64(files.count))
        for (path, outcome) in zip(files, outcomes) {
            guard let entry = outcome.entry else { return nil }
            hash.combine(path)
            hash.combine(entry.contentHash)
        }
        return hash.digest
    }

    /// The entries to archive, in the runner's sorted file order.
    private static func entries(_ files: [String], _ outcomes: [CacheOutcome]) -> [(path: String, entry: FactsArchive.Entry)] {
        zip(files, outcomes).compactMap { path, outcome in outcome.entry.map { (path: path, entry: $0) } }
    }

    /// Rewrites the cache with the files' entries and `result`.
    private func saveCache(_ files: [String], _ outcomes: [CacheOutcome], result: FactsArchive.StoredResult?) {
        cache.save([FactsArchive.entrySection(Self.entries(files, outcomes)), FactsArchive.resultSection(result)])
    }

    /// The folder the analysed paths are relative to, absolute and clean.
    private var rootPath: String {
        RelativePath.clean(baseDirectory?.standardizedFileURL.path ?? FileManager.default.currentDirectoryPath)
    }
}
