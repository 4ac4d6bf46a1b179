/// Where the reading list navigates.
public enum ReadingListTransitionItem: Equatable, Sendable {
    /// The detail screen of the novel with this code.
    case novelDetail(ncode: String)
}
