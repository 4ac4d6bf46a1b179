/// Reads what ``FactsArchiveWriter`` wrote, checking every bound: the reading half of ``FactsArchive``.
struct FactsArchiveReader {
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
        var scopeCount = 0
        facts.scopes = try list { reader throws(FactsArchive.FormatError) in
            let coded = try reader.integer()
            let kind = coded & 3
            guard coded < 8, kind < FactsArchiveWriter.scopeKinds.count else { throw .damaged }
            // A scope's parent comes before it.
            let parent = try reader.integer()
            guard parent <= scopeCount else { throw .damaged }
            let path = try reader.list { reader throws(FactsArchive.FormatError) in try reader.name() }
            let shadows = try reader.list { reader throws(FactsArchive.FormatError) in try reader.name() }
            scopeCount += 1
            return FileFacts.Scope(
                kind: FactsArchiveWriter.scopeKinds[kind], parent: parent == 0 ? nil : parent - 1, path: path, isLocal: coded & 4 != 0,
                shadows: shadows)
        }
        facts.types = try list { reader throws(FactsArchive.FormatError) in
            let coded = try reader.integer()
            let kind = coded & 7
            guard let access = FileFacts.AccessLevel(rawValue: coded >> 4), kind < FactsArchiveWriter.kinds.count else { throw .damaged }
            let name = try reader.name()
            let inherited = try reader.list { reader throws(FactsArchive.FormatError) in try reader.name() }
            let position = try reader.position()
            let scope = try reader.integer()
            guard scope <= scopeCount else { throw .damaged }
            return FileFacts.DeclaredType(
                kind: FactsArchiveWriter.kinds[kind], name: name, inherited: inherited, position: position, isNested: coded & 8 != 0,
                scope: scope == 0 ? nil : scope - 1, access: access)
        }
        facts.topLevelDeclarations = try list { reader throws(FactsArchive.FormatError) in
            let coded = try reader.integer()
            let kind = coded & 7
            guard let access = FileFacts.AccessLevel(rawValue: coded >> 3), kind < FactsArchiveWriter.topLevelKinds.count else { throw .damaged }
            return FileFacts.TopLevelDeclaration(kind: FactsArchiveWriter.topLevelKinds[kind], name: try reader.name(), access: access)
        }
        let declarationCount = facts.topLevelDeclarations.count
        var referenceCount = 0
        facts.references = try list { reader throws(FactsArchive.FormatError) in
            let mention = try reader.mention()
            let declaration = try reader.integer()
            let scope = try reader.integer()
            // A qualified name's base is recorded before it.
            let qualifier = try reader.integer()
            guard declaration <= declarationCount, scope <= scopeCount, qualifier < referenceCount + 2 else { throw .damaged }
            referenceCount += 1
            return FileFacts.Reference(
                name: mention.name, enclosingType: mention.enclosingType, position: mention.position,
                topLevelDeclaration: declaration == 0 ? nil : declaration - 1, scope: scope == 0 ? nil : scope - 1,
                qualifier: qualifier == 0 ? .none : qualifier == 1 ? .selfType : .reference(qualifier - 2))
        }
        facts.singletonAccesses = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.SingletonAccess(
                base: try reader.name(), member: try reader.name(),
                enclosingType: try reader.optionalName(), position: try reader.position())
        }
        facts.publishedProperties = try list { reader throws(FactsArchive.FormatError) in
            let name = try reader.name()
            let flags = try reader.integer()
            guard flags < 8 else { throw .damaged }
            return FileFacts.PublishedProperty(
                name: name, hasRestrictedSetter: flags & 1 != 0, isBoundInput: flags & 2 != 0,
                enclosingType: try reader.optionalName(), position: try reader.position(), isObservationTracked: flags & 4 != 0)
        }
        facts.dependencySlots = try list { reader throws(FactsArchive.FormatError) in
            let mention = try reader.mention()
            let reference = try reader.integer()
            guard reference <= referenceCount else { throw .damaged }
            return FileFacts.DependencySlot(
                typeName: mention.name, enclosingType: mention.enclosingType, position: mention.position,
                reference: reference == 0 ? nil : reference - 1, name: try reader.optionalName())
        }
        facts.forceUnwraps = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.ForceUnwrap(isTry: try reader.flag(), enclosingType: try reader.optionalName(), position: try reader.position())
        }
        facts.conditionalRegions = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.ConditionalRegion(condition: try reader.name(), start: try reader.position(), end: try reader.position())
        }
        facts.members = try list { reader throws(FactsArchive.FormatError) in
            let coded = try reader.integer()
            guard coded & 3 < FactsArchiveWriter.memberKinds.count, coded < 16 else { throw .damaged }
            return FileFacts.Member(
                kind: FactsArchiveWriter.memberKinds[coded & 3], name: try reader.name(), enclosingType: try reader.name(),
                typeName: try reader.optionalName(), isOverride: coded & 4 != 0, isOutlet: coded & 8 != 0, position: try reader.position())
        }
        facts.twoWayBindings = try list { reader throws(FactsArchive.FormatError) in
            let base = try reader.name()
            let mention = try reader.mention()
            return FileFacts.TwoWayBinding(base: base, member: mention.name, enclosingType: mention.enclosingType, position: mention.position)
        }
        facts.staticInstances = try list { reader throws(FactsArchive.FormatError) in
            FileFacts.StaticInstance(type: try reader.name(), member: try reader.name())
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
        _ element: (inout FactsArchiveReader) throws(FactsArchive.FormatError) -> Element
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
