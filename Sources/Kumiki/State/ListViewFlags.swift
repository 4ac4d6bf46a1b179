/// The visibility of each view of a list screen, as plain Booleans for
/// UIKit-style bindings (`isHidden = !flags.showsRetryView`).
///
/// Never store these flags; derive them from a ``ListState`` (or with the
/// `Publisher.listViewFlags()` operator), so they cannot disagree
/// with the request state and the items.
public struct ListViewFlags: Hashable, Sendable, CustomStringConvertible {
    /// Whether the "no data" placeholder shows (no items, nothing in flight).
    public let showsNoDataView: Bool
    /// Whether the full-screen activity indicator shows (no items, request in flight).
    public let showsFullScreenIndicator: Bool
    /// Whether the full-screen retry view shows (no items, last request failed).
    public let showsRetryView: Bool
    /// Whether the list of items shows.
    public let showsList: Bool
    /// Whether a small inline activity indicator shows over a non-empty list.
    public let showsInlineIndicator: Bool
    /// Whether an inline error message shows over a non-empty list.
    public let showsInlineError: Bool

    /// Creates flags; every flag not named is `false`.
    public init(
        showsNoDataView: Bool = false,
        showsFullScreenIndicator: Bool = false,
        showsRetryView: Bool = false,
        showsList: Bool = false,
        showsInlineIndicator: Bool = false,
        showsInlineError: Bool = false
    ) {
        self.showsNoDataView = showsNoDataView
        self.showsFullScreenIndicator = showsFullScreenIndicator
        self.showsRetryView = showsRetryView
        self.showsList = showsList
        self.showsInlineIndicator = showsInlineIndicator
        self.showsInlineError = showsInlineError
    }

    /// The names of the flags that are on, e.g. `[list, inlineIndicator]`; readable in test failures and logs.
    public var description: String {
        let names: [(Bool, String)] = [
            (showsNoDataView, "noDataView"),
            (showsFullScreenIndicator, "fullScreenIndicator"),
            (showsRetryView, "retryView"),
            (showsList, "list"),
            (showsInlineIndicator, "inlineIndicator"),
            (showsInlineError, "inlineError"),
        ]
        return "[" + names.filter(\.0).map(\.1).joined(separator: ", ") + "]"
    }
}
