/// What every file's rewrite must agree on in one pass of the migration: the classes that move
/// to Observation and what each publishes, and the project-wide facts that decide whether a use
/// of one can be rewritten exactly.
struct MigrationContext: Sendable {
    /// The classes migrating in this pass, with their `@Published` properties.
    var migrating: [String: Set<String>]
    /// Classes already `@Observable`: views and `.environmentObject` of these are rewritten too,
    /// so a second run finishes what an earlier one or a hand migration started.
    var alreadyObservable: Set<String>
    /// Members that `extension ObservableObject` adds and no `extension Observable` does, with
    /// where each is declared: a migrated class would lose them.
    var objectOnlyMembers: [String: String]
    /// The type each function of the project returns, for functions declared with one type only.
    var functionTypes: [String: String]
    /// The types of `@EnvironmentObject` properties anywhere in the project.
    var environmentObjectTypes: Set<String>
    /// Protocols refining `ObservableObject` that move with their adopters, every one of which migrates.
    var migratingProtocols: Set<String> = []
    /// Protocols refining `ObservableObject` that code holds `weak` or `unowned`: they stay class protocols.
    var classProtocols: Set<String> = []
    /// The property wrappers the project declares, which a migrated class keeps as storage observed by hand.
    var projectWrappers: Set<String> = []
    /// The identifiers of the project's code: a member named only in the file declaring it is used by no other.
    var identifiers = IdentifierIndex()

    /// The classes whose views and environment uses become Observation's.
    var observable: Set<String> {
        alreadyObservable.union(migrating.keys)
    }
}
