import Foundation
import Kumiki
import KumikiTesting
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcaseServer
import Testing

@Suite("minne repositories against the fixture backend", .serialized)
struct MinneRepositoryTests {
    @Test("the product repository pages through every product, then stops; an unknown product is notFound")
    func products() async throws {
        try await LiveServer.run { live in
            let repository = ProductRepository(requester: ProductRequester(apiClient: live.apiClient()), pageSize: 50)
            var pages: [[Product]] = []
            while true {
                let page = try await repository.loadNextPage().firstValue()
                if page.isEmpty { break }
                pages.append(page)
            }
            #expect(pages.map(\.count) == [50, 50, 37])
            let state = try #require(await repository.products.firstValue())
            #expect(state.items.count == 137 && state.hasReachedEnd)
            #expect(try await repository.product(id: 3).firstValue().id == 3)
            await #expect(throws: RepositoryError.network(.notFound)) {
                try await ProductRepository(requester: ProductRequester(apiClient: live.apiClient())).product(id: 9_999).firstValue()
            }
        }
    }

    @Test("a failed page is reported in the state; the next load retries it")
    func failedPage() async throws {
        try await LiveServer.run { live in
            live.server.faults.set(Fault(status: 500, remaining: 1), for: "GET /minne/products")
            let repository = ProductRepository(requester: ProductRequester(apiClient: live.apiClient()))
            await #expect(throws: RepositoryError.self) { try await repository.loadNextPage().firstValue() }
            let failed = try #require(await repository.products.firstValue())
            #expect(failed.failure != nil)
            #expect(!repository.shouldPreDownload(displayedCount: 0), "no prefetch after a failure")
            #expect(try await repository.loadNextPage().firstValue().count == 20)
        }
    }

    @Test("favourites: shown at once, stored, sent to the shop; a refusal undoes them; they survive a reopened database")
    func favorites() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("showcase.sqlite").path
        try await LiveServer.run { live in
            let requester = ProductRequester(apiClient: live.apiClient())
            let repository = FavoriteRepository(requester: requester, database: try ShowcaseDatabase(path: path))
            let ids = repository.favoriteIDs.record()
            try await repository.setFavorite(true, for: 3).firstValue()
            #expect(try await requester.favorites().firstValue().productIds == [3])

            live.server.faults.set(Fault(status: 500, remaining: 1), for: "PUT /minne/favorites/*")
            await #expect(throws: RepositoryError.network(.http(status: 500, body: Data(#"{"message":"injected failure: 500"}"#.utf8)))) {
                try await repository.setFavorite(true, for: 8).firstValue()
            }
            #expect(try ids.availableElements.get() == [[], [3], [3, 8], [3]], "shown at once, undone on refusal")
            #expect(!repository.isFavorite(8))
        }
        try await LiveServer.run { live in
            let reopened = FavoriteRepository(requester: ProductRequester(apiClient: live.apiClient()), database: try ShowcaseDatabase(path: path))
            #expect(reopened.isFavorite(3) && !reopened.isFavorite(8))
        }
    }

    @Test("free shipping: not set is notFound; register, update and release keep the shared value in step")
    func freeShipping() async throws {
        try await LiveServer.run { live in
            let repository = FreeShippingSettingRepository(requester: FreeShippingSettingRequester(apiClient: live.apiClient()))
            let values = repository.freeShippingSetting.record()
            await #expect(throws: RepositoryError.network(.notFound)) { try await repository.getFreeShippingSetting().firstValue() }
            try await repository.registerFreeShippingSetting(FreeShippingSetting(amount: 8_000)).firstValue()
            #expect(try await repository.getFreeShippingSetting().firstValue() == FreeShippingSetting(amount: 8_000))
            try await repository.updateFreeShippingSetting(FreeShippingSetting(amount: 0)).firstValue()
            try await repository.deleteFreeShippingSetting().firstValue()
            await #expect(throws: RepositoryError.network(.notFound)) { try await repository.deleteFreeShippingSetting().firstValue() }
            #expect(try values.availableElements.get() == [nil, FreeShippingSetting(amount: 8_000), FreeShippingSetting(amount: 8_000), FreeShippingSetting(amount: 0), nil])

            live.server.faults.set(Fault(body: .malformed, remaining: 1), for: "GET /minne/shop/free_shipping")
            try await repository.registerFreeShippingSetting(FreeShippingSetting(amount: 500)).firstValue()
            await #expect { try await repository.getFreeShippingSetting().firstValue() } throws: { error in
                if case .network(.decoding) = error as? RepositoryError { return true }
                return false
            }
        }
    }
}
