/// A weak reference to a store of any type, for the caches of child stores.
@usableFromInline
struct WeakStoreBox {
    @usableFromInline weak var store: AnyObject?

    @usableFromInline
    init(_ store: AnyObject) {
        self.store = store
    }
}
