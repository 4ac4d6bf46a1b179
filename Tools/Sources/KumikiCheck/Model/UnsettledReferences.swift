/// How many type references a check left out because resolving them did not settle which type
/// they name: no finding rests on a guess, and this count says what was not guessed.
public struct UnsettledReferences: Hashable, Sendable {
    /// References that could mean types of different layers.
    public var ambiguous = 0
    /// References to a name the project declares, but to no declaration their file can see.
    public var unresolved = 0

    /// Creates a count.
    public init(ambiguous: Int = 0, unresolved: Int = 0) {
        self.ambiguous = ambiguous
        self.unresolved = unresolved
    }

    /// Whether every reference settled.
    public var isEmpty: Bool { ambiguous == 0 && unresolved == 0 }

    /// One sentence for the user when some reference could mean types of different layers (a
    /// violation could hide there), else `nil`. References to names the project declares only
    /// where they are not visible (most often a framework's type of the same name, such as
    /// `Testing.SourceLocation`) are left to `kumiki layers`, which lists both kinds.
    public var note: String? {
        guard ambiguous > 0 else { return nil }
        let others = unresolved == 0 ? "" : ", and \(unresolved) name\(unresolved == 1 ? "s" : "") a project type not visible where written"
        return "\(ambiguous) type reference\(ambiguous == 1 ? "" : "s") could mean types of different layers\(others); "
            + "no finding is made from them (`kumiki layers` lists them)"
    }
}
