import Foundation
import Kumiki

/// `GET /rank/rankget/?rtype=…&out=json`: one Narou ranking.
public struct NarouRankingEndpoint: Endpoint {
    /// The ranked codes and points.
    public typealias Success = [NarouRankingItem]
    /// `yyyyMMdd-{d|w|m|q}`, from ``NarouRankingDate``.
    public let rtype: String

    /// Creates the endpoint for `rtype`.
    public init(rtype: String) {
        self.rtype = rtype
    }

    /// `/rank/rankget/`.
    public var path: String { "/rank/rankget/" }
    /// `rtype` and `out=json`.
    public var queryItems: [URLQueryItem] { [URLQueryItem(name: "rtype", value: rtype), URLQueryItem(name: "out", value: "json")] }
}
