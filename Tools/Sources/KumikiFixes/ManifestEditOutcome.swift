/// What an editor of a project file did with one requested change.
public enum ManifestEditOutcome: Equatable, Sendable {
    /// The file's text was changed.
    case edited
    /// The file already says it: nothing to change.
    case unchanged
    /// The change cannot be made safely in this file's text; the reason says what stands in the way.
    case manual(String)
}
