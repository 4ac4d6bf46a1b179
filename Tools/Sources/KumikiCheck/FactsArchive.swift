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
/// ``StoredResult``: its key (eight bytes), the diagnostic count and each diagnostic.
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
    }

    /// What an archive holds.
    struct Contents: Sendable {
        var entries: [String: Entry]
        var result: StoredResult?
    }

    /// `KMKF` and the format version; bump the version whenever ``FileFacts`` changes shape.
    private static let header: [UInt8] = [0x4B, 0x4D, 0x4B, 0x46, 9]

    /// Encodes one file's facts as a chunk.
    static func encode(_ facts: FileFacts) -> [UInt8] {
        // Room for the names and about six bytes per fact, so the writer seldom grows.
        let factCount = facts.imports.count + facts.types.count * 2 + facts.references.count + facts.singletonAccesses.count
            + facts.publishedProperties.count + facts.dependencySlots.count + facts.forceUnwraps.count
        var writer = Writer(capacity: 64 + facts.names.bytes.count + facts.names.count * 2 + factCount * 6)
        writer.facts(facts)
        return writer.bytes
    }

    /// Decodes a chunk written by ``encode(_:)``.
    static func decode(_ chunk: ArraySlice<UInt8>) throws(FormatError) -> FileFacts {
        try chunk.withUnsafeBufferPointer { buffer throws(FormatError) in
            var reader = Reader(bytes: buffer, offset: 0)
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
        var output = Writer(capacity: header.count + entries.reduce(0) { $0 + $1.entry.chunk.count + 112 })
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
        var output = Writer(capacity: 64 + (result?.diagnostics.count ?? 0) * 160)
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
        }
        return output.bytes
    }

    /// The entries of an archive, with chunks still encoded (slices of `bytes`), and its stored result.
    static func contents(of bytes: [UInt8]) throws(FormatError) -> Contents {
        guard bytes.count >= header.count, bytes[0..<header.count].elementsEqual(header) else { throw .wrongHeader }
        return try bytes.withUnsafeBufferPointer { buffer throws(FormatError) in
            var reader = Reader(bytes: buffer, offset: header.count)
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
                    diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity, message: message, location: location, symbol: try reader.raw()))
                }
                result = StoredResult(key: key, diagnostics: diagnostics)
            default:
                throw .damaged
            }
            guard reader.isAtEnd else { throw .damaged }
            return Contents(entries: entries, result: result)
        }
    }
}

/// Appends varints and strings.
///
/// The bytes live in a buffer of its own rather than an `Array`, whose every
/// `append` checked that the array was uniquely referenced.
private struct Writer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var used = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written so far.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: used))
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard used + extra > capacity else { return }
        let grown = max(capacity * 2, used + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: used)
        start.deallocate()
        start = moved
        capacity = grown
    }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        reserve(buffer.count)
        (start + used).initialize(from: base, count: buffer.count)
        used += buffer.count
    }

    @inline(__always)
    mutating func count(_ value: Int) {
        // Most counts (flags, columns, short lengths, name indices) are one byte with room for it:
        // written in place, because the writer makes a hundred of them per file.
        if value >= 0, value < 0x80, used < capacity {
            start[used] = UInt8(truncatingIfNeeded: value)
            used += 1
            return
        }
        longCount(value)
    }

    @inline(never)
    private mutating func longCount(_ value: Int) {
        reserve(10)
        var value = UInt64(clamping: value)
        while value >= 0x80 {
            start[used] = UInt8(truncatingIfNeeded: value) | 0x80
            used += 1
            value >>= 7
        }
        start[used] = UInt8(value)
        used += 1
    }

    /// Eight bytes, little-endian.
    mutating func word(_ value: UInt64) {
        reserve(8)
        UnsafeMutableRawPointer(start + used).storeBytes(of: value.littleEndian, as: UInt64.self)
        used += 8
    }

    /// A string written out in full: length, then UTF-8 bytes.
    mutating func raw(_ value: String) {
        value.withUTF8Bytes { bytes in
            count(bytes.count)
            append(bytes)
        }
    }

    /// A flag byte, then the string if there is one.
    mutating func optionalRaw(_ value: String?) {
        guard let value else { return count(0) }
        count(1)
        raw(value)
    }

    /// A name, by its index in the facts' names.
    mutating func name(_ name: FileFacts.Name) {
        count(name.index)
    }

    /// `0` for none, else the name's index plus one.
    mutating func optionalName(_ name: FileFacts.Name?) {
        count(name.map { $0.index + 1 } ?? 0)
    }

    mutating func position(_ position: FileFacts.Position) {
        count(position.line)
        count(position.column)
    }

    /// A name written inside a type's body (or at top level), and where: references and dependency
    /// slots. ``Reader`` reads it back with its `mention`.
    private mutating func mention(_ name: FileFacts.Name, in enclosingType: FileFacts.Name?, at position: FileFacts.Position) {
        self.name(name)
        optionalName(enclosingType)
        self.position(position)
    }

    /// `elements`' count, then each written by `write`: the shape ``Reader`` reads back with its `list`.
    private mutating func list<Element>(_ elements: [Element], _ write: (inout Writer, Element) -> Void) {
        count(elements.count)
        for element in elements { write(&self, element) }
    }

    mutating func facts(_ facts: FileFacts) {
        raw(facts.path)
        // The names' lengths, then all their bytes at once.
        var start = 0
        list(facts.names.ends) { writer, end in
            writer.count(end - start)
            start = end
        }
        facts.names.bytes.withUnsafeBufferPointer { append($0) }
        optionalRaw(facts.parseError)
        if let position = facts.parseErrorPosition {
            count(1)
            self.position(position)
        } else {
            count(0)
        }
        list(facts.imports) { writer, item in
            writer.name(item.module)
            writer.position(item.position)
            writer.count(item.isExported ? 1 : 0)
        }
        list(facts.types) { writer, type in
            // The kind's index, with 8 added for a nested declaration.
            writer.count((Self.kinds.firstIndex(of: type.kind) ?? 0) | (type.isNested ? 8 : 0))
            writer.name(type.name)
            writer.list(type.inherited) { $0.name($1) }
            writer.position(type.position)
        }
        // Before the references, so that a reader can check the index each reference holds.
        list(facts.topLevelDeclarations) { writer, declaration in
            writer.count(Self.topLevelKinds.firstIndex(of: declaration.kind) ?? 0)
            writer.name(declaration.name)
        }
        list(facts.references) { writer, reference in
            writer.mention(reference.name, in: reference.enclosingType, at: reference.position)
            writer.count(reference.topLevelDeclaration.map { $0 + 1 } ?? 0)
        }
        list(facts.singletonAccesses) { writer, access in
            writer.name(access.base)
            writer.name(access.member)
            writer.optionalName(access.enclosingType)
            writer.position(access.position)
        }
        list(facts.publishedProperties) { writer, property in
            writer.name(property.name)
            writer.count((property.hasRestrictedSetter ? 1 : 0) | (property.isBoundInput ? 2 : 0))
            writer.optionalName(property.enclosingType)
            writer.position(property.position)
        }
        list(facts.dependencySlots) { $0.mention($1.typeName, in: $1.enclosingType, at: $1.position) }
        list(facts.forceUnwraps) { writer, unwrap in
            writer.count(unwrap.isTry ? 1 : 0)
            writer.optionalName(unwrap.enclosingType)
            writer.position(unwrap.position)
        }
        count(facts.suppressions.ranges.count)
        for (rule, ranges) in facts.suppressions.ranges.sorted(by: { $0.key < $1.key }) {
            raw(rule)
            list(ranges) { writer, range in
                writer.count(range.lowerBound)
                writer.count(range.upperBound)
            }
        }
    }

    /// Declaration kinds by their number in the archive.
    static let kinds = FileFacts.DeclaredType.Kind.allCases
    static let topLevelKinds = FileFacts.TopLevelDeclaration.Kind.allCases
}

/// Reads what ``Writer`` wrote, checking every bound.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    /// How many names the facts being read have; every name index must be below it.
    var nameCount = 0

    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func integer() throws(FactsArchive.FormatError) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw .damaged }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        guard value <= UInt64(Int.max) else { throw .damaged }
        return Int(value)
    }

    /// A element count; every element takes at least one byte, so a count
    /// larger than what is left is damage, not a reason to allocate.
    mutating func count() throws(FactsArchive.FormatError) -> Int {
        let value = try integer()
        guard value <= bytes.count - offset else { throw .damaged }
        return value
    }

    mutating func word() throws(FactsArchive.FormatError) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw .damaged }
        let value = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return UInt64(littleEndian: value)
    }

    mutating func raw() throws(FactsArchive.FormatError) -> String {
        let length = try count()
        let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
        offset += length
        return string
    }

    mutating func optionalRaw() throws(FactsArchive.FormatError) -> String? {
        switch try integer() {
        case 0: return nil
        case 1: return try raw()
        default: throw .damaged
        }
    }

    mutating func name() throws(FactsArchive.FormatError) -> FileFacts.Name {
        let index = try integer()
        guard index < nameCount else { throw .damaged }
        return FileFacts.Name(index: index)
    }

    mutating func optionalName() throws(FactsArchive.FormatError) -> FileFacts.Name? {
        let indexPlusOne = try integer()
        guard indexPlusOne <= nameCount else { throw .damaged }
        return indexPlusOne == 0 ? nil : FileFacts.Name(index: indexPlusOne - 1)
    }

    mutating func flag() throws(FactsArchive.FormatError) -> Bool {
        switch try integer() {
        case 0: return false
        case 1: return true
        default: throw .damaged
        }
    }

    mutating func position() throws(FactsArchive.FormatError) -> FileFacts.Position {
        FileFacts.Position(line: try integer(), column: try integer())
    }

    /// What ``Writer``'s `mention` wrote: a name, the type it was written in, and where.
    private mutating func mention() throws(FactsArchive.FormatError)
        -> (name: FileFacts.Name, enclosingType: FileFacts.Name?, position: FileFacts.Position) {
        (try name(), try optionalName(), try position())
    }

    mutating func facts() throws(FactsArchive.FormatError) -> FileFacts {
        var facts = FileFacts(path: try raw())
        facts.names = try names()
        nameCount = facts.names.count
        facts.parseError = try optionalRaw()
        if try flag() { facts.parseErrorPosition = try position() }
        facts.imports = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.Import(module: try reader.name(), position: try reader.position(), isExported: try reader.flag())
        }
        facts.types = try list { reader throws(FactsArchive.FormatError) in
            let coded = try reader.integer()
            let kind = coded & 7
            guard coded < 16, kind < Writer.kinds.count else { throw .damaged }
            let name = try reader.name()
            let inherited = try reader.list { reader throws(FactsArchive.FormatError) in try reader.name() }
            return FileFacts.DeclaredType(
                kind: Writer.kinds[kind], name: name, inherited: inherited, position: try reader.position(), isNested: coded & 8 != 0)
        }
        facts.topLevelDeclarations = try list { reader throws(FactsArchive.FormatError) in
            let kind = try reader.integer()
            guard kind < Writer.topLevelKinds.count else { throw .damaged }
            return FileFacts.TopLevelDeclaration(kind: Writer.topLevelKinds[kind], name: try reader.name())
        }
        let declarationCount = facts.topLevelDeclarations.count
        facts.references = try list { reader throws(FactsArchive.FormatError) in
            let mention = try reader.mention()
            let declaration = try reader.integer()
            guard declaration <= declarationCount else { throw .damaged }
            return FileFacts.Reference(name: mention.name, enclosingType: mention.enclosingType, position: mention.position,
                                       topLevelDeclaration: declaration == 0 ? nil : declaration - 1)
        }
        facts.singletonAccesses = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.SingletonAccess(
                base: try reader.name(), member: try reader.name(),
                enclosingType: try reader.optionalName(), position: try reader.position())
        }
        facts.publishedProperties = try list { reader throws(FactsArchive.FormatError) in
            let name = try reader.name()
            let flags = try reader.integer()
            guard flags < 4 else { throw .damaged }
            return FileFacts.PublishedProperty(
                name: name, hasRestrictedSetter: flags & 1 != 0, isBoundInput: flags & 2 != 0,
                enclosingType: try reader.optionalName(), position: try reader.position())
        }
        facts.dependencySlots = try list { reader throws(FactsArchive.FormatError) in
            let mention = try reader.mention()
            return FileFacts.DependencySlot(typeName: mention.name, enclosingType: mention.enclosingType, position: mention.position)
        }
        facts.forceUnwraps = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.ForceUnwrap(isTry: try reader.flag(), enclosingType: try reader.optionalName(), position: try reader.position())
        }
        let ruleCount = try count()
        for _ in 0..<ruleCount {
            let rule = try raw()
            facts.suppressions.ranges[rule] = try list { reader throws(FactsArchive.FormatError) in
                let lower = try reader.integer()
                let upper = try reader.integer()
                guard lower <= upper else { throw .damaged }
                return lower...upper
            }
        }
        return facts
    }

    /// A name list: the lengths, then the bytes.
    private mutating func names() throws(FactsArchive.FormatError) -> FileFacts.NameList {
        var end = 0
        let ends = try list { reader throws(FactsArchive.FormatError) in
            end += try reader.count()
            guard end <= reader.bytes.count - reader.offset else { throw .damaged }
            return end
        }
        let bytes = [UInt8](UnsafeBufferPointer(rebasing: bytes[offset..<(offset + end)]))
        offset += end
        return FileFacts.NameList(bytes: bytes, ends: ends)
    }

    private mutating func list<Element>(
        _ element: (inout Reader) throws(FactsArchive.FormatError) -> Element
    ) throws(FactsArchive.FormatError) -> [Element] {
        let count = try count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            elements.append(try element(&self))
        }
        return elements
    }
}
