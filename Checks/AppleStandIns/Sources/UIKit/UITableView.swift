import Foundation

/// A view that scrolls its content.
@MainActor
open class UIScrollView: UIView {
    /// The pull-to-refresh control.
    open var refreshControl: UIRefreshControl?
}

/// A view that shows data in a single column of rows.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows with section headers that float.
        case plain = 0
        /// Sections as groups.
        case grouped = 1
        /// Sections as inset groups.
        case insetGrouped = 2
    }

    /// The table's look.
    public let style: Style
    /// Provides the rows.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Hears about selection and display.
    open weak var delegate: (any UITableViewDelegate)?
    private var registrations: [String: AnyClass] = [:]

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view.
    public convenience init() {
        self.init(frame: .zero, style: .plain)
    }

    /// Not supported.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Registers the class of cells made for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A reusable cell registered for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        // The stand-in never lays out rows: the registered class only matters to UIKit itself.
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Reloads every row from the data source.
    open func reloadData() {}

    /// Deselects the row at `indexPath`.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

/// Provides a table view's rows.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Hears about a table view's selection and display; every method is optional.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// The row at `indexPath` is about to be displayed in `cell`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `cell`, which showed the row at `indexPath`, left the screen.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The row at `indexPath` was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Optional in UIKit: does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A row of a table view.
@MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of a cell.
    public enum CellStyle: Int, Sendable {
        /// A text on the left.
        case `default` = 0
        /// A text with a detail on the right.
        case value1 = 1
        /// A text with a subtitle under it.
        case subtitle = 3
    }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// What the cell's content view shows.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// A view on the trailing side, such as a badge.
    open var accessoryView: UIView?

    /// Creates a cell of `style`, reusable under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Not supported.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The cell is about to be reused for another row: reset what the last row set.
    open func prepareForReuse() {}

    /// The standard list content for this cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}
