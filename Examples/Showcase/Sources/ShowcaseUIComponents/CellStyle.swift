/// How a cell is drawn: the few attributes the Showcase uses.
public struct CellStyle: Hashable, Sendable {
    /// Bold text.
    public var isBold = false
    /// Swapped foreground and background: the selection.
    public var isInverse = false
    /// Faint text: hints and placeholders.
    public var isDim = false
    /// Red text: errors.
    public var isError = false

    /// Plain text.
    public static let plain = CellStyle()
    /// Bold text.
    public static let bold = CellStyle(isBold: true)
    /// The selected row.
    public static let selected = CellStyle(isInverse: true)
    /// Hints.
    public static let dim = CellStyle(isDim: true)
    /// Errors.
    public static let error = CellStyle(isBold: true, isError: true)

    /// Creates a style.
    public init(isBold: Bool = false, isInverse: Bool = false, isDim: Bool = false, isError: Bool = false) {
        self.isBold = isBold
        self.isInverse = isInverse
        self.isDim = isDim
        self.isError = isError
    }
}
