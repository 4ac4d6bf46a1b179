/// The rectangle of the frame a screen may draw in.
public struct ScreenArea: Equatable, Sendable {
    /// The first row.
    public var top: Int
    /// The first column.
    public var left: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates an area.
    public init(top: Int, left: Int, width: Int, height: Int) {
        self.top = top
        self.left = left
        self.width = width
        self.height = height
    }

    /// The row `offset` rows down from the top.
    public func row(_ offset: Int) -> Int { top + offset }
}
