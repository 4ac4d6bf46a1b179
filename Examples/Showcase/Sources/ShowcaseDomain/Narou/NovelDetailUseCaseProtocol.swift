import Kumiki

/// Loads one novel's details by its code (a reading-list entry or a link names only the code).
public protocol NovelDetailUseCaseProtocol: Sendable {
    /// The novel `ncode`; `.network(.notFound)` when the source does not know it.
    func novel(_ ncode: String) async throws(RepositoryError) -> Novel
}
