/// The screen the ViewModel must not know.
public final class CartViewController {
    public init() {}
}
