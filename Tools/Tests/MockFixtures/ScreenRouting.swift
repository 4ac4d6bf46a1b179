#if canImport(UIKit)
import UIKit

/// A main-actor router over UIKit's view controllers: compiled where UIKit exists (on Linux, in
/// Checks/ApplePlatforms against the stand-ins).
// kumiki:mockable
@MainActor
public protocol ScreenRouting: AnyObject {
    /// The controller on top.
    var topViewController: UIViewController? { get }
    /// Shows `viewController`.
    func show(_ viewController: UIViewController, animated: Bool)
    /// Presents `viewController`, calling `completion` once it is on screen.
    func present(_ viewController: UIViewController, completion: (@MainActor () -> Void)?)
}
#endif
