import Kumiki

/// Loads one novel through the novel gateway.
public struct NovelDetailUseCase: NovelDetailUseCaseProtocol {
    private let gateway: any NovelGatewayProtocol

    /// Creates the use case.
    public init(gateway: any NovelGatewayProtocol) {
        self.gateway = gateway
    }

    /// The novel `ncode`, or `.network(.notFound)`.
    public func novel(_ ncode: String) async throws(RepositoryError) -> Novel {
        guard let novel = try await gateway.novels(withCodes: [ncode]).first(where: { $0.ncode.uppercased() == ncode.uppercased() }) else {
            throw .network(.notFound)
        }
        return novel
    }
}
