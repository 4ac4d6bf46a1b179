import Foundation
import Kumiki
import MinneProductsFeature
import MinneShopSettingsFeature
import NarouNovelFeature
import NarouRankingFeature
import NarouReadingListFeature
import NarouSearchFeature
import NewsPicksFeedFeature
import ShowcaseApp
import ShowcaseRouting
import ShowcaseTerminalApp
import SyncContactsFeature
import SyncSignUpFeature
import Testing

@Suite("ShowcaseLinks")
struct ShowcaseLinksTests {
    /// The links of the features the composition root registers, each declared by its feature.
    private let links = ShowcaseLinks(features: [
        NarouRankingFeature.self, NarouSearchFeature.self, NarouReadingListFeature.self, NarouNovelFeature.self,
        MinneProductsFeature.self, MinneShopSettingsFeature.self, SyncContactsFeature.self, SyncSignUpFeature.self,
        NewsPicksFeedFeature.self,
    ])

    @Test("every documented path, under https://showcase.example and showcase://, opens its screens", arguments: [
        ("/narou/novels/n1000aa", ShowcaseNavigationTarget(tab: NarouRankingFeature.tab, stack: [.novelDetail(ncode: "N1000AA", novel: nil)])),
        ("/narou/ranking", ShowcaseNavigationTarget(tab: NarouRankingFeature.tab)),
        ("/narou/search", ShowcaseNavigationTarget(tab: NarouSearchFeature.tab)),
        ("/narou/reading-list", ShowcaseNavigationTarget(tab: NarouReadingListFeature.tab)),
        ("/minne/products", ShowcaseNavigationTarget(tab: MinneProductsFeature.tab)),
        ("/minne/products/42", ShowcaseNavigationTarget(tab: MinneProductsFeature.tab, stack: [.productDetail(id: 42, product: nil)])),
        ("/minne/settings", ShowcaseNavigationTarget(tab: MinneShopSettingsFeature.tab)),
        ("/minne/settings/free-shipping", ShowcaseNavigationTarget(tab: MinneShopSettingsFeature.tab, stack: [.freeShippingSetting])),
        ("/sync/contacts", ShowcaseNavigationTarget(tab: SyncContactsFeature.tab)),
        ("/sync/signup", ShowcaseNavigationTarget(tab: SyncSignUpFeature.tab)),
        ("/newspicks/feed", ShowcaseNavigationTarget(tab: NewsPicksFeedFeature.tab)),
    ])
    func paths(path: String, expected: ShowcaseNavigationTarget) throws {
        #expect(try links.target(for: "https://showcase.example" + path) == expected)
        #expect(try links.target(for: "showcase:/" + path) == expected)
    }

    @Test("a push payload's link opens the same screens")
    func push() throws {
        let payload = Data(#"{"aps": {"alert": "新着の作品があります"}, "link": "showcase://minne/products/7"}"#.utf8)
        #expect(try links.target(forPushPayload: payload) == ShowcaseNavigationTarget(tab: MinneProductsFeature.tab, stack: [.productDetail(id: 7, product: nil)]))
    }

    @Test("unknown and malformed links and payloads are typed errors", arguments: [
        "https://other.example/minne/products/1", "http://showcase.example/minne/products/1", "showcase://minne/products/0",
        "showcase://minne/products/x", "showcase://narou/novels/abc", "showcase://nowhere", "", "minne/products/1",
    ])
    func badLinks(link: String) {
        #expect(throws: DeepLinkError.self) { try links.target(for: link) }
    }

    @Test("payloads that are not JSON objects or have no link are typed errors", arguments: [
        "not json", "[]", #"{"aps": {}}"#, #"{"link": 42}"#, #"{"link": "showcase://x"}"#,
    ])
    func badPayloads(payload: String) {
        #expect(throws: DeepLinkError.self) { try links.target(forPushPayload: Data(payload.utf8)) }
    }
}
