import KumikiSourceFiles

/// The kind and layer of every type a project declares, looked up by name.
///
/// The rules look up every type name a file mentions, and most of those names
/// (`String`, `URL`…) are not the project's. A `Dictionary` hashed each name with
/// SipHash for every lookup, and built serially after all files were analysed,
/// it kept a core idle. This table keeps the names as bytes in a
/// ``FileFacts/NameList`` and finds them with a ``NameTable``: names compare as
/// UTF-8 bytes, like the compiler compares identifiers (so `String`'s canonical
/// equivalence never calls two different names equal), and a facts' name is
/// declared and looked up without making a `String`.
struct TypeTable: Sendable {
    /// What the project says about one type name.
    struct Entry: Sendable {
        /// `class`, `struct`, `enum`, `protocol` or `actor`: the first declaration's; `nil` when
        /// the name is declared only by typealiases.
        var kind: FileFacts.DeclaredType.Kind?
        /// The layer of the first top-level declaration that has one.
        var layer: String?
        /// The declarations outside every type, in the order declared: what a reference at file
        /// scope resolves among.
        var topLevel: [Declaration] = []
        /// The declarations inside types, in the order declared.
        var nested: [Declaration] = []
        /// The positions in ``nested`` of those nested in each type path. A common name (`State`,
        /// `Action`) is declared in thousands of types; scanning them all for every reference made
        /// a project of 1.9 M lines take 0.4 s to resolve instead of a few ms.
        var nestedIn: [[String]: [Int]] = [:]

        /// Every declaration of the name, top-level ones first.
        var declarations: [Declaration] { topLevel + nested }

        /// The declarations nested directly in the type at `path`.
        func nested(in path: [String]) -> [Declaration] {
            nestedIn[path].map { $0.map { nested[$0] } } ?? []
        }
    }

    /// One declaration of a type or typealias, as a reference may resolve to it.
    struct Declaration: Sendable, Equatable {
        /// The names of the types it is nested in, outermost first (`["DBModel"]` for
        /// `DBModel.CountryDetails`); empty for a top-level declaration.
        var enclosing: [String]
        /// What it declares; `nil` for a typealias.
        var kind: FileFacts.DeclaredType.Kind?
        /// Its layer: its file's, or the one its name (or its outermost enclosing type's) places it in.
        var layer: String?
        /// The index of its file in the model's files.
        var file: Int
        /// Who may name it: a `private` or `fileprivate` declaration is seen in its file alone, one
        /// that is not `public` (or `package`) in its module alone.
        var access: FileFacts.AccessLevel = .internal
        /// The `#if` region of its file it is declared in (an index into the file's
        /// ``FileFacts/conditionalRegions``): a target whose builds skip the region does not see it.
        var region: Int? = nil

        /// Whether it is declared outside every type.
        var isTopLevel: Bool { enclosing.isEmpty }
    }

    /// The declared names, in the order first declared; `names[i]` is the name of `entries[i]`.
    private(set) var names = FileFacts.NameList()
    /// The entries, in the order they were first declared.
    private(set) var entries: [Entry] = []
    private var table: NameTable

    /// An empty table with room for `capacity` names.
    init(capacity: Int) {
        // At most a quarter full: a miss, the usual lookup, then ends at an empty slot within a probe or two.
        table = NameTable(capacity: capacity, loadDivisor: 4)
        entries.reserveCapacity(capacity)
        names.reserveCapacity(capacity, averageLength: 20)
    }

    /// Records a declaration of `name`. The first declaration's kind stays; a layer
    /// fills in only where earlier declarations had none.
    mutating func declare(_ name: String, kind: FileFacts.DeclaredType.Kind, layer: String?) {
        name.withUTF8Bytes { declare($0, kind: kind, layer: layer) }
    }

    /// Records a declaration of the type whose name is the UTF-8 bytes `name`; returns the
    /// index of the name's entry.
    @discardableResult
    mutating func declare(_ name: UnsafeBufferPointer<UInt8>, kind: FileFacts.DeclaredType.Kind, layer: @autoclosure () -> String?) -> Int {
        let declared = table.name(name, in: &names)
        if declared.index == entries.count {
            entries.append(Entry(kind: kind, layer: layer()))
        } else {
            if entries[declared.index].kind == nil { entries[declared.index].kind = kind }
            if entries[declared.index].layer == nil { entries[declared.index].layer = layer() }
        }
        return declared.index
    }

    /// Adds `declaration` to those of the name whose UTF-8 bytes are `name`, for references to resolve among.
    mutating func add(_ declaration: Declaration, named name: UnsafeBufferPointer<UInt8>) {
        let declared = table.name(name, in: &names)
        if declared.index == entries.count { entries.append(Entry(kind: nil, layer: nil)) }
        add(declaration, toEntryAt: declared.index)
    }

    /// Adds `declaration` to the entry at `index` (as ``declare(_:kind:layer:)`` returned it).
    mutating func add(_ declaration: Declaration, toEntryAt index: Int) {
        if declaration.enclosing.isEmpty {
            entries[index].topLevel.append(declaration)
        } else {
            entries[index].nestedIn[declaration.enclosing, default: []].append(entries[index].nested.count)
            entries[index].nested.append(declaration)
        }
    }

    /// Every declaration of the name whose UTF-8 bytes are `name`; `nil` when the project declares none.
    func declarations(named name: UnsafeBufferPointer<UInt8>) -> [Declaration]? {
        table.existingName(name, in: names).map { entries[$0.index].declarations }
    }

    /// The index of the entry of the name whose UTF-8 bytes are `name`; `nil` when the project declares none.
    func entryIndex(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        table.existingName(name, in: names)?.index
    }

    /// The kind of the project's type called `name`, if it declares one.
    func kind(of name: String) -> FileFacts.DeclaredType.Kind? {
        name.withUTF8Bytes { kind(of: $0) }
    }

    /// The kind of the project's type whose name is the UTF-8 bytes `name`, if it declares one.
    func kind(of name: UnsafeBufferPointer<UInt8>) -> FileFacts.DeclaredType.Kind? {
        table.existingName(name, in: names).flatMap { entries[$0.index].kind }
    }

    /// The layer of the project's type called `name`, if it has one.
    func layer(of name: String) -> String? {
        name.withUTF8Bytes { layer(of: $0) }
    }

    /// The layer of the project's type whose name is the UTF-8 bytes `name`, if it has one.
    func layer(of name: UnsafeBufferPointer<UInt8>) -> String? {
        table.existingName(name, in: names).flatMap { entries[$0.index].layer }
    }
}
