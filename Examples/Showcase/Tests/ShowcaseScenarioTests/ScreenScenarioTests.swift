import Foundation
import ShowcaseFeatureContract
import ShowcaseServer
import ShowcaseRouting
import ShowcaseTerminalApp
import SnapshotTesting
import Testing

/// Every screen of the Showcase driven through a scenario, as a user would drive it,
/// with its frames compared to the committed text snapshots in `__Snapshots__`.
/// A snapshot that changes shows, line by line, what the user would now see instead.
///
/// To record again after an intended change: `SNAPSHOT_TESTING_RECORD=all swift test
/// --filter ShowcaseScenarioTests`, then read the diff before committing it.
@Suite("Screens, frame by frame", .serialized)
@MainActor
struct ScreenScenarioTests {
    @Test("Narou ranking: the four periods, a novel's detail, the reading list")
    func narouRanking() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            wait-for 1位
            frame daily ranking
            key right
            wait-for 週間ランキング
            wait-for 1位
            frame weekly ranking
            key left
            wait-for 1位
            wait-while 更新中
            key down 2
            key enter
            wait-for ncode.syosetu.com
            frame novel detail
            type a
            wait-for 読書リストに入っています
            frame added to the reading list
            key esc
            key tab 2
            wait-for 元悪役令嬢
            frame reading list
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("Narou search: debounced text entry, sort order, a result's detail")
    func narouSearch() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab
            frame empty search
            type 婚約破棄
            wait-for 件
            wait-while 更新中
            frame results
            key right
            wait-for ループ七回目の魔王
            frame another sort order
            key down
            key enter
            wait-for ncode.syosetu.com
            frame result detail
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("minne products: list, detail, a favourite shown in the list at once")
    func minneProducts() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 3
            wait-for ¥
            frame product list
            key down
            key enter
            wait-for 作家
            frame product detail
            type f
            wait-for ♥ お気に入りに入っています
            frame favourited
            key esc
            frame list after the favourite
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("minne products: s opens the free-shipping settings, another feature's screen, on the products tab")
    func productsOpenFreeShipping() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 3
            wait-for ¥
            type s
            wait-for 送料無料設定
            wait-while 通信中
            frame free-shipping settings over the products
            key esc
            frame back on the products
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("minne free shipping: register, the 0-yen alert, release, each with its toast")
    func freeShipping() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 4
            frame shop settings
            key enter
            wait-while 通信中
            frame not set
            type 3000
            frame amount typed
            key down
            key enter
            wait-for 登録しました
            frame registered
            key up
            key backspace 4
            type 0
            key down
            key enter
            frame zero yen alert
            key enter
            frame alert cancelled
            key enter
            key right
            key enter
            wait-for 保存しました
            frame saved at zero yen
            key down
            key left
            key enter
            wait-for 解除しました
            frame released
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("Sync contacts: the list and a conversation marked read")
    func syncContacts() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 5
            wait-for 田中
            frame contacts
            key enter
            wait-for 既読
            frame conversation
            key esc
            frame contacts after reading
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("Sync sign-up: field-by-field validation, then the welcome screen")
    func signUp() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 6
            frame empty form
            type taro@
            key down
            type abc
            frame invalid fields
            key up
            type example.com
            key down
            key backspace 3
            type correct-horse-9
            key down
            frame ready to register
            key enter
            wait-for ようこそ
            frame welcome
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("NewsPicks feed: the top tab, an article with its comments, bookmarked, another tab")
    func newsFeed() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 7
            wait-for 日銀
            frame top tab
            key enter
            wait-for 件
            frame article
            type b
            wait-for ★ ブックマーク済み
            frame article bookmarked
            key esc
            key right
            wait-while 読み込み中
            frame technology tab
            """)
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("A failed load shows an inline error; r retries and the list arrives")
    func errorAndRetry() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 3
            wait-for r で再試行
            frame product list failed
            type r
            wait-for ¥
            frame product list after retry
            """) { server in
            server.faults.set(Fault(status: 500, remaining: 1), for: "GET /minne/products")
        }
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("A slow answer shows the loading indicator until it arrives")
    func loading() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            key tab 5
            wait-for 読み込み中
            frame contacts loading
            wait-for 田中
            frame contacts loaded
            """) { server in
            server.faults.set(Fault(latency: .milliseconds(600), remaining: 1), for: "GET /sync/contacts")
        }
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("A deep link opens its screen with the stack behind it; Esc goes back")
    func deepLink() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            wait-for 作家
            frame product from a link
            key esc
            wait-for ¥
            frame back to the list
            """, openingAt: "showcase://minne/products/3")
        assertSnapshot(of: frames, as: .lines)
    }

    @Test("Resizing redraws for the new size, wide characters still in their columns")
    func resize() async throws {
        let frames = try await ScenarioHarness.frames(of: """
            wait-for 1位
            resize 60x16
            frame narrow
            resize 100x20
            frame wide
            """)
        assertSnapshot(of: frames, as: .lines)
    }
}
