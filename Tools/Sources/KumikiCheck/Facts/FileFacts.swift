import KumikiSourceFiles

/// What one Swift file says that the rules care about, extracted once per
/// file (and cached): imports, declared types, type references and the
/// constructs single rules look for.
///
/// A file names the same few types over and over, so every name is stored once,
/// as UTF-8 bytes in ``names``, and the facts refer to it by ``Name``; and every
/// fact is in this file, so it carries a ``Position``, not a path. The facts hold
/// no strings: making, encoding, decoding and freeing them is copying plain values
/// and two arrays, which `kumiki check` does for every file of every run, and a
/// `String` is made only for a name a rule reports.
public struct FileFacts: Hashable, Sendable {
    /// A name the file mentions: an index into ``FileFacts/names``; read it with ``FileFacts/subscript(_:)``.
    public struct Name: Hashable, Sendable {
        /// The name's index in the ``FileFacts/names`` of the facts it came from.
        public let index: Int
    }

    /// The names of one file's facts, each once, in the order first mentioned: their
    /// UTF-8 bytes one after another, so a file's names are two allocations, not one per name.
    public struct NameList: RandomAccessCollection, Hashable, Sendable {
        /// Every name's bytes, one after another.
        private(set) var bytes: [UInt8] = []
        /// Where each name's bytes end in ``bytes``.
        private(set) var ends: [Int] = []

        /// An empty list.
        public init() {}

        /// Names from bytes and ends already checked (by the cache reader): `ends` ascend, the last is `bytes.count`.
        init(bytes: [UInt8], ends: [Int]) {
            self.bytes = bytes
            self.ends = ends
        }

        /// The index of the first name.
        public var startIndex: Int { 0 }
        /// The index past the last name.
        public var endIndex: Int { ends.count }

        /// The name at `position`, made into a `String`.
        public subscript(position: Int) -> String {
            withBytes(at: position) { String(decoding: $0, as: UTF8.self) }
        }

        /// Calls `body` with the UTF-8 bytes of the name at `position`, without making a `String`.
        func withBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let start = position == 0 ? 0 : ends[position - 1], end = ends[position]
            return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }

        /// Adds a name, even if it is in the list already; returns its ``Name``.
        mutating func append(_ text: UnsafeBufferPointer<UInt8>) -> Name {
            bytes.append(contentsOf: text)
            ends.append(bytes.count)
            return Name(index: ends.count - 1)
        }

        /// Makes room for `count` names of about `length` bytes each.
        mutating func reserveCapacity(_ count: Int, averageLength length: Int) {
            bytes.reserveCapacity(count * length)
            ends.reserveCapacity(count)
        }
    }

    /// A position in the file, 1-based; ``FileFacts/location(of:)`` adds the path.
    public struct Position: Hashable, Comparable, Sendable {
        /// The line, from 1.
        public var line: Int
        /// The column (in UTF-8 bytes), from 1.
        public var column: Int

        /// Creates a position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// Orders by line, then column.
        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// An `import` statement, in whatever form: `import M`, `import M.Sub`, `import struct M.T`,
    /// with any attribute or access level, inside `#if` or not (some platform compiles it).
    public struct Import: Hashable, Sendable {
        /// The imported module: the first component of the import path.
        public var module: Name
        /// Where the statement is.
        public var position: Position
        /// Whether it is `@_exported`, so the module is visible to every module that imports this one.
        public var isExported: Bool = false
    }

    /// A type declaration (or an extension, whose name is the extended type).
    public struct DeclaredType: Hashable, Sendable {
        /// What a declaration declares.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A `class`.
            case `class`
            /// A `struct`.
            case `struct`
            /// An `enum`.
            case `enum`
            /// A `protocol`.
            case `protocol`
            /// An `actor`.
            case actor
            /// An `extension` of a type declared anywhere.
            case `extension`
        }

        /// What is declared.
        public var kind: Kind
        /// The type's name.
        public var name: Name
        /// The names in its inheritance clause, in order.
        public var inherited: [Name]
        /// Where it is declared.
        public var position: Position
        /// Whether it is declared inside another type (`Feature.State`) or inside code (a local
        /// type): code elsewhere names it through its enclosing type, or not at all.
        public var isNested: Bool = false
        /// The scope the declaration opens (an index into ``FileFacts/scopes``): its path says
        /// which type it is nested in, or which type an extension extends.
        public var scope: Int? = nil
        /// Who may name it, as the enclosing declarations narrow it (a type nested in a `private`
        /// one is seen in its file alone; one in a `public extension` is public).
        public var access: AccessLevel = .internal
    }

    /// Who may name a declaration: Swift's access levels, from the narrowest.
    public enum AccessLevel: Int, Hashable, Comparable, Sendable, CaseIterable {
        /// `private`: its enclosing declaration in its file, which other files never see.
        case `private`
        /// `fileprivate`: its file.
        case `fileprivate`
        /// `internal`, written or not: its module.
        case `internal`
        /// `package`: the modules of its package.
        case package
        /// `public`: every module that imports its own.
        case `public`
        /// `open`: as `public`, and subclassed or overridden outside its module.
        case open

        /// The level a modifier keyword names, if it names one.
        public init?(keyword: String) {
            switch keyword {
            case "private": self = .private
            case "fileprivate": self = .fileprivate
            case "internal": self = .internal
            case "package": self = .package
            case "public": self = .public
            case "open": self = .open
            default: return nil
            }
        }

        /// Whether only code in the declaring file can name it.
        public var isFileScoped: Bool { self <= .fileprivate }

        /// Whether code in another module that imports the declaring one can name it.
        public var isVisibleOutsideModule: Bool { self >= .package }

        /// Orders the levels from the narrowest (`private`) to the widest (`open`).
        public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// A part of the file where names are looked up differently: the body of a type or an
    /// extension (its nested types come first), or code that declares names of its own (a
    /// function's generic parameters, local types and typealiases).
    ///
    /// Swift looks a type name up from the innermost scope outwards, then at file scope and in
    /// the modules the file sees; a reference carries its innermost scope so the rules can do
    /// the same instead of taking every name to be the project's top-level type of that name.
    public struct Scope: Hashable, Sendable {
        /// What opened the scope.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A `class`, `struct`, `enum`, `protocol` or `actor` declaration.
            case type
            /// An `extension`.
            case `extension`
            /// Code: a generic function or initializer, or a block that declares local types or typealiases.
            case local
        }

        /// What opened the scope.
        public var kind: Kind
        /// The enclosing scope, if any (`nil`: file scope).
        public var parent: Int?
        /// For a type, its name after those of the types it is nested in (`[Outer, Inner]`); for an
        /// extension, the extended type as written (`[A, B]` for `extension A.B`); empty for code.
        public var path: [Name]
        /// Whether the scope lies inside code, so that what it declares is seen by that code alone.
        public var isLocal: Bool
        /// The names declared directly in the scope that hide outer types of the same name: generic
        /// parameters, associated types, typealiases and local types.
        public var shadows: [Name]

        /// Creates a scope.
        public init(kind: Kind, parent: Int?, path: [Name], isLocal: Bool, shadows: [Name] = []) {
            self.kind = kind
            self.parent = parent
            self.path = path
            self.isLocal = isLocal
            self.shadows = shadows
        }
    }

    /// What a type reference is written after, if anything: `A.B` names `B` through `A`.
    public enum Qualifier: Hashable, Sendable {
        /// Nothing: the name is looked up from its scope outwards.
        case none
        /// `Self.B`: a type nested in the innermost enclosing type.
        case selfType
        /// Another reference (an index into ``FileFacts/references``): a type (`A.B`) or a module (`Module.Type`).
        case reference(Int)
    }

    /// A use of a type name (annotation, inheritance, initializer call, static member access).
    public struct Reference: Hashable, Sendable {
        /// The referenced type name.
        public var name: Name
        /// The type whose body contains the reference, if any.
        public var enclosingType: Name?
        /// Where it is.
        public var position: Position
        /// Outside every type, the index in ``FileFacts/topLevelDeclarations`` of the declaration
        /// that holds the reference; `nil` in a type or in top-level statements.
        public var topLevelDeclaration: Int? = nil
        /// The innermost scope the reference is written in (an index into ``FileFacts/scopes``); `nil` at file scope.
        public var scope: Int? = nil
        /// What the name is written after (`A` in `A.B`).
        public var qualifier: Qualifier = .none
    }

    /// A function, variable, typealias or macro outside every type: findings about the code it
    /// holds name it, as they name the enclosing type of code inside a type.
    public struct TopLevelDeclaration: Hashable, Sendable {
        /// What kind of declaration it is.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            case function
            case variable
            case `typealias`
            case macro
        }

        /// Function, variable, typealias or macro.
        public var kind: Kind
        /// Its name; a function's with its argument labels (`makeClient(timeout:_:)`).
        public var name: Name
        /// Who may name it.
        public var access: AccessLevel = .internal
    }

    /// A read of a static member through its type, such as `URLSession.shared`, that is not a call
    /// (`AVCaptureDevice.default(for:)` makes a value; it reaches no stored instance): the members
    /// ``FileAnalyzer/singletonMembers`` names anywhere, and any static member read in a ViewModel or a
    /// UseCase, the only code `no-singleton-access` holds to it.
    public struct SingletonAccess: Hashable, Sendable {
        /// The type, e.g. `URLSession`.
        public var base: Name
        /// The member, e.g. `shared`.
        public var member: Name
        /// The type whose body contains the access, if any.
        public var enclosingType: Name?
        /// Where it is.
        public var position: Position
    }

    /// A ViewModel output a view observes: a `@Published` stored property, or a stored `var` of
    /// an `@Observable` class.
    public struct PublishedProperty: Hashable, Sendable {
        /// The property's name.
        public var name: Name
        /// Whether only its own type can set it (`private`, `private(set)`, `fileprivate…`).
        public var hasRestrictedSetter: Bool
        /// Whether it carries the `// kumiki:bound-input` marker.
        public var isBoundInput: Bool
        /// The declaring type.
        public var enclosingType: Name?
        /// Where it is.
        public var position: Position
        /// Whether Observation tracks it (a stored `var` of an `@Observable` class) rather than `@Published`.
        public var isObservationTracked = false
    }

    /// A stored property or initializer parameter, with the type named in its annotation.
    public struct DependencySlot: Hashable, Sendable {
        /// The annotated type's name (optionals and `any`/`some` stripped).
        public var typeName: Name
        /// The declaring type.
        public var enclosingType: Name?
        /// Where it is.
        public var position: Position
        /// The reference the annotation's type name was recorded as (an index into
        /// ``FileFacts/references``), so the type is resolved in its scope like any other.
        public var reference: Int? = nil
        /// The property's or parameter's name (a parameter's internal name), when it has one.
        public var name: Name? = nil
    }

    /// A member a class declares directly in its body: what `no-project-superclass` says a base class carries.
    public struct Member: Hashable, Sendable {
        /// What kind of member it is.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A stored `let`.
            case storedConstant
            /// A stored `var`.
            case storedVariable
            /// A method.
            case method
        }

        /// Stored constant, stored variable or method.
        public var kind: Kind
        /// Its name (a method's base name).
        public var name: Name
        /// The class whose body declares it.
        public var enclosingType: Name
        /// The type its annotation names, for a stored property (optionals and `any`/`some` stripped).
        public var typeName: Name?
        /// Whether it is written `override`.
        public var isOverride = false
        /// Whether it is an `@IBOutlet`: part of the view's layout, not its state.
        public var isOutlet = false
        /// Where it is.
        public var position: Position
    }

    /// A property a view binds two-way, through a binding it can write: `$model.name`,
    /// `Bindable(model).name`, or the `set:` of a `Binding(get:set:)` that assigns `model.name`.
    public struct TwoWayBinding: Hashable, Sendable {
        /// The variable the property is read from (`model`).
        public var base: Name
        /// The property bound (`name`).
        public var member: Name
        /// The type whose body holds the binding, if any.
        public var enclosingType: Name?
        /// Where it is.
        public var position: Position
    }

    /// A static stored property whose value is an instance of its own type (`static let shared = Store()`):
    /// reading it is reaching a singleton, whatever its name.
    public struct StaticInstance: Hashable, Sendable {
        /// The type that declares it.
        public var type: Name
        /// The property.
        public var member: Name
    }

    /// A force unwrap (`value!`) or a `try!`.
    public struct ForceUnwrap: Hashable, Sendable {
        /// Whether it is a `try!` rather than a `!` after a value.
        public var isTry: Bool
        /// The type whose body contains it, if any.
        public var enclosingType: Name?
        /// Where it is: the `!` of a force unwrap, the `try` of a `try!`.
        public var position: Position
    }

    /// A stretch of the file that one clause of an `#if` compiles: only when its condition holds.
    public struct ConditionalRegion: Hashable, Sendable {
        /// The condition under which the stretch is compiled, as text: its clause's own, the earlier
        /// clauses' negated (`#elseif`, `#else`) and the enclosing regions' conditions joined by `&&`.
        public var condition: Name
        /// Where the clause's `#if`, `#elseif` or `#else` is.
        public var start: Position
        /// Where the next clause or the `#endif` is.
        public var end: Position

        /// Creates a region.
        public init(condition: Name, start: Position, end: Position) {
            self.condition = condition
            self.start = start
            self.end = end
        }

        /// Whether `position` lies inside the region.
        public func contains(_ position: Position) -> Bool {
            start < position && position < end
        }
    }

    /// The file's path as given.
    public var path: String
    /// Every name the facts mention, each once, in the order first mentioned.
    public internal(set) var names = NameList()
    /// The first parse error, if the file does not parse.
    public var parseError: String?
    /// Where that error is.
    public var parseErrorPosition: Position?
    /// Import statements.
    public var imports: [Import] = []
    /// Declared types and extensions.
    public var types: [DeclaredType] = []
    /// Type references.
    public var references: [Reference] = []
    /// The scopes references and declarations are in, outer ones before the scopes they hold.
    public var scopes: [Scope] = []
    /// Static singleton-style accesses.
    public var singletonAccesses: [SingletonAccess] = []
    /// `@Published` properties.
    public var publishedProperties: [PublishedProperty] = []
    /// Stored properties and initializer parameters whose annotation names a nominal type (not an array, function or tuple).
    public var dependencySlots: [DependencySlot] = []
    /// Force unwraps and `try!`.
    public var forceUnwraps: [ForceUnwrap] = []
    /// The top-level declarations that hold references, in source order.
    public var topLevelDeclarations: [TopLevelDeclaration] = []
    /// `kumiki:disable` comments.
    public var suppressions: Suppressions = Suppressions()
    /// The stretches compiled only under an `#if` condition, in the order they start; an enclosing
    /// region comes before the regions inside it.
    public var conditionalRegions: [ConditionalRegion] = []
    /// The stored properties and methods classes declare in their bodies.
    public var members: [Member] = []
    /// The properties bound two-way.
    public var twoWayBindings: [TwoWayBinding] = []
    /// The static stored properties that hold an instance of their own type.
    public var staticInstances: [StaticInstance] = []

    /// Empty facts for the file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The text of a name these facts mention.
    public subscript(_ name: Name) -> String {
        names[name.index]
    }

    /// Calls `body` with the UTF-8 bytes of a name these facts mention, without making a `String`.
    func withBytes<Result>(of name: Name, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        names.withBytes(at: name.index, body)
    }

    /// The ``Name`` for `text`, added to ``names`` unless it is there already (compared
    /// as UTF-8 bytes, as the compiler compares identifiers): for facts built by hand.
    public mutating func name(_ text: String) -> Name {
        text.withUTF8Bytes { bytes in
            let index = names.indices.first { names.withBytes(at: $0) { $0.hasSameBytes(as: bytes) } }
            return index.map { Name(index: $0) } ?? names.append(bytes)
        }
    }

    /// The region of the innermost `#if` clause around `position`, as an index into
    /// ``conditionalRegions``; `nil` for code every build compiles.
    public func conditionalRegion(at position: Position) -> Int? {
        guard !conditionalRegions.isEmpty else { return nil }
        // Regions are in start order and nested ones follow their parents, so the last one that
        // starts before the position and still holds it is the innermost.
        var index = conditionalRegions.count - 1
        while index >= 0 {
            if conditionalRegions[index].contains(position) { return index }
            index -= 1
        }
        return nil
    }

    /// `position` in this file, as diagnostics report it.
    public func location(of position: Position) -> SourceLocation {
        SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// Whether these facts give other files what `other` gives them: the same types declared
    /// (name, kind, nesting, in order) and the same modules re-exported. Other files' findings
    /// depend on a file through nothing else, so an edit that keeps them needs that file alone
    /// checked again.
    func offersTheSame(as other: FileFacts) -> Bool {
        // What a type conforms to, and a protocol's associated types, decide what names other files' code in
        // that type sees; an extension that adds a conformance changes it too.
        func declared(_ facts: FileFacts) -> [DeclaredTypeKey] {
            facts.types.filter { $0.kind != .extension || !$0.inherited.isEmpty }.map { type in
                DeclaredTypeKey(
                    name: facts[type.name], kind: type.kind, isNested: type.isNested, path: facts.path(ofScope: type.scope),
                    access: type.access, inherited: type.inherited.map { facts[$0] },
                    provided: type.kind == .protocol ? (type.scope.map { facts.scopes[$0].shadows.map { facts[$0] } } ?? []) : [],
                    condition: facts.conditionalRegion(at: type.position).map { facts[facts.conditionalRegions[$0].condition] })
            }
        }
        // What a class carries, which types keep static instances and which properties views bind decide other files' convention findings.
        func conventions(_ facts: FileFacts) -> [String] {
            facts.members.map { member in
                "\(facts[member.enclosingType]).\(facts[member.name]) \(member.kind.rawValue) \(member.typeName.map { facts[$0] } ?? "")"
                    + " \(member.isOverride) \(member.isOutlet)"
            }
            + facts.staticInstances.map { "static \(facts[$0.type]).\(facts[$0.member])" }
            + facts.twoWayBindings.map { "bound \(facts[$0.base]).\(facts[$0.member])" }
        }
        func aliases(_ facts: FileFacts) -> [String] {
            facts.topLevelDeclarations.filter { $0.kind == .typealias }.map { "\(facts[$0.name]) \($0.access.rawValue)" }
        }
        func exported(_ facts: FileFacts) -> [String] {
            facts.imports.filter(\.isExported).map { facts[$0.module] }
        }
        return declared(self) == declared(other) && aliases(self) == aliases(other) && exported(self) == exported(other)
            && conventions(self) == conventions(other)
    }

    /// The path of the scope at `index` as text (`[]` for none), and whether it lies in code.
    func path(ofScope index: Int?) -> [String] {
        guard let index, scopes.indices.contains(index) else { return [] }
        let scope = scopes[index]
        return scope.isLocal ? ["(local)"] + scope.path.map { self[$0] } : scope.path.map { self[$0] }
    }

    /// A declared type as other files see it.
    private struct DeclaredTypeKey: Equatable {
        var name: String
        var kind: DeclaredType.Kind
        var isNested: Bool
        var path: [String]
        var access: AccessLevel
        var inherited: [String]
        var provided: [String]
        var condition: String?
    }
}
