#if canImport(SwiftUI)
import MinneProductsFeature
import MinneShopSettingsFeature
import NarouNovelFeature
import NarouRankingFeature
import NarouReadingListFeature
import NarouSearchFeature
import NewsPicksFeedFeature
import ShowcaseApp
import ShowcaseDomain
import ShowcaseRouting
import SwiftUI
import SyncContactsFeature
import SyncSignUpFeature

/// The iOS composition root: the one place that knows every feature's views. It builds
/// each tab's first screen and each route's screen from the features the shared
/// ``ShowcaseComposition`` wired, and hands screens navigation as closures, so no screen
/// knows another feature or the navigation stack.
@MainActor
struct ScreenFactory {
    let composition: ShowcaseComposition
    /// Lines to show above the tabs (a replaced database, an ignored launch argument).
    let notes: [String]

    var tabs: [ShowcaseTab] {
        composition.features.compactMap(\.tab)
    }

    func symbolName(for tab: ShowcaseTab) -> String {
        switch tab.id {
        case RankingFeature.tab.id: return "list.number"
        case NovelSearchFeature.tab.id: return "magnifyingglass"
        case ReadingListFeature.tab.id: return "books.vertical"
        case ProductsFeature.tab.id: return "bag"
        case ShopSettingsFeature.tab.id: return "gearshape"
        case ContactsFeature.tab.id: return "person.2"
        case SignUpFeature.tab.id: return "person.badge.plus"
        case NewsFeedFeature.tab.id: return "newspaper"
        default: return "square.grid.2x2"
        }
    }

    @ViewBuilder
    func rootView(for tab: ShowcaseTab, push: @escaping (ShowcaseRoute) -> Void) -> some View {
        switch tab.id {
        case RankingFeature.tab.id:
            if let feature = composition.feature(RankingFeature.self) {
                RankingView(viewModel: feature.makeViewModel(), openNovel: { push(.novelDetail(ncode: $0.ncode, novel: $0)) })
            }
        case NovelSearchFeature.tab.id:
            if let feature = composition.feature(NovelSearchFeature.self) {
                NovelSearchView(viewModel: feature.makeViewModel(), openNovel: { push(.novelDetail(ncode: $0.ncode, novel: $0)) })
            }
        case ReadingListFeature.tab.id:
            if let feature = composition.feature(ReadingListFeature.self) {
                // The same screen in both ViewModel styles: @Observable where Observation exists.
                if #available(iOS 17, *) {
                    ObservableReadingListView(viewModel: feature.makeObservableViewModel(), openNovel: { push(.novelDetail(ncode: $0, novel: nil)) })
                } else {
                    ReadingListView(viewModel: feature.makeViewModel(), openNovel: { push(.novelDetail(ncode: $0, novel: nil)) })
                }
            }
        case ProductsFeature.tab.id:
            if let feature = composition.feature(ProductsFeature.self) {
                ProductListView(
                    viewModel: feature.makeListViewModel(),
                    openProduct: { push(.productDetail(id: $0.id, product: $0)) },
                    openFreeShippingSetting: { push(.freeShippingSetting) }
                )
            }
        case ShopSettingsFeature.tab.id:
            ShopSettingsView(openFreeShippingSetting: { push(.freeShippingSetting) })
        case ContactsFeature.tab.id:
            if let feature = composition.feature(ContactsFeature.self) {
                ContactListView(feature: feature, openConversation: { push(.conversation($0)) })
            }
        case SignUpFeature.tab.id:
            if let feature = composition.feature(SignUpFeature.self) {
                SignUpView(viewModel: feature.makeViewModel(), openWelcome: { push(.welcome(email: $0)) })
            }
        case NewsFeedFeature.tab.id:
            if let feature = composition.feature(NewsFeedFeature.self) {
                NewsFeedView(store: feature.makeStore())
            }
        default:
            Text("\(tab.title) は iOS 版にまだありません")
        }
    }

    @ViewBuilder
    func destination(for route: ShowcaseRoute, push: @escaping (ShowcaseRoute) -> Void, pop: @escaping () -> Void) -> some View {
        switch route {
        case .novelDetail(let ncode, let novel):
            if let feature = composition.feature(NovelDetailFeature.self) {
                NovelDetailView(viewModel: feature.makeViewModel(ncode: ncode, novel: novel))
            }
        case .productDetail(let id, let product):
            if let feature = composition.feature(ProductsFeature.self) {
                ProductDetailView(viewModel: feature.makeDetailViewModel(productID: id, product: product))
            }
        case .freeShippingSetting:
            if let feature = composition.feature(ShopSettingsFeature.self) {
                FreeShippingSettingView(viewModel: feature.makeFreeShippingSettingViewModel(), goBack: pop)
            }
        case .conversation(let contact):
            if let feature = composition.feature(ContactsFeature.self) {
                ConversationView(viewModel: feature.makeConversationViewModel(contact: contact))
            }
        case .welcome(let email):
            WelcomeView(email: email)
        case .web(let url, let title):
            WebLinkView(url: url, title: title)
        }
    }
}
#endif
