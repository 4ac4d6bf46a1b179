import KumikiSourceFiles

/// Appends varints and strings: the writing half of ``FactsArchive``.
///
/// The bytes live in a buffer of its own rather than an `Array`, whose every
/// `append` checked that the array was uniquely referenced.
struct FactsArchiveWriter: ~Copyable {
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
    private mutating func list<Element>(_ elements: [Element], _ write: (inout FactsArchiveWriter, Element) -> Void) {
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
        // Before the types and references, so that a reader can check the scope each holds.
        list(facts.scopes) { writer, scope in
            // The kind's index, with 4 added for a local scope.
            writer.count((Self.scopeKinds.firstIndex(of: scope.kind) ?? 0) | (scope.isLocal ? 4 : 0))
            writer.count(scope.parent.map { $0 + 1 } ?? 0)
            writer.list(scope.path) { $0.name($1) }
            writer.list(scope.shadows) { $0.name($1) }
        }
        list(facts.types) { writer, type in
            // The kind's index, with 8 added for a nested declaration and the access level from 16 up.
            writer.count((Self.kinds.firstIndex(of: type.kind) ?? 0) | (type.isNested ? 8 : 0) | type.access.rawValue << 4)
            writer.name(type.name)
            writer.list(type.inherited) { $0.name($1) }
            writer.position(type.position)
            writer.count(type.scope.map { $0 + 1 } ?? 0)
        }
        // Before the references, so that a reader can check the index each reference holds.
        list(facts.topLevelDeclarations) { writer, declaration in
            // The kind's index, with the access level from 8 up.
            writer.count((Self.topLevelKinds.firstIndex(of: declaration.kind) ?? 0) | declaration.access.rawValue << 3)
            writer.name(declaration.name)
        }
        list(facts.references) { writer, reference in
            writer.mention(reference.name, in: reference.enclosingType, at: reference.position)
            writer.count(reference.topLevelDeclaration.map { $0 + 1 } ?? 0)
            writer.count(reference.scope.map { $0 + 1 } ?? 0)
            switch reference.qualifier {
            case .none: writer.count(0)
            case .selfType: writer.count(1)
            case .reference(let base): writer.count(base + 2)
            }
        }
        list(facts.singletonAccesses) { writer, access in
            writer.name(access.base)
            writer.name(access.member)
            writer.optionalName(access.enclosingType)
            writer.position(access.position)
        }
        list(facts.publishedProperties) { writer, property in
            writer.name(property.name)
            writer.count((property.hasRestrictedSetter ? 1 : 0) | (property.isBoundInput ? 2 : 0) | (property.isObservationTracked ? 4 : 0))
            writer.optionalName(property.enclosingType)
            writer.position(property.position)
        }
        list(facts.dependencySlots) { writer, slot in
            writer.mention(slot.typeName, in: slot.enclosingType, at: slot.position)
            writer.count(slot.reference.map { $0 + 1 } ?? 0)
            writer.optionalName(slot.name)
        }
        list(facts.forceUnwraps) { writer, unwrap in
            writer.count(unwrap.isTry ? 1 : 0)
            writer.optionalName(unwrap.enclosingType)
            writer.position(unwrap.position)
        }
        list(facts.conditionalRegions) { writer, region in
            writer.name(region.condition)
            writer.position(region.start)
            writer.position(region.end)
        }
        list(facts.members) { writer, member in
            // The kind's index, with 4 added for an override and 8 for an outlet.
            writer.count((Self.memberKinds.firstIndex(of: member.kind) ?? 0) | (member.isOverride ? 4 : 0) | (member.isOutlet ? 8 : 0))
            writer.name(member.name)
            writer.name(member.enclosingType)
            writer.optionalName(member.typeName)
            writer.position(member.position)
        }
        list(facts.twoWayBindings) { writer, binding in
            writer.name(binding.base)
            writer.mention(binding.member, in: binding.enclosingType, at: binding.position)
        }
        list(facts.staticInstances) { writer, instance in
            writer.name(instance.type)
            writer.name(instance.member)
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
    static let scopeKinds = FileFacts.Scope.Kind.allCases
    static let memberKinds = FileFacts.Member.Kind.allCases
}
