import NovelDomain

public struct NovelAPIClient {
    public init() {}

    public func ranking() async throws -> [Novel] { [] }
}
