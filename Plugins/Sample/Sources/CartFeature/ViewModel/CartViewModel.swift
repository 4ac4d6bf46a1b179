import Foundation

/// The planted violation: a ViewModel that builds a screen of the View layer, which the
/// build plugin reports at the line that names it, failing the build.
public final class CartViewModel {
    public init() {}

    public func checkoutScreen() -> CartViewController {
        CartViewController()
    }
}
