extension AnyPublisher {
    /// A publisher that runs a throwing `async` operation for each subscriber
    /// and emits its value once, or fails with its typed error: the bridge from
    /// `async` code (``Paginator``, ``CachedResource``, ``APIClientProtocol/send(_:)``)
    /// to a Combine face such as a ``RepositoryPublisher``.
    ///
    /// ```swift
    /// func nextPage() -> RepositoryPublisher<[Product]> {
    ///     AnyPublisher { () async throws(RepositoryError) -> [Product] in
    ///         try await products.loadNextPage()
    ///     }
    /// }
    /// ```
    ///
    /// Cancelling the subscription cancels the operation's task; the way back,
    /// from a publisher to `async` code, is `Publisher.firstValue()`.
    public init(_ operation: @escaping @Sendable () async throws(Failure) -> Output) {
        self = AsyncOperationPublisher { () async -> Result<Output, Failure> in
            do throws(Failure) {
                return .success(try await operation())
            } catch {
                return .failure(error)
            }
        }
        .eraseToAnyPublisher()
    }
}
