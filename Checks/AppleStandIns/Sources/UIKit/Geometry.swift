import Foundation

// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux, as from Core Graphics
// (re-exported by Foundation and UIKit) on Apple platforms.

/// Insets on each edge.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat
    /// No inset.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension IndexPath {
    /// The row of a table view's index path.
    public var row: Int { self[1] }
    /// The item of a collection view's index path.
    public var item: Int { self[1] }
    /// The section.
    public var section: Int { self[0] }
    /// An index path for a table view row.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }
    /// An index path for a collection view item.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}
