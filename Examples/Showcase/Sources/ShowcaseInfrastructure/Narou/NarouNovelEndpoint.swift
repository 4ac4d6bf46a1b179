import Foundation
import Kumiki

/// `GET /novelapi/api/?out=json&…`: novel details by code, or a search.
public struct NarouNovelEndpoint: Endpoint {
    /// The count and the page's novels.
    public typealias Success = NarouNovelResponse

    /// Codes to fetch (joined with `-`); empty for a search.
    public var ncodes: [String] = []
    /// Words every result contains.
    public var word: String?
    /// Sort order: `new`, `favnovelcnt`, `hyoka`, `lengthdesc`, …
    public var order: String?
    /// Results per page, 1...500.
    public var limit: Int = 20
    /// The first result's position, 1...2000.
    public var start: Int = 1

    /// Creates an endpoint.
    public init(ncodes: [String] = [], word: String? = nil, order: String? = nil, limit: Int = 20, start: Int = 1) {
        self.ncodes = ncodes
        self.word = word
        self.order = order
        self.limit = limit
        self.start = start
    }

    /// `/novelapi/api/`.
    public var path: String { "/novelapi/api/" }
    /// The API writes snake_case keys (`general_lastup`).
    public var decoder: JSONDecoder { .snakeCase }

    /// `out=json`, the fields the app reads, and the search or the codes.
    public var queryItems: [URLQueryItem] {
        var items = [
            URLQueryItem(name: "out", value: "json"),
            URLQueryItem(name: "of", value: NarouNovelItem.outputFields),
            URLQueryItem(name: "lim", value: "\(limit)"),
            URLQueryItem(name: "st", value: "\(start)"),
        ]
        if !ncodes.isEmpty { items.append(URLQueryItem(name: "ncode", value: ncodes.joined(separator: "-"))) }
        if let word { items.append(URLQueryItem(name: "word", value: word)) }
        if let order { items.append(URLQueryItem(name: "order", value: order)) }
        return items
    }
}
