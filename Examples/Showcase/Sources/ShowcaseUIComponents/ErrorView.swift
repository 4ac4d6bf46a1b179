/// An error the user can act on, drawn the same way everywhere: the message in the error style
/// with the key that retries, on its own or as one line under content that stays on screen.
public enum ErrorView {
    /// The hint that tells how to retry.
    public static let retryHint = "r で再試行"
    /// What a failure says when the ViewModel gives no message.
    public static let defaultMessage = "読み込めませんでした"

    /// Draws `message` at `row` (cut to `width` columns) and, under it, `retryHint` when one is given.
    public static func draw(_ message: String?, retryHint: String? = ErrorView.retryHint, row: Int, column: Int, width: Int, canvas: inout Canvas) {
        canvas.write(message ?? defaultMessage, row: row, column: column, style: .error, maxWidth: width)
        if let retryHint {
            canvas.write(retryHint, row: row + 1, column: column, style: .dim)
        }
    }

    /// Draws `message` and the retry hint in brackets on one line, cut to `width` columns.
    public static func drawInline(_ message: String?, retryHint: String = ErrorView.retryHint, row: Int, column: Int, width: Int, canvas: inout Canvas) {
        canvas.write((message ?? defaultMessage) + "（\(retryHint)）", row: row, column: column, style: .error, maxWidth: width)
    }
}
