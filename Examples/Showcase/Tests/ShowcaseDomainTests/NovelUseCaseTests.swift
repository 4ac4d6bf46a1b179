import Kumiki
import ShowcaseDomain
import Testing

@Suite("The novel use cases: search and detail rules")
struct NovelUseCaseTests {
    @Test("blank or whitespace-only text is no search: an empty page, and the gateway is never asked", arguments: ["", "   ", "\n\t　"])
    func blankSearch(text: String) async throws {
        let gateway = TableNovelGateway(novels: [novel("N0001AA")])
        let page = try await SearchNovelsUseCase(gateway: gateway).search(NovelSearchQuery(text: text, page: 3))
        #expect(page.novels.isEmpty)
        #expect(page.totalCount == 0)
        #expect(!page.hasNextPage)
        #expect(gateway.queries.isEmpty)
    }

    @Test("the text is trimmed before it is sent; the rest of the query is kept")
    func trimmedSearch() async throws {
        let gateway = TableNovelGateway(novels: [novel("N0001AA")])
        let page = try await SearchNovelsUseCase(gateway: gateway).search(NovelSearchQuery(text: "  転生 ", order: .mostBookmarked, page: 2))
        #expect(gateway.queries == [NovelSearchQuery(text: "転生", order: .mostBookmarked, page: 2)])
        #expect(page.query.text == "転生")
    }

    @Test("a detail is found by code in any letter case; an unknown code is notFound, not an empty novel")
    func detail() async throws {
        let useCase = NovelDetailUseCase(gateway: TableNovelGateway(novels: [novel("N1234AB", title: "組木")]))
        #expect(try await useCase.novel("n1234ab").title == "組木")
        await #expect(throws: RepositoryError.network(.notFound)) { try await useCase.novel("N9999ZZ") }
    }

    @Test("a gateway failure reaches the caller unchanged")
    func detailFailure() async {
        let useCase = NovelDetailUseCase(gateway: TableNovelGateway(novels: [], failure: .network(.offline)))
        await #expect(throws: RepositoryError.network(.offline)) { try await useCase.novel("N0001AA") }
    }
}
