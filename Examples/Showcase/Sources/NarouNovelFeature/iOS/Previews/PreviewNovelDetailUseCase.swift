#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain
import ShowcaseUIComponents

/// Novel details for previews, from the fixtures.
struct PreviewNovelDetailUseCase: NovelDetailUseCaseProtocol {
    func novel(_ ncode: String) async throws(RepositoryError) -> Novel {
        guard let novel = PreviewFixtures.novels.first(where: { $0.ncode == ncode }) else {
            throw .network(.notFound)
        }
        return novel
    }
}
#endif
