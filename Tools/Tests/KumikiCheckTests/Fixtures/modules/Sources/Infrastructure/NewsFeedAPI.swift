import Domain
import Foundation

public struct NewsFeedAPI: NewsFeedRepository {
    public func feed() async throws -> [String] { [] }
}
