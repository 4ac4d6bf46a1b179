import Foundation

/// The fixture backend's data, read once from the JSON resources that ship with it
/// (`scripts/generate-fixtures.py` writes them).
struct FixtureData: Sendable {
    let novels: [NarouNovelRecord]
    let products: [ProductRecord]
    let contacts: [ContactRecord]
    let articles: [String: [ArticleRecord]]

    /// Why the resources could not be read.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads every resource; a missing or damaged file is a ``LoadError`` naming it.
    static func load() throws -> FixtureData {
        FixtureData(
            novels: try read("novels"),
            products: try read("products"),
            contacts: try read("contacts"),
            articles: try read("articles")
        )
    }

    private static func read<T: Decodable>(_ name: String) throws -> T {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw LoadError(description: "the fixture resource \(name).json is missing from the bundle")
        }
        do {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try decoder.decode(T.self, from: Data(contentsOf: url))
        } catch {
            throw LoadError(description: "the fixture resource \(name).json cannot be read: \(error)")
        }
    }
}

/// One novel as the Narou API describes it (its field names, snake_case).
struct NarouNovelRecord: Codable, Sendable {
    let title: String
    let ncode: String
    let userid: Int
    let writer: String
    let story: String
    let biggenre: Int
    let genre: Int
    let keyword: String
    let generalFirstup: String
    let generalLastup: String
    let noveltype: Int
    let end: Int
    let generalAllNo: Int
    let length: Int
    let time: Int
    let globalPoint: Int
    let favNovelCnt: Int
    let reviewCnt: Int
    let allPoint: Int
}

/// One product of the minne-like shop.
struct ProductRecord: Codable, Sendable, Equatable {
    let id: Int
    let name: String
    let price: Int
    let creator: String
    let category: String
    let description: String
    let stock: Int
}

/// One contact of the Sync-like messenger, as the backend stores and sends it. Kept apart from
/// the app's `Contact` on purpose: the server stands in for a remote API, so it shares no type
/// with the app, and a change to either side is a wire-format change that the tests catch.
struct ContactRecord: Codable, Sendable {
    let id: Int
    let name: String
    let company: String
    let title: String
    let email: String
    let channelId: Int
}

/// One article of the NewsPicks-like feed.
struct ArticleRecord: Codable, Sendable {
    let id: Int
    let title: String
    let publisher: String
    let pickCount: Int
    let url: String
}
