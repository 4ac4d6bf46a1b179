/// What one Swift file says that the rules care about, extracted once per
/// file (and cached): imports, declared types, type references and the
/// constructs single rules look for.
public struct FileFacts: Codable, Hashable, Sendable {
    /// An `import` statement.
    public struct Import: Codable, Hashable, Sendable {
        /// The imported module.
        public var module: String
        /// Where the statement is.
        public var location: SourceLocation
    }

    /// A type declaration (or an extension, whose name is the extended type).
    public struct DeclaredType: Codable, Hashable, Sendable {
        /// `class`, `struct`, `enum`, `protocol`, `actor` or `extension`.
        public var kind: String
        /// The type's name.
        public var name: String
        /// The names in its inheritance clause, in order.
        public var inherited: [String]
        /// Where it is declared.
        public var location: SourceLocation
    }

    /// A use of a type name (annotation, inheritance, initializer call, static member access).
    public struct Reference: Codable, Hashable, Sendable {
        /// The referenced type name.
        public var name: String
        /// The type whose body contains the reference, if any.
        public var enclosingType: String?
        /// Where it is.
        public var location: SourceLocation
    }

    /// An access such as `URLSession.shared`.
    public struct SingletonAccess: Codable, Hashable, Sendable {
        /// The type, e.g. `URLSession`.
        public var base: String
        /// The member, e.g. `shared`.
        public var member: String
        /// The type whose body contains the access, if any.
        public var enclosingType: String?
        /// Where it is.
        public var location: SourceLocation
    }

    /// A `@Published` stored property.
    public struct PublishedProperty: Codable, Hashable, Sendable {
        /// The property's name.
        public var name: String
        /// Whether only its own type can set it (`private`, `private(set)`, `fileprivate…`).
        public var hasRestrictedSetter: Bool
        /// Whether it carries the `// kumiki:bound-input` marker.
        public var isBoundInput: Bool
        /// The declaring type.
        public var enclosingType: String?
        /// Where it is.
        public var location: SourceLocation
    }

    /// A stored property or initializer parameter, with the type named in its annotation.
    public struct DependencySlot: Codable, Hashable, Sendable {
        /// The annotated type's name (optionals and `any`/`some` stripped).
        public var typeName: String
        /// The declaring type.
        public var enclosingType: String?
        /// Where it is.
        public var location: SourceLocation
    }

    /// The file's path as given.
    public var path: String
    /// The first parse error, if the file does not parse.
    public var parseError: String?
    /// Where that error is.
    public var parseErrorLocation: SourceLocation?
    /// Import statements.
    public var imports: [Import] = []
    /// Declared types and extensions.
    public var types: [DeclaredType] = []
    /// Type references.
    public var references: [Reference] = []
    /// Static singleton-style accesses.
    public var singletonAccesses: [SingletonAccess] = []
    /// `@Published` properties.
    public var publishedProperties: [PublishedProperty] = []
    /// Stored properties and initializer parameters whose annotation names a nominal type (not an array, function or tuple).
    public var dependencySlots: [DependencySlot] = []
    /// Force unwraps and `try!`, with the type they are in.
    public var forceUnwraps: [Reference] = []
    /// `kumiki:disable` comments.
    public var suppressions: Suppressions = Suppressions()
}
