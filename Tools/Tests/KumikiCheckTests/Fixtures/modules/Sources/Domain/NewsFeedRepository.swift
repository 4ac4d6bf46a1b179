import Foundation
import Infrastructure

public protocol NewsFeedRepository {
    func feed() async throws -> [String]
}
