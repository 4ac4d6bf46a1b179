import Kumiki

/// The Narou API through an ``Kumiki/APIClientProtocol``: the fixture backend by
/// default, the real `https://api.syosetu.com` when the user opts in.
public struct NarouRequester: NarouRequesterProtocol {
    private let apiClient: any APIClientProtocol

    /// Creates a requester sending through `apiClient`.
    public init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    /// `GET /rank/rankget/`.
    public func ranking(rtype: String) -> NetworkPublisher<[NarouRankingItem]> {
        apiClient.request(NarouRankingEndpoint(rtype: rtype))
    }

    /// `GET /novelapi/api/`.
    public func novels(_ endpoint: NarouNovelEndpoint) -> NetworkPublisher<NarouNovelResponse> {
        apiClient.request(endpoint)
    }
}
