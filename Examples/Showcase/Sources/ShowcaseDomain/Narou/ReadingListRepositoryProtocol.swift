import Kumiki

/// The reading list, shared by the novel detail and the reading-list screens and kept across launches.
public protocol ReadingListRepositoryProtocol: AnyObject, Sendable {
    /// The saved novels, newest first: the current list, then every change.
    var entries: AnyPublisher<[ReadingListEntry], Never> { get }

    /// Whether `ncode` is saved.
    func contains(_ ncode: String) -> Bool

    /// Saves `novel`; saving it twice keeps one entry.
    func add(_ novel: Novel) throws(RepositoryError)

    /// Removes `ncode`; removing an unsaved novel does nothing.
    func remove(_ ncode: String) throws(RepositoryError)
}
