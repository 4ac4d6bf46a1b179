#if canImport(SwiftUI)
import Foundation
import Kumiki
import ShowcaseDomain

/// A reading list in memory for previews, starting with three novels.
final class PreviewReadingListRepository: ReadingListRepositoryProtocol, @unchecked Sendable {
    private let shared = SharedValue<[ReadingListEntry]>([
        ReadingListEntry(ncode: "N0001PV", title: "異世界で組木職人になりました", writer: "木工 太郎", addedAt: Date(timeIntervalSince1970: 1_764_000_000)),
        ReadingListEntry(ncode: "N0002PV", title: "宮大工の娘は継ぎ手で恋をする", writer: "指物 花子", addedAt: Date(timeIntervalSince1970: 1_763_900_000)),
        ReadingListEntry(ncode: "N0003PV", title: "釘のない町", writer: "建具 次郎", addedAt: Date(timeIntervalSince1970: 1_763_800_000)),
    ])

    /// The list as it changes.
    var entries: AnyPublisher<[ReadingListEntry], Never> { shared.publisher }

    /// Whether the novel is on the list.
    func contains(_ ncode: String) -> Bool {
        shared.value.contains { $0.ncode == ncode }
    }

    /// Adds a novel.
    func add(_ novel: Novel) throws(RepositoryError) {
        guard !contains(novel.ncode) else { return }
        shared.value.append(ReadingListEntry(ncode: novel.ncode, title: novel.title, writer: novel.writer, addedAt: Date()))
    }

    /// Removes a novel.
    func remove(_ ncode: String) throws(RepositoryError) {
        shared.value.removeAll { $0.ncode == ncode }
    }
}
#endif
