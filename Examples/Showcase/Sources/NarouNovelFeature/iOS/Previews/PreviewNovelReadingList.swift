#if canImport(SwiftUI)
import Foundation
import Kumiki
import ShowcaseDomain

/// The reading list as the detail's previews see it: the saved codes in memory, starting with
/// the finished novel, so the button can be tried both ways in a live preview.
final class PreviewNovelReadingList: ReadingListRepositoryProtocol, @unchecked Sendable {
    private let saved = SharedValue([ReadingListEntry(novel: PreviewNovelDetailUseCase.finished)])

    var entries: AnyPublisher<[ReadingListEntry], Never> { saved.publisher }

    func contains(_ ncode: String) -> Bool { saved.value.map(\.ncode).contains(ncode) }

    func add(_ novel: Novel) throws(RepositoryError) {
        if !contains(novel.ncode) { saved.value.insert(ReadingListEntry(novel: novel), at: 0) }
    }

    func remove(_ ncode: String) throws(RepositoryError) { saved.value = saved.value.filter { $0.ncode != ncode } }
}

private extension ReadingListEntry {
    init(novel: Novel) {
        self.init(ncode: novel.ncode, title: novel.title, writer: novel.writer, addedAt: Date(timeIntervalSince1970: 1_764_000_000))
    }
}
#endif
