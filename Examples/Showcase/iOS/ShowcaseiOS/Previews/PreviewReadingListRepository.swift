import Foundation
import Kumiki
import ShowcaseDomain

/// A reading list in memory for previews, starting with three novels.
final class PreviewReadingListRepository: ReadingListRepositoryProtocol, @unchecked Sendable {
    private let shared = SharedValue<[ReadingListEntry]>(
        PreviewFixtures.novels.prefix(3).map {
            ReadingListEntry(ncode: $0.ncode, title: $0.title, writer: $0.writer, addedAt: PreviewFixtures.date)
        }
    )

    var entries: AnyPublisher<[ReadingListEntry], Never> { shared.publisher }

    func contains(_ ncode: String) -> Bool {
        shared.value.contains { $0.ncode == ncode }
    }

    func add(_ novel: Novel) throws(RepositoryError) {
        guard !contains(novel.ncode) else { return }
        shared.value.append(ReadingListEntry(ncode: novel.ncode, title: novel.title, writer: novel.writer, addedAt: Date()))
    }

    func remove(_ ncode: String) throws(RepositoryError) {
        shared.value.removeAll { $0.ncode == ncode }
    }
}
