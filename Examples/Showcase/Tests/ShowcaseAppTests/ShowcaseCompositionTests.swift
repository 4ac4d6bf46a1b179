import Foundation
import Kumiki
import KumikiTesting
import ShowcaseApp
import ShowcaseDomain
import MinneProductsFeature
import MinneShopSettingsFeature
import NarouNovelFeature
import NarouRankingFeature
import NarouReadingListFeature
import NewsPicksFeedFeature
import SyncContactsFeature
import ShowcaseServer
import Testing

/// Polls `condition` (letting main-queue work run) for up to ten seconds.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<5_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}

@Suite("The composed Showcase against the embedded backend", .serialized)
@MainActor
struct ShowcaseCompositionTests {

    @Test("every screen's ViewModel works end to end; screen logs reach the backend's log sink")
    func endToEnd() async throws {
        let server = try ShowcaseServer()
        let session = try ShowcaseLauncher.start(ShowcaseConfiguration(dataDirectory: nil), backendURL: try await server.start())
        defer { Task { await server.stop() } }
        let app = session.composition

        let products = try #require(app.feature(MinneProductsFeature.self)).makeListViewModel()
        products.onAppear()
        #expect(await eventually { products.state.items.count == 20 })

        let ranking = try #require(app.feature(NarouRankingFeature.self)).makeViewModel()
        ranking.onAppear()
        #expect(await eventually { ranking.ranking?.entries.count == 300 })
        #expect(ranking.ranking?.entries.filter { $0.novel == nil }.count == 3)

        let settings = try #require(app.feature(MinneShopSettingsFeature.self)).makeFreeShippingSettingViewModel()
        settings.onFirstAppear()
        #expect(await eventually { settings.bottomButtons == .register(isEnabled: false) })
        settings.inputFreeShippingSettingAmount = "8000"
        settings.addOrEditButtonDidTap()
        #expect(await eventually { settings.currentFreeShippingSetting == FreeShippingSetting(amount: 8_000) })

        let store = try #require(app.feature(NewsPicksFeedFeature.self)).makeStore()
        store.send(.onAppear)
        #expect(await eventually { store.state.articles.count == 12 })

        #expect(await eventually { server.analyticsLog.filter { $0.event == "screen_view" }.count >= 3 })
        #expect(server.analyticsLog.contains { $0.parameters["screen"] == "product_list" })
        await server.stop()
    }

    @Test("a second launch shows the favourites, the reading list and the last ranking kept by the first")
    func secondLaunch() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = ShowcaseConfiguration(dataDirectory: folder)
        let backend = try await ShowcaseBackend.start(externalURL: nil)
        defer { Task { await backend.stop() } }

        let first = try ShowcaseLauncher.start(configuration, backendURL: backend.url)
        let detail = try #require(first.composition.feature(MinneProductsFeature.self)).makeDetailViewModel(productID: 5, product: nil)
        detail.onAppear()
        #expect(await eventually { detail.product != nil })
        detail.favoriteButtonDidTap()
        #expect(await eventually { detail.isFavorite })
        let novel = try #require(first.composition.feature(NarouNovelFeature.self)).makeViewModel(ncode: "N1000AA", novel: nil)
        novel.onAppear()
        #expect(await eventually { novel.novel != nil })
        novel.readingListButtonDidTap()
        let ranking = try #require(first.composition.feature(NarouRankingFeature.self)).makeViewModel()
        ranking.onAppear()
        #expect(await eventually { ranking.ranking?.entries.count == 300 })

        let second = try ShowcaseLauncher.start(configuration, backendURL: backend.url)
        let list = try #require(second.composition.feature(MinneProductsFeature.self)).makeListViewModel()
        list.onAppear()
        #expect(await eventually { list.favoriteIDs == [5] })
        let readingList = try #require(second.composition.feature(NarouReadingListFeature.self)).makeViewModel()
        #expect(await eventually { readingList.entries.map(\.ncode) == ["N1000AA"] })
        let cached = try #require(second.composition.feature(NarouRankingFeature.self)).makeViewModel()
        cached.onAppear()
        #expect(cached.ranking?.entries.count == 300, "the stored ranking shows before the network answers")
        #expect(second.notes.isEmpty)
    }

    @Test("a damaged database is replaced at launch and the user is told where the old file went")
    func damagedDatabase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("showcase.sqlite"))
        let session = try ShowcaseLauncher.start(ShowcaseConfiguration(dataDirectory: folder), backendURL: try #require(URL(string: "http://127.0.0.1:9")))
        #expect(session.notes.count == 1)
        #expect(session.notes.first?.contains("showcase.sqlite.damaged-") == true)
    }

    @Test("an external backend is used as given; once it is gone the list stays, saved, with an offline notice")
    func externalBackend() async throws {
        let backend = try ShowcaseServer()
        let url = try await backend.start()
        let session = try ShowcaseLauncher.start(ShowcaseConfiguration(dataDirectory: nil), backendURL: url)
        #expect(session.backendURL == url)
        let contacts = try #require(session.composition.feature(SyncContactsFeature.self)).makeListViewModel()
        let flags = contacts.outputs.flags.record()
        contacts.inputs.viewDidLoad()
        #expect(await eventually { (try? flags.availableElements.get().last) == ListViewFlags(showsList: true) })
        await backend.stop()

        let notice = contacts.outputs.offlineNotice.record()
        contacts.inputs.pullToRefresh()
        #expect(await eventually { (try? notice.availableElements.get().last) == "オフライン — たった今の内容を表示しています" })
        #expect((try? flags.availableElements.get().last) == ListViewFlags(showsList: true), "the saved contacts, no error")
    }
}
