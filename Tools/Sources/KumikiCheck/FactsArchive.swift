/// The on-disk form of the per-file cache: a compact binary archive of
/// ``FileFacts`` keyed by path.
///
/// A warm run reads every file's facts from here instead of parsing, so reading
/// must cost a fraction of a parse: `JSONDecoder` cost twice as much as parsing
/// the files again. Each file's facts are one self-contained chunk (LEB128
/// varints; strings inline, recent repeats as back-references), so chunks are
/// encoded and decoded only for the files that need it, on every core, and an
/// unchanged file's chunk is written back as it was read. A damaged or foreign file is a
/// ``FormatError``, which the runner treats as an empty cache.
///
/// Layout: `KMKF`, a version byte, the entry count, then per entry its path
/// (length and bytes), its content hash (eight bytes) and its chunk (length and bytes).
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
        /// The encoded facts; see ``encode(_:)`` and ``decode(_:)``.
        var chunk: ArraySlice<UInt8>
    }

    /// `KMKF` and the format version; bump the version whenever ``FileFacts`` changes shape.
    private static let header: [UInt8] = [0x4B, 0x4D, 0x4B, 0x46, 4]

    /// Encodes one file's facts as a chunk.
    static func encode(_ facts: FileFacts) -> [UInt8] {
        var writer = Writer(capacity: 64 + facts.references.count * 16)
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
    static func archive(_ entries: [(path: String, entry: Entry)]) -> [UInt8] {
        var output = Writer(capacity: header.count + entries.reduce(0) { $0 + $1.entry.chunk.count + 80 })
        header.withUnsafeBufferPointer { output.append($0) }
        output.count(entries.count)
        for (path, entry) in entries {
            output.raw(path)
            output.word(entry.contentHash)
            output.count(entry.chunk.count)
            entry.chunk.withUnsafeBufferPointer { output.append($0) }
        }
        return output.bytes
    }

    /// The entries of an archive, with chunks still encoded (slices of `bytes`).
    static func entries(of bytes: [UInt8]) throws(FormatError) -> [String: Entry] {
        guard bytes.count >= header.count, bytes[0..<header.count].elementsEqual(header) else { throw .wrongHeader }
        return try bytes.withUnsafeBufferPointer { buffer throws(FormatError) in
            var reader = Reader(bytes: buffer, offset: header.count)
            let entryCount = try reader.count()
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(entryCount)
            for _ in 0..<entryCount {
                let path = try reader.raw()
                let hash = try reader.word()
                let length = try reader.count()
                entries[path] = Entry(contentHash: hash, chunk: bytes[reader.offset..<(reader.offset + length)])
                reader.offset += length
            }
            guard reader.isAtEnd else { throw .damaged }
            return entries
        }
    }
}

/// Appends varints and strings.
///
/// A string is written inline the first time (`0`, length, bytes) and as a
/// back-reference (`n + 1` for the n-th string written) when it is one of the
/// last few written: a file's references repeat the enclosing type run after
/// run. A repeat is recognised by its representation, not its bytes: the same
/// small string (whose bits are its bytes) or the same shared storage, which is
/// how the analyser hands out a name it has seen (``FactsCollector`` makes each
/// long name once per file). An equal string stored apart is written again,
/// which costs bytes, never a wrong name. Nothing is hashed or compared byte by
/// byte, because that cost more than the rest of the encoding together. A
/// location in the file itself (every location the analyser records) does not
/// repeat the path.
///
/// The bytes live in a buffer of its own rather than an `Array`, whose every
/// `append` checked that the array was uniquely referenced.
private struct Writer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var used = 0
    /// The facts' path, which locations in the file leave out.
    private var path = ""
    /// How many strings were written inline so far, which numbers the next one.
    private var written = 0
    /// A recently written string, its representation and its number. The string is kept so
    /// that its storage, whose address is part of the representation, is not reused meanwhile.
    private struct Recent {
        var representation: (UInt64, UInt64)
        var number: Int
        var string: String
    }

    /// Recently written strings, a ring of ``recentCapacity`` slots.
    private var recent: [Recent] = []
    private var nextRecent = 0
    private static let recentCapacity = 8

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
        // One allocation per file, not one per doubling of three arrays.
        recent.reserveCapacity(Self.recentCapacity)
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
        // Most counts (flags, columns, short lengths, string numbers) are one byte with room for it:
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

    mutating func string(_ value: String) {
        // Never `==`, which calls canonically equivalent spellings equal: the cache gave back the other one.
        let representation = unsafeBitCast(value, to: (UInt64, UInt64).self)
        for slot in recent.indices where recent[slot].representation == representation {
            count(recent[slot].number + 1)
            return
        }
        count(0)
        raw(value)
        if recent.count < Self.recentCapacity {
            recent.append(Recent(representation: representation, number: written, string: value))
        } else {
            recent[nextRecent] = Recent(representation: representation, number: written, string: value)
            nextRecent = (nextRecent + 1) % Self.recentCapacity
        }
        written += 1
    }

    /// A flag byte, then the string if there is one.
    mutating func optionalString(_ value: String?) {
        guard let value else { return count(0) }
        count(1)
        string(value)
    }

    /// A string written out in full: length, then UTF-8 bytes.
    mutating func raw(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            count(bytes.count)
            append(bytes)
        }
    }

    /// The line shifted left with its low bit set when the location is in another file,
    /// whose path then follows; then the column.
    mutating func location(_ location: SourceLocation) {
        // Bytes, as for every string the writer compares: a canonically equivalent path is another file.
        if location.file.hasSameUTF8(as: path) {
            count(location.line << 1)
        } else {
            count(location.line << 1 | 1)
            string(location.file)
        }
        count(location.column)
    }

    mutating func facts(_ facts: FileFacts) {
        string(facts.path)
        path = facts.path
        optionalString(facts.parseError)
        if let location = facts.parseErrorLocation {
            count(1)
            self.location(location)
        } else {
            count(0)
        }
        count(facts.imports.count)
        for item in facts.imports {
            string(item.module)
            location(item.location)
        }
        count(facts.types.count)
        for type in facts.types {
            string(type.kind)
            string(type.name)
            count(type.inherited.count)
            type.inherited.forEach { string($0) }
            location(type.location)
        }
        references(facts.references)
        count(facts.singletonAccesses.count)
        for access in facts.singletonAccesses {
            string(access.base)
            string(access.member)
            optionalString(access.enclosingType)
            location(access.location)
        }
        count(facts.publishedProperties.count)
        for property in facts.publishedProperties {
            string(property.name)
            count((property.hasRestrictedSetter ? 1 : 0) | (property.isBoundInput ? 2 : 0))
            optionalString(property.enclosingType)
            location(property.location)
        }
        count(facts.dependencySlots.count)
        for slot in facts.dependencySlots {
            string(slot.typeName)
            optionalString(slot.enclosingType)
            location(slot.location)
        }
        references(facts.forceUnwraps)
        count(facts.suppressions.ranges.count)
        for (rule, ranges) in facts.suppressions.ranges.sorted(by: { $0.key < $1.key }) {
            string(rule)
            count(ranges.count)
            for range in ranges {
                count(range.lowerBound)
                count(range.upperBound)
            }
        }
    }

    private mutating func references(_ references: [FileFacts.Reference]) {
        count(references.count)
        for reference in references {
            string(reference.name)
            optionalString(reference.enclosingType)
            location(reference.location)
        }
    }
}

/// Reads what ``Writer`` wrote, checking every bound.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    var strings: [String] = []
    /// The facts' path, the file of every location not marked as elsewhere.
    var path = ""

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

    /// An inline string (which gets the next number) or a back-reference to one.
    mutating func string() throws(FactsArchive.FormatError) -> String {
        let reference = try integer()
        if reference == 0 {
            let string = try raw()
            strings.append(string)
            return string
        }
        guard reference - 1 < strings.count else { throw .damaged }
        return strings[reference - 1]
    }

    mutating func optionalString() throws(FactsArchive.FormatError) -> String? {
        switch try integer() {
        case 0: return nil
        case 1: return try string()
        default: throw .damaged
        }
    }

    mutating func location() throws(FactsArchive.FormatError) -> SourceLocation {
        let line = try integer()
        let file = line & 1 == 0 ? path : try string()
        return SourceLocation(file: file, line: line >> 1, column: try integer())
    }

    mutating func facts() throws(FactsArchive.FormatError) -> FileFacts {
        var facts = FileFacts(path: try string())
        path = facts.path
        facts.parseError = try optionalString()
        if try integer() == 1 { facts.parseErrorLocation = try location() }
        facts.imports = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.Import(module: try reader.string(), location: try reader.location())
        }
        facts.types = try list { reader throws(FactsArchive.FormatError) in
            let kind = try reader.string()
            let name = try reader.string()
            let inherited = try reader.list { reader throws(FactsArchive.FormatError) in try reader.string() }
            return FileFacts.DeclaredType(kind: kind, name: name, inherited: inherited, location: try reader.location())
        }
        facts.references = try references()
        facts.singletonAccesses = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.SingletonAccess(
                base: try reader.string(), member: try reader.string(),
                enclosingType: try reader.optionalString(), location: try reader.location())
        }
        facts.publishedProperties = try list { reader throws(FactsArchive.FormatError) in
            let name = try reader.string()
            let flags = try reader.integer()
            return FileFacts.PublishedProperty(
                name: name, hasRestrictedSetter: flags & 1 != 0, isBoundInput: flags & 2 != 0,
                enclosingType: try reader.optionalString(), location: try reader.location())
        }
        facts.dependencySlots = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.DependencySlot(
                typeName: try reader.string(), enclosingType: try reader.optionalString(), location: try reader.location())
        }
        facts.forceUnwraps = try references()
        let ruleCount = try count()
        for _ in 0..<ruleCount {
            let rule = try string()
            facts.suppressions.ranges[rule] = try list { reader throws(FactsArchive.FormatError) in
                let lower = try reader.integer()
                let upper = try reader.integer()
                guard lower <= upper else { throw .damaged }
                return lower...upper
            }
        }
        return facts
    }

    private mutating func references() throws(FactsArchive.FormatError) -> [FileFacts.Reference] {
        try list { reader throws(FactsArchive.FormatError) in
            FileFacts.Reference(name: try reader.string(), enclosingType: try reader.optionalString(), location: try reader.location())
        }
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
