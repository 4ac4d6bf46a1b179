import Foundation

/// Finds the Swift files under the given paths, analyses them in parallel
/// (reusing cached results), and runs the rules.
public struct CheckRunner: Sendable {
    /// The outcome of one run.
    public struct Result: Sendable {
        /// Every diagnostic, sorted by location.
        public var diagnostics: [Diagnostic]
        /// The analysed project.
        public var model: ProjectModel
        /// How many files came from the cache.
        public var cachedFiles: Int
    }

    /// The configuration in force.
    public let configuration: Configuration
    /// Where per-file results are cached; `nil` disables the cache.
    public let cacheDirectory: URL?
    /// Called with (done, total) while analysing, for progress output.
    public let progress: (@Sendable (Int, Int) -> Void)?
    /// The folder relative paths are resolved against and reported relative to; the current folder by default.
    public let baseDirectory: URL?

    /// The tool's version, part of every cache key.
    public static let version = "0.1.0"

    /// Creates a runner.
    public init(
        configuration: Configuration,
        cacheDirectory: URL?,
        baseDirectory: URL? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.cacheDirectory = cacheDirectory
        self.baseDirectory = baseDirectory
        basePath = baseDirectory.map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" }
        self.progress = progress
    }

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

    /// Checks every Swift file under `paths`.
    public func run(paths: [String]) throws(CheckError) -> Result {
        let (filePaths, placements) = try findFiles(paths: paths)
        let (facts, outcomes, previousEntryCount) = analyzeFiles(filePaths)
        // The cache is written while the rules run, and is complete before the run returns.
        let saving = DispatchGroup()
        DispatchQueue.global().async(group: saving) { saveCacheIfChanged(filePaths, outcomes, previousEntryCount: previousEntryCount) }
        let model = ProjectModel(configuration: configuration, files: facts, placements: placements)
        let diagnostics = Checker().check(model)
        saving.wait()
        return Result(diagnostics: diagnostics, model: model, cachedFiles: outcomes.count { $0.isCached })
    }

    /// The `.swift` files under `paths` that the include and exclude globs select, sorted.
    public func collectFiles(paths: [String]) throws(CheckError) -> [String] {
        try findFiles(paths: paths).paths
    }

    /// The selected files, sorted, and where each sits in the project: selection and
    /// placement share one split of the path, on every core.
    private func findFiles(paths: [String]) throws(CheckError) -> (paths: [String], placements: [ProjectModel.Placement]) {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: diskPath(path), isDirectory: &isDirectory) else {
                throw .unreadablePath(path, reason: "no such file or directory")
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            guard manager.isReadableFile(atPath: diskPath(path)) else {
                throw .unreadablePath(path, reason: "permission denied")
            }
            let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
            files += DirectoryWalker.files(under: diskPath(path), withSuffix: ".swift", prefix: prefix)
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
        let placements = files.concurrentMap { path -> ProjectModel.Placement? in
            let components = PathComponents(path)
            guard isSelected(components) else { return nil }
            return ProjectModel.placement(of: components, in: configuration)
        }
        var selected: (paths: [String], placements: [ProjectModel.Placement]) = ([], [])
        selected.paths.reserveCapacity(files.count)
        selected.placements.reserveCapacity(files.count)
        for (path, placement) in zip(files, placements) {
            guard let placement else { continue }
            selected.paths.append(path)
            selected.placements.append(placement)
        }
        return selected
    }

    private func isSelected(_ components: PathComponents) -> Bool {
        if configuration.exclude.contains(where: { $0.matches(components) }) { return false }
        return configuration.include.isEmpty || configuration.include.contains { $0.matches(components) }
    }

    /// Analyses `files` on every core, reusing the facts of files whose content
    /// is unchanged since the last run; unreadable files become parse errors rather than failures.
    public func analyze(_ files: [String]) -> ([FileFacts], cached: Int) {
        let (facts, outcomes, previousEntryCount) = analyzeFiles(files)
        saveCacheIfChanged(files, outcomes, previousEntryCount: previousEntryCount)
        return (facts, outcomes.count { $0.isCached })
    }

    /// How one file's facts relate to the cache.
    private struct CacheOutcome: Sendable {
        /// The file's cache entry, when there is a cache: the one read, or the facts just taken, encoded.
        var entry: FactsArchive.Entry?
        /// Whether the facts came from the cache.
        var isCached: Bool

        static let uncached = CacheOutcome(entry: nil, isCached: false)
    }

    /// Each file's facts and cache outcome, in two arrays so the facts reach the model
    /// without a copy, and how many entries the cache held before the run.
    private func analyzeFiles(_ files: [String]) -> (facts: [FileFacts], outcomes: [CacheOutcome], previousEntryCount: Int) {
        let fingerprint = configuration.fingerprint
        let previous = loadCache(fingerprint: fingerprint)
        let keepsCache = cacheDirectory != nil
        let counter = progress.map { ProgressCounter(total: files.count, report: $0) }
        let (facts, outcomes) = files.concurrentMapUnzipped { path -> (FileFacts, CacheOutcome) in
            defer { counter?.advance() }
            guard let data = SourceFileReader.bytes(atPath: diskPath(path)) else {
                var facts = FileFacts(path: path)
                facts.parseError = "the file cannot be read"
                facts.parseErrorPosition = FileFacts.Position(line: 1, column: 1)
                return (facts, .uncached)
            }
            return data.withUnsafeBufferPointer { bytes in
                guard keepsCache else { return (FileAnalyzer.analyze(bytes: bytes, path: path), .uncached) }
                var hash = ContentHasher()
                hash.combine(bytes)
                let contentHash = hash.digest
                if let entry = previous[path], entry.contentHash == contentHash, let facts = try? FactsArchive.decode(entry.chunk) {
                    return (facts, CacheOutcome(entry: entry, isCached: true))
                }
                // Encoded here, on every core while the facts are fresh in memory: encoding them all
                // later, beside the rules, left a core idle while the last chunks were written.
                let facts = FileAnalyzer.analyze(bytes: bytes, path: path)
                let entry = FactsArchive.Entry(contentHash: contentHash, chunk: FactsArchive.encode(facts)[...])
                return (facts, CacheOutcome(entry: entry, isCached: false))
            }
        }
        return (facts, outcomes, previous.count)
    }

    /// Rewrites the cache unless every file came from it unchanged.
    private func saveCacheIfChanged(_ files: [String], _ outcomes: [CacheOutcome], previousEntryCount: Int) {
        guard cacheDirectory != nil, outcomes.contains(where: { !$0.isCached }) || previousEntryCount != files.count else { return }
        let entries = zip(files, outcomes).compactMap { path, outcome in outcome.entry.map { (path: path, entry: $0) } }
        saveCache(entries, fingerprint: configuration.fingerprint)
    }

    /// The cache file for this tool version, configuration and base folder.
    private func cacheFile(fingerprint: String) -> URL? {
        guard let cacheDirectory else { return nil }
        var hash = ContentHasher()
        hash.combine(Self.version)
        hash.combine(fingerprint)
        hash.combine(baseDirectory?.standardizedFileURL.path ?? FileManager.default.currentDirectoryPath)
        return cacheDirectory.appendingPathComponent("facts-\(hash.hex).kumiki-cache")
    }

    /// The cached entries; a missing, damaged or older-format file is an empty cache.
    private func loadCache(fingerprint: String) -> [String: FactsArchive.Entry] {
        guard let file = cacheFile(fingerprint: fingerprint),
              let data = FileManager.default.contents(atPath: file.path),
              let entries = try? FactsArchive.entries(of: [UInt8](data))
        else { return [:] }
        return entries
    }

    /// Writes the cache through a temporary file and `rename(2)`, so a reader sees
    /// the old file or the new one, never half of one. There is no `fsync`: a cache
    /// lost or torn by a power cut is read as damaged and only costs speed, as does
    /// a cache that cannot be written.
    private func saveCache(_ entries: [(path: String, entry: FactsArchive.Entry)], fingerprint: String) {
        guard let file = cacheFile(fingerprint: fingerprint) else { return }
        let bytes = FactsArchive.archive(entries)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress.unsafelyUnwrapped + offset, buffer.count - offset)
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        if !written || rename(temporary, file.path) != 0 {
            unlink(temporary)
        }
    }
}

/// Counts finished files from several threads and reports progress.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func advance() {
        lock.lock()
        done += 1
        let done = self.done
        lock.unlock()
        report(done, total)
    }
}
