import Foundation
import KumikiSourceFiles

/// Where `kumiki check` keeps what it learnt between runs, under the cache folder: one facts
/// file per tool version, configuration and base folder (each file's facts and the last
/// findings, as a ``FactsArchive``), and one projects file per tool version and base folder
/// (what ``ProjectLoader`` read). A missing, damaged or older file only costs speed.
struct FactsCache: Sendable {
    /// The facts file, or `nil` when caching is off.
    let file: URL?
    /// The projects file, or `nil` when caching is off.
    let projectFile: URL?

    /// The cache files under `directory` (`nil`: no cache) for runs with `configuration`
    /// from `baseDirectory` (the current folder when `nil`) by the tool at `version`.
    init(directory: URL?, configuration: Configuration, baseDirectory: URL?, version: String) {
        guard let directory else {
            file = nil
            projectFile = nil
            return
        }
        let base = baseDirectory?.standardizedFileURL.path ?? FileManager.default.currentDirectoryPath
        var projects = ContentHasher()
        projects.combine(version)
        projects.combine(base)
        projectFile = directory.appendingPathComponent("projects-\(projects.hex).kumiki-cache")
        var facts = ContentHasher()
        facts.combine(version)
        facts.combine(configuration.fingerprint)
        facts.combine(base)
        file = directory.appendingPathComponent("facts-\(facts.hex).kumiki-cache")
    }

    /// The cached entries and result; a missing, damaged or older-format file is an empty cache.
    func load() -> FactsArchive.Contents {
        guard let file,
              let data = SourceFileReader.bytes(atPath: file.path, limit: FileAdmission.maximumCacheSize),
              let contents = try? FactsArchive.contents(of: data)
        else { return FactsArchive.Contents(entries: [:], result: nil) }
        return contents
    }

    /// Writes the cache, section after section, through a temporary file and `rename(2)`, so a
    /// reader sees the old file or the new one, never half of one. There is no `fsync`: a cache
    /// lost or torn by a power cut is read as damaged and only costs speed, as does a cache
    /// that cannot be written.
    func save(_ sections: [[UInt8]]) {
        guard let file else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return }
        let written = sections.allSatisfy { bytes in
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(descriptor, buffer.baseAddress.unsafelyUnwrapped + offset, buffer.count - offset)
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
        }
        close(descriptor)
        if !written || rename(temporary, file.path) != 0 {
            unlink(temporary)
        }
    }
}

