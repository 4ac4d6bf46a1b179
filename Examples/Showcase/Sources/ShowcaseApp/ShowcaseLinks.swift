import Foundation
import Kumiki
import MinneProductsFeature
import MinneShopSettingsFeature
import NarouRankingFeature
import NarouReadingListFeature
import NarouSearchFeature
import NewsPicksFeedFeature
import ShowcaseRouting
import SyncContactsFeature
import SyncSignUpFeature

/// The App layer's one table from links to screens: `https://showcase.example/…` and the
/// same paths under `showcase://`, for universal links, push notifications and
/// `showcase --open <url>` alike.
///
/// | path | opens |
/// |---|---|
/// | `/narou/novels/<ncode>` | the ranking tab, then the novel |
/// | `/narou/ranking` | the ranking tab |
/// | `/narou/search` | the search tab |
/// | `/narou/reading-list` | the reading list |
/// | `/minne/products` | the product list |
/// | `/minne/products/<id>` | the product list, then the product |
/// | `/minne/settings` | the shop settings |
/// | `/minne/settings/free-shipping` | the shop settings, then the free-shipping setting |
/// | `/sync/contacts`, `/sync/signup` | those screens |
/// | `/newspicks/feed` | the news feed |
public enum ShowcaseLinks {
    /// The web host of Showcase links.
    public static let host = "showcase.example"

    /// The router behind ``target(for:)``.
    public static let router: DeepLinkRouter<ShowcaseNavigationTarget> = {
        var router = DeepLinkRouter<ShowcaseNavigationTarget>(hosts: [host], schemes: ["https", "showcase"])
        router.add("/narou/novels/:ncode") { parameters in
            let ncode = try parameters.value("ncode") { code -> String? in
                code.range(of: #"^[Nn][0-9]{4}[A-Za-z]{1,2}$"#, options: .regularExpression) == nil ? nil : code.uppercased()
            }
            return ShowcaseNavigationTarget(tab: NarouRankingFeature.tab, stack: [.novelDetail(ncode: ncode, novel: nil)])
        }
        router.add("/narou/ranking") { _ in ShowcaseNavigationTarget(tab: NarouRankingFeature.tab) }
        router.add("/narou/search") { _ in ShowcaseNavigationTarget(tab: NarouSearchFeature.tab) }
        router.add("/narou/reading-list") { _ in ShowcaseNavigationTarget(tab: NarouReadingListFeature.tab) }
        router.add("/minne/products") { _ in ShowcaseNavigationTarget(tab: MinneProductsFeature.tab) }
        router.add("/minne/products/:id") { parameters in
            let id = try parameters.int("id")
            guard id > 0 else { throw DeepLinkError.invalidParameter(name: "id", value: "\(id)") }
            return ShowcaseNavigationTarget(tab: MinneProductsFeature.tab, stack: [.productDetail(id: id, product: nil)])
        }
        router.add("/minne/settings") { _ in ShowcaseNavigationTarget(tab: MinneShopSettingsFeature.tab) }
        router.add("/minne/settings/free-shipping") { _ in ShowcaseNavigationTarget(tab: MinneShopSettingsFeature.tab, stack: [.freeShippingSetting]) }
        router.add("/sync/contacts") { _ in ShowcaseNavigationTarget(tab: SyncContactsFeature.tab) }
        router.add("/sync/signup") { _ in ShowcaseNavigationTarget(tab: SyncSignUpFeature.tab) }
        router.add("/newspicks/feed") { _ in ShowcaseNavigationTarget(tab: NewsPicksFeedFeature.tab) }
        return router
    }()

    /// The screens a link opens.
    public static func target(for link: String) throws(DeepLinkError) -> ShowcaseNavigationTarget {
        try router.route(for: link)
    }

    /// The screens a push notification opens: its JSON payload's `link`
    /// (`{"aps": {"alert": "…"}, "link": "https://showcase.example/…"}`).
    public static func target(forPushPayload payload: Data) throws(DeepLinkError) -> ShowcaseNavigationTarget {
        let object = try? JSONSerialization.jsonObject(with: payload)
        guard let dictionary = object as? [String: Any] else {
            throw .malformed(String(decoding: payload.prefix(200), as: UTF8.self))
        }
        guard let link = dictionary["link"] as? String else {
            throw .noRoute(path: "(a push payload without a \"link\")")
        }
        return try target(for: link)
    }
}
