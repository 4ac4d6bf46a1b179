import Foundation

/// The feed tabs, each backed by its own list of articles.
enum FeedTab: String, CaseIterable, Sendable {
    case top, technology, business
}

/// Loads the articles of a tab; the seam the news feed reducer is tested through.
protocol ArticleRepositoryProtocol: Sendable {
    /// The articles of `tab`, newest first.
    func articles(in tab: FeedTab) async throws -> [Article]
}

/// An in-memory stand-in for a networked article repository, answering after a short delay.
struct FixtureArticleRepository: ArticleRepositoryProtocol {
    static let fixtures: [FeedTab: [Article]] = [
        .top: [Article(id: 1, title: "Kumiki reaches 1.0"), Article(id: 2, title: "Wood joinery, explained")],
        .technology: [Article(id: 3, title: "Combine on Linux"), Article(id: 4, title: "Testing reducers")],
        .business: [Article(id: 5, title: "Why teams standardise architecture")],
    ]

    var latency: Duration = .milliseconds(100)

    func articles(in tab: FeedTab) async throws -> [Article] {
        try await Task.sleep(for: latency)
        return Self.fixtures[tab] ?? []
    }
}
