import Foundation

/// Lays out a collection view's cells.
@MainActor
open class UICollectionViewLayout: NSObject {}

/// A layout built from sections of groups of items; also the list layout.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// A list layout, like a table view's, configured by `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout()
    }
}

/// How a list layout looks.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Like a plain table view.
        case plain
        /// Like a grouped table view.
        case grouped
        /// Like an inset grouped table view.
        case insetGrouped
    }

    /// The list's look.
    public var appearance: Appearance
    /// Whether rows are separated by lines.
    public var showsSeparators = true

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// A view that shows items in a layout it is given.
@MainActor
open class UICollectionView: UIScrollView {
    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout
    /// Hears about selection and display.
    open weak var delegate: (any UICollectionViewDelegate)?

    /// Creates a collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Not supported.
    public required init?(coder: NSCoder) {
        nil
    }

    /// How cells of one class are made and configured for items of one type.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let handler: Handler

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A cell from `registration`, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath,
        item: Item?
    ) -> Cell {
        let cell = Cell(frame: .zero)
        if let item {
            registration.handler(cell, indexPath, item)
        }
        return cell
    }

    /// Deselects the item at `indexPath`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

/// Hears about a collection view's selection and display; every method is optional.
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// The item at `indexPath` is about to be displayed in `cell`.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The item at `indexPath` was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Optional in UIKit: does nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Optional in UIKit: does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A cell of a collection view.
@MainActor
open class UICollectionViewCell: UIView {
    /// What the cell's content view shows.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// Creates a cell.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The cell is about to be reused for another item.
    open func prepareForReuse() {}
}

/// A collection view cell with a list's standard look.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {}

/// The sections and items a diffable data source shows, by identifier.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// The items of every section, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sectionIdentifiers.flatMap { items[$0] ?? [] } }
    /// The items whose cells will be reconfigured in place.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]

    /// An empty snapshot.
    public init() {}

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sectionIdentifiers.append(contentsOf: identifiers)
    }

    /// Adds items at the end of `sectionIdentifier`, or of the last section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sectionIdentifiers.last else { return }
        items[section, default: []].append(contentsOf: identifiers)
    }

    /// Marks items whose cells should be reconfigured without being replaced.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }
}

/// A collection view's data source that shows snapshots and animates their differences.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject {
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView` whose cells `cellProvider` makes.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
    }

    /// Shows `snapshot`, animating from the current one.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        completion?()
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The item at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let items = current.itemIdentifiers
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
}
