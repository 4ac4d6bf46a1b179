import Foundation

/// Where the novel detail screen sends the reader.
public enum NovelDetailTransitionItem: Equatable, Sendable {
    /// The novel on the web, to read it.
    case readOnWeb(URL)
}
