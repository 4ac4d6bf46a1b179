import Foundation
import KumikiSourceFiles

/// The on-disk form of the per-file cache: a compact binary archive of
/// ``FileFacts`` keyed by path.
///
/// A warm run reads every file's facts from here instead of parsing, so reading
/// must cost a fraction of a parse: `JSONDecoder` cost twice as much as parsing
/// the files again. Each file's facts are one self-contained chunk (LEB128
/// varints; the file's names once, then the facts, which refer to them by index), so chunks are
/// encoded and decoded only for the files that need it, on every core, and an
/// unchanged file's chunk is written back as it was read. A damaged or foreign file is a
/// ``FormatError``, which the runner treats as an empty cache.
///
/// Layout: `KMKF`, a version byte, the entry count, then per entry its path
/// (length and bytes), its content hash (eight bytes), its ``FileStamp`` (four eight-byte
/// words) and its chunk (length and bytes); then a flag and, when set, the stored
/// ``StoredResult``: its key (eight bytes), the diagnostic count and each diagnostic, and the
/// counts of references left ambiguous and unresolved.
enum FactsArchive {
    /// Why bytes could not be read as an archive.
    enum FormatError: Error, Equatable {
        /// The bytes do not start with this version's header.
        case wrongHeader
        /// The bytes end before the archive does, or hold an impossible value.
        case damaged
    }

    /// One file's entry: its facts, encoded, valid while its content hash is unchanged.
    struct Entry: Equatable, Sendable {
        /// The ``ContentHasher`` digest of the file's bytes when the facts were taken.
        var contentHash: UInt64
        /// The file's stamp when it was read, or ``FileStamp/untrusted``: while the file's
        /// stamp is this one, its content hash is `contentHash` without reading it.
        var stamp: FileStamp = .untrusted
        /// The encoded facts; see ``encode(_:)`` and ``decode(_:)``.
        var chunk: ArraySlice<UInt8>
    }

    /// The diagnostics of the last run, before any reporting filter, valid while ``key`` (a digest
    /// of every analysed path and content hash, in order) is unchanged: a re-run of an unchanged
    /// project answers from it without decoding a fact or running a rule.
    struct StoredResult: Equatable, Sendable {
        var key: UInt64
        var diagnostics: [Diagnostic]
        /// The references the run left out, which a re-run reports as it reports the diagnostics.
        var unsettledReferences = UnsettledReferences()
    }

    /// What an archive holds.
    struct Contents: Sendable {
        var entries: [String: Entry]
        var result: StoredResult?
    }

    /// `KMKF` and the format version; bump the version whenever ``FileFacts`` (or a stored ``Diagnostic``) changes shape.
    private static let header: [UInt8] = [0x4B, 0x4D, 0x4B, 0x46, 18]

    /// Encodes one file's facts as a chunk.
    static func encode(_ facts: FileFacts) -> [UInt8] {
        // Room for the names and about six bytes per fact, so the writer seldom grows.
        let factCount = facts.imports.count + facts.types.count * 2 + facts.references.count + facts.singletonAccesses.count
            + facts.publishedProperties.count + facts.dependencySlots.count + facts.forceUnwraps.count
        var writer = FactsArchiveWriter(capacity: 64 + facts.names.bytes.count + facts.names.count * 2 + factCount * 6)
        writer.facts(facts)
        return writer.bytes
    }

    /// Decodes a chunk written by ``encode(_:)``.
    static func decode(_ chunk: ArraySlice<UInt8>) throws(FormatError) -> FileFacts {
        try chunk.withUnsafeBufferPointer { buffer throws(FormatError) in
            var reader = FactsArchiveReader(bytes: buffer, offset: 0)
            let facts = try reader.facts()
            guard reader.isAtEnd else { throw .damaged }
            return facts
        }
    }

    /// The archive of `entries` (path and entry), written in the order given: the runner
    /// passes its sorted file list, so equal caches are equal files without sorting again.
    static func archive(_ entries: [(path: String, entry: Entry)], result: StoredResult? = nil) -> [UInt8] {
        entrySection(entries) + resultSection(result)
    }

    /// The start of an archive: the header and the entries. ``resultSection(_:)`` must follow.
    static func entrySection(_ entries: [(path: String, entry: Entry)]) -> [UInt8] {
        var output = FactsArchiveWriter(capacity: header.count + entries.reduce(0) { $0 + $1.entry.chunk.count + 112 })
        header.withUnsafeBufferPointer { output.append($0) }
        output.count(entries.count)
        for (path, entry) in entries {
            output.raw(path)
            output.word(entry.contentHash)
            output.word(entry.stamp.size)
            output.word(entry.stamp.inode)
            output.word(UInt64(bitPattern: entry.stamp.modified))
            output.word(UInt64(bitPattern: entry.stamp.changed))
            output.count(entry.chunk.count)
            entry.chunk.withUnsafeBufferPointer { output.append($0) }
        }
        return output.bytes
    }

    /// The end of an archive: whether there is a stored result, and the result.
    static func resultSection(_ result: StoredResult?) -> [UInt8] {
        var output = FactsArchiveWriter(capacity: 64 + (result?.diagnostics.count ?? 0) * 160)
        guard let result else {
            output.count(0)
            return output.bytes
        }
        output.count(1)
        output.word(result.key)
        output.count(result.diagnostics.count)
        for diagnostic in result.diagnostics {
            output.raw(diagnostic.ruleID)
            output.raw(diagnostic.severity.rawValue)
            output.raw(diagnostic.message)
            output.raw(diagnostic.location.file)
            output.count(diagnostic.location.line)
            output.count(diagnostic.location.column)
            output.raw(diagnostic.symbol)
            output.count(diagnostic.chain.map { $0.count + 1 } ?? 0)
            for link in diagnostic.chain ?? [] { output.raw(link) }
            output.count(diagnostic.steps.map { $0.count + 1 } ?? 0)
            for step in diagnostic.steps ?? [] {
                output.raw(step.from)
                output.raw(step.to)
                output.raw(step.location.file)
                output.count(step.location.line)
                output.count(step.location.column)
            }
            // The few findings a fix settles carry their edits, stored as JSON rather than given a layout of their own.
            let edits = diagnostic.edits.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
            output.raw(edits)
        }
        output.count(result.unsettledReferences.ambiguous)
        output.count(result.unsettledReferences.unresolved)
        return output.bytes
    }

    /// The entries of an archive, with chunks still encoded (slices of `bytes`), and its stored result.
    static func contents(of bytes: [UInt8]) throws(FormatError) -> Contents {
        guard bytes.count >= header.count, bytes[0..<header.count].elementsEqual(header) else { throw .wrongHeader }
        return try bytes.withUnsafeBufferPointer { buffer throws(FormatError) in
            var reader = FactsArchiveReader(bytes: buffer, offset: header.count)
            let entryCount = try reader.count()
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(entryCount)
            for _ in 0..<entryCount {
                let path = try reader.raw()
                let hash = try reader.word()
                let stamp = FileStamp(
                    size: try reader.word(), inode: try reader.word(),
                    modified: Int64(bitPattern: try reader.word()), changed: Int64(bitPattern: try reader.word()))
                let length = try reader.count()
                entries[path] = Entry(contentHash: hash, stamp: stamp, chunk: bytes[reader.offset..<(reader.offset + length)])
                reader.offset += length
            }
            var result: StoredResult?
            switch try reader.integer() {
            case 0: break
            case 1:
                let key = try reader.word()
                let diagnosticCount = try reader.count()
                var diagnostics: [Diagnostic] = []
                diagnostics.reserveCapacity(diagnosticCount)
                for _ in 0..<diagnosticCount {
                    let ruleID = try reader.raw()
                    guard let severity = Severity(rawValue: try reader.raw()) else { throw .damaged }
                    let message = try reader.raw()
                    let file = try reader.raw()
                    let location = SourceLocation(file: file, line: try reader.integer(), column: try reader.integer())
                    let symbol = try reader.raw()
                    // 0: no chain; n + 1: a chain of n links.
                    let links = try reader.count()
                    var chain: [String]?
                    if links > 0 {
                        chain = []
                        for _ in 1..<links { chain?.append(try reader.raw()) }
                    }
                    // Likewise the steps of a cycle.
                    let stepCount = try reader.count()
                    var steps: [Diagnostic.Step]?
                    if stepCount > 0 {
                        steps = []
                        for _ in 1..<stepCount {
                            let from = try reader.raw(), to = try reader.raw(), stepFile = try reader.raw()
                            let stepLocation = SourceLocation(file: stepFile, line: try reader.integer(), column: try reader.integer())
                            steps?.append(Diagnostic.Step(from: from, to: to, location: stepLocation))
                        }
                    }
                    let editsText = try reader.raw()
                    var edits: [DependencyEdit]?
                    if !editsText.isEmpty {
                        guard let decoded = try? JSONDecoder().decode([DependencyEdit].self, from: Data(editsText.utf8)) else { throw .damaged }
                        edits = decoded
                    }
                    diagnostics.append(Diagnostic(
                        ruleID: ruleID, severity: severity, message: message, location: location, symbol: symbol, chain: chain, steps: steps,
                        edits: edits))
                }
                let unsettled = UnsettledReferences(ambiguous: try reader.integer(), unresolved: try reader.integer())
                result = StoredResult(key: key, diagnostics: diagnostics, unsettledReferences: unsettled)
            default:
                throw .damaged
            }
            guard reader.isAtEnd else { throw .damaged }
            return Contents(entries: entries, result: result)
        }
    }
}
