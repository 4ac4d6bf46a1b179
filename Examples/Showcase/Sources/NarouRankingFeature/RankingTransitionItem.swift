import ShowcaseDomain

/// Where the ranking screen navigates.
public enum RankingTransitionItem: Equatable, Sendable {
    /// A novel's detail screen.
    case novelDetail(Novel)
}
