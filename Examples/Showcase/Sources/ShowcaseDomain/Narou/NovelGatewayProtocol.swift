import Kumiki

/// The Domain's view of the novel source: details by code, and search.
public protocol NovelGatewayProtocol: Sendable {
    /// The novels among `ncodes` that exist, in any order; unknown codes are simply absent.
    func novels(withCodes ncodes: [String]) async throws(RepositoryError) -> [Novel]

    /// One page of search results.
    func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage
}
