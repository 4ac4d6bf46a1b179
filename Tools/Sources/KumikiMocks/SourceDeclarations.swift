/// What Swift sources declare that their mocks need: the protocols, and what tells how to mock
/// their requirements. One file's, or many merged.
struct SourceDeclarations: Sendable {
    /// The protocols read, in source order.
    var protocols: [MockableProtocol] = []
    /// Problems met: files that do not parse, protocols that cannot be mocked as declared.
    var diagnostics: [MockDiagnostic] = []
    /// Type aliases of function types (`typealias Completion = (Result) -> Void`), at any level or
    /// inside a protocol: a parameter of one of these does not escape unless marked, so a mock cannot keep it.
    var closureAliases: Set<String> = []
    /// Every type alias, by its name, to the type as written: a protocol may inherit through one.
    var typeAliases: [String: String] = [:]
    /// The requirements each protocol's unconstrained extensions implement (`extension Cursor { func forEach(_:) }`),
    /// by the protocol's name as the extension writes it, each keyed as ``MethodRequirement/defaultKey`` or
    /// ``PropertyRequirement/defaultKey`` keys it.
    var defaultImplementations: [String: Set<String>] = [:]
    /// Those of ``defaultImplementations`` declared `public`: all the mocks can run of a module
    /// they import without `@testable`, or of another package.
    var publicDefaultImplementations: [String: Set<String>] = [:]
    /// The names of the types declared at the top level, which a module-qualified name could mean
    /// instead of the module (a feature module `OrderFeature` holding `struct OrderFeature`).
    var topLevelTypeNames: Set<String> = []
    /// The names of the types declared `~Copyable` or `~Escapable`, whose values a mock can
    /// neither copy nor store: it hands them on, never keeps them.
    var unstorableTypes: Set<String> = []

    /// Adds `other`'s declarations after these; a type alias declared in both keeps the first.
    mutating func merge(_ other: SourceDeclarations) {
        protocols += other.protocols
        diagnostics += other.diagnostics
        closureAliases.formUnion(other.closureAliases)
        typeAliases.merge(other.typeAliases) { first, _ in first }
        defaultImplementations.merge(other.defaultImplementations) { $0.union($1) }
        publicDefaultImplementations.merge(other.publicDefaultImplementations) { $0.union($1) }
        unstorableTypes.formUnion(other.unstorableTypes)
        topLevelTypeNames.formUnion(other.topLevelTypeNames)
    }
}
