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
        self.progress = progress
    }

    /// The path to open for a reported (possibly relative) path.
    private func diskPath(_ path: String) -> String {
        guard let baseDirectory, !path.hasPrefix("/") else { return path }
        return baseDirectory.appendingPathComponent(path).path
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
        let files = try collectFiles(paths: paths)
        let (facts, cached) = analyze(files)
        let model = ProjectModel(configuration: configuration, files: facts)
        return Result(diagnostics: Checker().check(model), model: model, cachedFiles: cached)
    }

    /// The `.swift` files under `paths` that the include and exclude globs select, sorted.
    public func collectFiles(paths: [String]) throws(CheckError) -> [String] {
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
            guard manager.isReadableFile(atPath: diskPath(path)), let enumerator = manager.enumerator(atPath: diskPath(path)) else {
                throw .unreadablePath(path, reason: "permission denied")
            }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                files.append(path == "." ? relative : (path.hasSuffix("/") ? path + relative : path + "/" + relative))
            }
        }
        return Array(Set(files)).filter(isSelected).sorted()
    }

    private func isSelected(_ path: String) -> Bool {
        if configuration.exclude.contains(where: { $0.matches(path) }) { return false }
        return configuration.include.isEmpty || configuration.include.contains { $0.matches(path) }
    }

    /// Analyses `files` on every core, reusing the facts of files whose content
    /// is unchanged since the last run; unreadable files become parse errors rather than failures.
    public func analyze(_ files: [String]) -> ([FileFacts], cached: Int) {
        let results = ResultsBox(count: files.count)
        let fingerprint = configuration.fingerprint
        let previous = loadCache(fingerprint: fingerprint)
        let fresh = CacheBox()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            guard let data = FileManager.default.contents(atPath: diskPath(path)) else {
                var facts = FileFacts(path: path)
                facts.parseError = "the file cannot be read"
                facts.parseErrorLocation = SourceLocation(file: path, line: 1, column: 1)
                results.set(index, facts, cached: false)
                return
            }
            var hash = FNV1a()
            hash.combine(data)
            let contentHash = hash.hex
            if let entry = previous[path], entry.contentHash == contentHash {
                results.set(index, entry.facts, cached: true)
                fresh.set(path, entry)
            } else {
                let facts = FileAnalyzer.analyze(source: String(decoding: data, as: UTF8.self), path: path)
                results.set(index, facts, cached: false)
                fresh.set(path, CacheEntry(contentHash: contentHash, facts: facts))
            }
            if let progress { progress(results.done, files.count) }
        }
        if results.cachedCount < files.count || previous.count != files.count {
            saveCache(fresh.entries, fingerprint: fingerprint)
        }
        return (results.facts, results.cachedCount)
    }

    /// One file's cached facts, valid while its content hash is unchanged.
    struct CacheEntry: Codable, Sendable {
        let contentHash: String
        let facts: FileFacts
    }

    /// The cache file for this tool version, configuration and base folder.
    private func cacheFile(fingerprint: String) -> URL? {
        guard let cacheDirectory else { return nil }
        var hash = FNV1a()
        hash.combine(Data(Self.version.utf8))
        hash.combine(Data(fingerprint.utf8))
        hash.combine(Data((baseDirectory?.standardizedFileURL.path ?? FileManager.default.currentDirectoryPath).utf8))
        return cacheDirectory.appendingPathComponent("facts-\(hash.hex).json")
    }

    private func loadCache(fingerprint: String) -> [String: CacheEntry] {
        guard let file = cacheFile(fingerprint: fingerprint),
              let data = FileManager.default.contents(atPath: file.path),
              let entries = try? JSONDecoder().decode([String: CacheEntry].self, from: data)
        else { return [:] }
        return entries
    }

    /// Writes the cache atomically; a cache that cannot be written only costs speed.
    private func saveCache(_ entries: [String: CacheEntry], fingerprint: String) {
        guard let file = cacheFile(fingerprint: fingerprint), let data = try? JSONEncoder().encode(entries) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else { return }
        if rename(temporary.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}

/// The cache entries of the current run, filled from several threads.
private final class CacheBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var entries: [String: CheckRunner.CacheEntry] = [:]

    func set(_ path: String, _ entry: CheckRunner.CacheEntry) {
        lock.lock()
        entries[path] = entry
        lock.unlock()
    }
}

/// Collects results written from several threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [FileFacts?]
    private(set) var cachedCount = 0
    private var doneCount = 0

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ facts: FileFacts, cached: Bool) {
        lock.lock()
        results[index] = facts
        doneCount += 1
        if cached { cachedCount += 1 }
        lock.unlock()
    }

    var done: Int {
        lock.lock()
        defer { lock.unlock() }
        return doneCount
    }

    var facts: [FileFacts] {
        lock.lock()
        defer { lock.unlock() }
        return results.compactMap { $0 }
    }
}

/// The 64-bit FNV-1a hash: a cache key, not a security measure.
struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ data: Data) {
        for byte in data {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        value ^= 0xff
        value = value &* 0x0000_0100_0000_01b3
    }

    var hex: String { String(value, radix: 16) }
}
