import ShowcaseDomain

/// Where the search screen navigates.
public enum NovelSearchTransitionItem: Equatable, Sendable {
    /// A result's detail screen.
    case novelDetail(Novel)
}
