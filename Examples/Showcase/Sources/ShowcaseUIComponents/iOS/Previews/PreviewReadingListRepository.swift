#if canImport(SwiftUI)
import Foundation
import Kumiki
import ShowcaseDomain

/// A reading list in memory for previews, starting with three novels.
public final class PreviewReadingListRepository: ReadingListRepositoryProtocol, @unchecked Sendable {
    /// A repository holding the fixtures' first three novels.
    public init() {}

    private let shared = SharedValue<[ReadingListEntry]>(
        PreviewFixtures.novels.prefix(3).map {
            ReadingListEntry(ncode: $0.ncode, title: $0.title, writer: $0.writer, addedAt: PreviewFixtures.date)
        }
    )

    /// The list as it changes.
    public var entries: AnyPublisher<[ReadingListEntry], Never> { shared.publisher }

    /// Whether the novel is on the list.
    public func contains(_ ncode: String) -> Bool {
        shared.value.contains { $0.ncode == ncode }
    }

    /// Adds a novel.
    public func add(_ novel: Novel) throws(RepositoryError) {
        guard !contains(novel.ncode) else { return }
        shared.value.append(ReadingListEntry(ncode: novel.ncode, title: novel.title, writer: novel.writer, addedAt: Date()))
    }

    /// Removes a novel.
    public func remove(_ ncode: String) throws(RepositoryError) {
        shared.value.removeAll { $0.ncode == ncode }
    }
}
#endif
