import KumikiStore
import ShowcaseDomain
import ShowcasePresentation

/// What the terminal front end needs from the composition root: a ViewModel (or store)
/// for every screen. The View layer asks; it never builds repositories itself.
@MainActor
public protocol ShowcaseScreenFactory: AnyObject {
    /// The Narou ranking screen.
    func makeRankingViewModel() -> RankingViewModel
    /// The Narou search screen.
    func makeNovelSearchViewModel() -> NovelSearchViewModel
    /// The reading list.
    func makeReadingListViewModel() -> ReadingListViewModel
    /// A novel's detail.
    func makeNovelDetailViewModel(ncode: String, novel: Novel?) -> NovelDetailViewModel
    /// minne's product list.
    func makeProductListViewModel() -> ProductListViewModel
    /// A product's detail, sharing favourites with the list.
    func makeProductDetailViewModel(productID: Int, product: Product?) -> ProductDetailViewModel
    /// The free-shipping settings screen.
    func makeFreeShippingSettingViewModel() -> FreeShippingSettingViewModel
    /// Sync's contact list.
    func makeContactListViewModel() -> ContactListViewModel
    /// The conversation with a contact.
    func makeConversationViewModel(contact: Contact) -> ConversationViewModel
    /// Sync's sign-up form.
    func makeSignUpViewModel() -> SignUpViewModel
    /// The NewsPicks feed's store.
    func makeNewsFeedStore() -> Store<NewsFeed.State, NewsFeed.Action>
}
