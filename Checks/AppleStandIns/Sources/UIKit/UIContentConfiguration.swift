import Foundation

/// The state a cell is in (selected, highlighted…), from which configurations update.
@MainActor
public protocol UIConfigurationState {}

/// A cell's state.
public struct UICellConfigurationState: UIConfigurationState {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
}

/// What a cell's content view shows, as a value.
@MainActor
public protocol UIContentConfiguration {
    /// Creates the view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for the cell's new state.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
}

/// The standard content of a list cell: an image, a text and a secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image before the texts.
    public var image: UIImage?

    /// The content of a cell with a subtitle.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    /// The view that shows the configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for the cell's new state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}

/// The view that shows a ``UIListContentConfiguration``.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    open var configuration: any UIContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    /// Not supported.
    public required init?(coder: NSCoder) {
        nil
    }
}
