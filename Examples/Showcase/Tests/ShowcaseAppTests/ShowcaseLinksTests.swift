import Foundation
import Kumiki
import ShowcaseApp
import ShowcaseTerminalUI
import Testing

@Suite("ShowcaseLinks")
struct ShowcaseLinksTests {
    @Test("every documented path, under https://showcase.example and showcase://, opens its screens", arguments: [
        ("/narou/novels/n1000aa", ShowcaseNavigationTarget(tab: .narouRanking, stack: [.novelDetail(ncode: "N1000AA", novel: nil)])),
        ("/narou/ranking", ShowcaseNavigationTarget(tab: .narouRanking)),
        ("/narou/search", ShowcaseNavigationTarget(tab: .narouSearch)),
        ("/narou/reading-list", ShowcaseNavigationTarget(tab: .readingList)),
        ("/minne/products", ShowcaseNavigationTarget(tab: .minneProducts)),
        ("/minne/products/42", ShowcaseNavigationTarget(tab: .minneProducts, stack: [.productDetail(id: 42, product: nil)])),
        ("/minne/settings", ShowcaseNavigationTarget(tab: .shopSettings)),
        ("/minne/settings/free-shipping", ShowcaseNavigationTarget(tab: .shopSettings, stack: [.freeShippingSetting])),
        ("/sync/contacts", ShowcaseNavigationTarget(tab: .syncContacts)),
        ("/sync/signup", ShowcaseNavigationTarget(tab: .signUp)),
        ("/newspicks/feed", ShowcaseNavigationTarget(tab: .newsFeed)),
    ])
    func paths(path: String, expected: ShowcaseNavigationTarget) throws {
        #expect(try ShowcaseLinks.target(for: "https://showcase.example" + path) == expected)
        #expect(try ShowcaseLinks.target(for: "showcase:/" + path) == expected)
    }

    @Test("a push payload's link opens the same screens")
    func push() throws {
        let payload = Data(#"{"aps": {"alert": "新着の作品があります"}, "link": "showcase://minne/products/7"}"#.utf8)
        #expect(try ShowcaseLinks.target(forPushPayload: payload) == ShowcaseNavigationTarget(tab: .minneProducts, stack: [.productDetail(id: 7, product: nil)]))
    }

    @Test("unknown and malformed links and payloads are typed errors", arguments: [
        "https://other.example/minne/products/1", "http://showcase.example/minne/products/1", "showcase://minne/products/0",
        "showcase://minne/products/x", "showcase://narou/novels/abc", "showcase://nowhere", "", "minne/products/1",
    ])
    func badLinks(link: String) {
        #expect(throws: DeepLinkError.self) { try ShowcaseLinks.target(for: link) }
    }

    @Test("payloads that are not JSON objects or have no link are typed errors", arguments: [
        "not json", "[]", #"{"aps": {}}"#, #"{"link": 42}"#, #"{"link": "showcase://x"}"#,
    ])
    func badPayloads(payload: String) {
        #expect(throws: DeepLinkError.self) { try ShowcaseLinks.target(forPushPayload: Data(payload.utf8)) }
    }
}
