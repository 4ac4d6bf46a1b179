import Foundation
import KumikiProjects
import KumikiSourceFiles

/// What reading each project file gave last time, keyed by the files it was read from and
/// their stamps and content hashes: a check whose project files did not change reads none of
/// them and starts no `swift package dump-package`.
struct ProjectCache: Codable, Sendable {
    /// One file a read depended on.
    struct Input: Codable, Equatable, Sendable {
        /// The file, as opened.
        var path: String
        /// Its stamp when read, or ``FileStamp/untrusted``.
        var stamp: FileStamp
        /// Its content hash when read.
        var hash: UInt64
    }

    /// The outcome of one read.
    struct Entry: Codable, Sendable {
        /// The files it was read from.
        var inputs: [Input]
        /// The projects read (one for a project or package, none for a workspace).
        var projects: [ProjectDescription] = []
        /// Paths it refers to: a workspace's entries, a package's resolved checkouts.
        var references: [String] = []
        /// For a package's checkouts, each one's SwiftPM identity, in the order of ``references``.
        var identities: [String] = []
        /// A manifest's `kumiki:disable` comments.
        var suppressions: Suppressions?
        /// What the read tells the user each time it is used (how a Tuist manifest was read).
        var notes: [String] = []
        /// The `kumiki:disable` comments of the other files the read evaluated (Tuist's helpers), by path.
        var fileSuppressions: [String: Suppressions] = [:]
        /// Why the read failed, when it did: the same inputs fail the same way, so the next check
        /// reports it again without reading (or evaluating) them.
        var failure: ProjectReadError?

        /// A digest of the inputs, part of the loaded projects' fingerprint.
        var digest: UInt64 {
            var hasher = ContentHasher()
            for input in inputs {
                hasher.combine(input.path)
                hasher.combine(input.hash)
            }
            if let failure { hasher.combine(failure.description) }
            return hasher.digest
        }
    }

    /// The format; a cache of another format is ignored.
    static let format = 6

    var format = ProjectCache.format
    var entries: [String: Entry] = [:]

    /// The cache in `file`, or an empty one when it is missing, damaged or of another format.
    static func load(from file: URL?) -> ProjectCache {
        guard let file, let bytes = SourceFileReader.bytes(atPath: file.path, limit: FileAdmission.maximumCacheSize),
              let cache = try? JSONDecoder().decode(ProjectCache.self, from: Data(bytes)), cache.format == format
        else { return ProjectCache() }
        return cache
    }

    /// Writes the cache through a temporary file and a rename; a cache that cannot be written only costs speed.
    func save(to file: URL?) {
        guard let file, let data = try? JSONEncoder().encode(self) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, file.path) != 0 { unlink(temporary.path) }
    }

    /// The inputs of a read of `paths` now: each file's bytes' hash and trusted stamp; `nil` when one cannot be read.
    static func inputs(_ paths: [String], runStart: Int64, window: Int64) -> (inputs: [Input], contents: [[UInt8]])? {
        var inputs: [Input] = []
        var contents: [[UInt8]] = []
        for path in paths {
            guard let (bytes, stamp) = SourceFileReader.contents(atPath: path) else { return nil }
            var hasher = ContentHasher()
            bytes.withUnsafeBufferPointer { hasher.combine($0) }
            inputs.append(Input(path: path, stamp: FileStamp.trusted(stamp, before: runStart, window: window), hash: hasher.digest))
            contents.append(bytes)
        }
        return (inputs, contents)
    }

    /// `entry` if its inputs are unchanged (by stamp, else by content hash, then with the
    /// stamps refreshed), else `nil`.
    static func validated(_ entry: Entry, runStart: Int64, window: Int64) -> Entry? {
        var entry = entry
        for index in entry.inputs.indices {
            let input = entry.inputs[index]
            if input.stamp.isTrusted, FileStamp.current(atPath: input.path) == input.stamp { continue }
            guard let (current, _) = inputs([input.path], runStart: runStart, window: window), current[0].hash == input.hash else {
                return nil
            }
            entry.inputs[index] = current[0]
        }
        return entry
    }
}
