import Kumiki

/// Searches novels.
public protocol SearchNovelsUseCaseProtocol: Sendable {
    /// One page of results for `query`; an empty text finds nothing, without a request.
    func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage
}
