import Kumiki

/// Sends the Narou API's requests; stateless, so gateways can be tested without HTTP.
public protocol NarouRequesterProtocol: Sendable {
    /// The ranking named by `rtype`.
    func ranking(rtype: String) -> NetworkPublisher<[NarouRankingItem]>

    /// Novel details or a search.
    func novels(_ endpoint: NarouNovelEndpoint) -> NetworkPublisher<NarouNovelResponse>
}
