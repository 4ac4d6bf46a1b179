import Kumiki

/// Searches through the novel gateway, treating blank text as "no search".
public struct SearchNovelsUseCase: SearchNovelsUseCaseProtocol {
    private let gateway: any NovelGatewayProtocol

    /// Creates the use case.
    public init(gateway: any NovelGatewayProtocol) {
        self.gateway = gateway
    }

    /// One page of results; blank text answers an empty page without asking the gateway.
    public func search(_ query: NovelSearchQuery) async throws(RepositoryError) -> NovelSearchPage {
        var trimmed = query
        trimmed.text = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.text.isEmpty else {
            return NovelSearchPage(query: trimmed, totalCount: 0, novels: [], hasNextPage: false)
        }
        return try await gateway.search(trimmed)
    }
}
