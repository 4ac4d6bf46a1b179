import Foundation

/// An object that manages the content of a rectangular area on screen.
@MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's bounds.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The background color.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's subviews.
    open private(set) var subviews: [UIView] = []
    /// The view that contains this one.
    open private(set) weak var superview: UIView?
    /// Whether constraints are made from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// What VoiceOver reads for the view.
    open var accessibilityLabel: String?
    /// What VoiceOver reads after the label: the result of acting on it.
    open var accessibilityHint: String?
    /// Whether VoiceOver treats the view as one element.
    open var isAccessibilityElement = false
    /// What VoiceOver reads as the element's value, such as a count.
    open var accessibilityValue: String?
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// The area of the view not covered by bars and other content.
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self)

    /// Creates a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view from an archive; unsupported by these views.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Adds a subview on top of the others.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// The window the view is in, or `nil` while it is off screen.
    open var window: UIWindow? { superview?.window }

    /// Resizes the view to fit its content.
    open func sizeToFit() {}

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The edge anchors, for Auto Layout.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    /// The horizontal center's anchor.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    /// The vertical center's anchor.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
}

/// One Auto Layout relation between two anchors.
@MainActor
public final class NSLayoutConstraint: NSObject {
    /// Whether the constraint takes part in layout.
    public var isActive = false

    override init() {}

    /// Activates every constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
}

/// An edge of a view Auto Layout can tie to another.
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: String

    init(item: AnyObject, attribute: String) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint making this anchor equal to `anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }

    /// A constraint making this anchor equal to `anchor` plus `constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// A horizontal anchor.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A rectangle for Auto Layout that is not a view, such as the safe area.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    open private(set) weak var owningView: UIView?

    init(owningView: UIView) {
        self.owningView = owningView
    }

    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
}

/// The backdrop of an app's views, which delivers events to them.
@MainActor
open class UIWindow: UIView {
    /// A window is its own window.
    open override var window: UIWindow? { self }
}
