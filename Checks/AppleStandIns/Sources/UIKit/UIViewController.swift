import Foundation

/// An object that manages a view hierarchy.
@MainActor
open class UIViewController: UIResponder {
    /// The root view, created on first access.
    public lazy var view: UIView! = UIView(frame: .zero)
    /// The title shown by a navigation controller.
    open var title: String?
    /// The item a navigation bar shows for this controller.
    public let navigationItem = UINavigationItem()
    /// The controller this one presented, if any.
    open private(set) var presentedViewController: UIViewController?
    /// The object managing this controller's presentation, while presented.
    open private(set) lazy var presentationController: UIPresentationController? = UIPresentationController(presentedViewController: self)

    /// Creates a controller whose view comes from a nib, or from code when `nibName` is `nil`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a controller from a storyboard archive.
    public required init?(coder: NSCoder) {}

    /// The view was loaded into memory.
    open func viewDidLoad() {}

    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}

    /// Presents `viewControllerToPresent` modally.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }

    /// Dismisses the controller this one presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}

/// What a navigation bar shows for a view controller.
@MainActor
open class UINavigationItem: NSObject {
    /// A custom view in the bar's center, in place of the title.
    open var titleView: UIView?
    /// The title.
    open var title: String?
    /// A single line of text shown at the top of the navigation bar, above the title.
    open var prompt: String?
}

/// Manages how a view controller is presented, and tells its delegate about dismissals.
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public private(set) unowned var presentedViewController: UIViewController
    /// Told when the user dismisses the presentation interactively.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }
}

/// Hears about a presentation's adaptations and interactive dismissals.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The user dismissed the presented controller, by a swipe for example.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Optional in UIKit: does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
