import Foundation
import Kumiki

/// `GET /newspicks/feed/{tab}?page=`: one page of a feed tab.
public struct GETFeedEndpoint: Endpoint {
    /// The page.
    public typealias Success = FeedPageDTO
    /// The tab's name in the API.
    public let tab: String
    /// The page, from 1.
    public let page: Int

    /// Creates the endpoint.
    public init(tab: String, page: Int) {
        self.tab = tab
        self.page = page
    }

    /// `/newspicks/feed/{tab}`.
    public var path: String { "/newspicks/feed/\(PercentEncoding.pathSegment(tab))" }
    /// `page`.
    public var queryItems: [URLQueryItem] { [URLQueryItem(name: "page", value: "\(page)")] }
    /// snake_case keys.
    public var decoder: JSONDecoder { .snakeCase }
}
