/// A terminal's size in character cells.
public struct TerminalSize: Equatable, Sendable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// The size of a classic terminal, and of every committed frame.
    public static let standard = TerminalSize(columns: 80, rows: 24)

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Reads `<columns>x<rows>` (`100x30`); `nil` unless both are within 20…1000 and 6…1000.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (20...1_000).contains(columns), (6...1_000).contains(rows) else { return nil }
        self.init(columns: columns, rows: rows)
    }
}
