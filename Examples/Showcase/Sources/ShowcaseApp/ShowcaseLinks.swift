import Foundation
import Kumiki
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The app's links to screens: `https://showcase.example/…` and the same paths under
/// `showcase://`, for universal links, push notifications and `showcase --open <url>` alike.
/// Each feature declares its own paths beside its routes (its tab's `link`, deeper paths in its
/// `addLinks(to:)`); this folds the registered features' paths into one router.
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
public struct ShowcaseLinks: Sendable {
    /// The web host of Showcase links.
    public static let host = "showcase.example"

    /// The router behind ``target(for:)``.
    public let router: DeepLinkRouter<ShowcaseNavigationTarget>

    /// The links of `features`, the composition root's feature types (`type(of:)` each feature).
    public init(features: [any ShowcaseFeature.Type]) {
        var router = DeepLinkRouter<ShowcaseNavigationTarget>(hosts: [Self.host], schemes: ["https", "showcase"])
        for feature in features {
            feature.addLinks(to: &router)
        }
        self.router = router
    }

    /// The screens a link opens.
    public func target(for link: String) throws(DeepLinkError) -> ShowcaseNavigationTarget {
        try router.route(for: link)
    }

    /// The screens a push notification opens: its JSON payload's `link`
    /// (`{"aps": {"alert": "…"}, "link": "https://showcase.example/…"}`).
    public func target(forPushPayload payload: Data) throws(DeepLinkError) -> ShowcaseNavigationTarget {
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
