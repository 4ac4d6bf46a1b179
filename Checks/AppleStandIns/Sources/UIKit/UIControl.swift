import Foundation

/// The base class of controls: views that send actions in response to user interaction.
@MainActor
open class UIControl: UIView {
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the events.
        public let rawValue: UInt

        /// Events from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a text field's return.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// The states a control is in.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the states.
        public let rawValue: UInt

        /// States from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control accepts input.
    open var isEnabled = true
    private var actions: [(action: UIAction, events: Event)] = []

    /// Performs `action` when any of `controlEvents` occurs.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops performing `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Performs the actions registered for `controlEvents`, as a user's interaction would.
    open func sendActions(for controlEvents: Event) {
        for registration in actions where !registration.events.isDisjoint(with: controlEvents) {
            registration.action.handler(registration.action)
        }
    }
}

/// The closure a ``UIAction`` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and a handler, for controls and menus.
@MainActor
open class UIAction: NSObject {
    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    let handler: UIActionHandler

    /// Creates an action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}

/// How a label, text field or paragraph aligns its text.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centered.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}

/// A view that shows one or more lines of read-only text.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The font of the text.
    open var font: UIFont!
    /// The color of the text.
    open var textColor: UIColor!
    /// How the text aligns.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for as many as needed.
    open var numberOfLines = 1
    /// Whether the font follows the user's Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
}

/// A control that runs your code when tapped.
@MainActor
open class UIButton: UIControl {
    /// The styles a button is created with.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style of navigation bars and toolbars.
        case system = 1
    }

    private var titles: [UInt: String] = [:]

    /// Creates a button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
    }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue]
    }
}

/// A control that shows editable text.
@MainActor
open class UITextField: UIControl {
    /// The text in the field.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The font of the text.
    open var font: UIFont?
}

/// A horizontal control of segments, each a button.
@MainActor
open class UISegmentedControl: UIControl {
    /// The selected segment's index, or `noSegment`.
    open var selectedSegmentIndex = -1
    /// The segments' titles.
    public private(set) var segmentTitles: [String] = []

    /// Creates a control with a segment for each title or image in `items`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segmentTitles = (items ?? []).compactMap { $0 as? String }
    }
}

/// A control that starts a refresh of a scroll view's content when pulled.
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is showing.
    open private(set) var isRefreshing = false

    /// Shows that a refresh started without the user pulling.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Shows that the refresh ended.
    open func endRefreshing() {
        isRefreshing = false
    }
}

/// A view that shows a task is in progress.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's sizes.
    public enum Style: Int, Sendable {
        /// The default size.
        case medium = 100
        /// The large size.
        case large = 101
    }

    /// The indicator's size.
    open var style: Style = .medium
    /// Whether it is spinning.
    open private(set) var isAnimating = false

    /// Creates an indicator of `style`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Starts spinning.
    open func startAnimating() {
        isAnimating = true
    }

    /// Stops spinning.
    open func stopAnimating() {
        isAnimating = false
    }
}

/// A view that lays out a row or a column of views.
@MainActor
open class UIStackView: UIView {
    /// The direction the views are laid out in.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The space between the views.
    open var spacing: CGFloat = 0
    /// The views laid out.
    open private(set) var arrangedSubviews: [UIView] = []

    /// Adds `view` to the end of the arranged views.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

extension NSLayoutConstraint {
    /// The axis of a layout.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

/// The keyboard a text input shows.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// A keyboard for URLs.
    case URL = 3
    /// Digits only.
    case numberPad = 4
    /// A keyboard for email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
}

/// What a text input expects, so the system can offer to fill it in.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's identifier.
    public let rawValue: String

    /// A content type from its identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An existing password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
}
