/// What a list screen shows, derived from a ``ListState``.
///
/// With no items exactly one full-screen view shows: the no-data view, the
/// full-screen indicator or the retry view. With items the list always stays
/// on screen and the request state only adds an inline activity indicator or
/// an inline error message. Switch over it in SwiftUI-style code; UIKit-style
/// code binds the Boolean ``ListViewFlags`` instead.
public enum ListPresentation<Failure: Error> {
    /// No items and no request in flight: show the no-data view.
    case noData
    /// No items and a request in flight: show the full-screen activity indicator.
    case fullScreenIndicator
    /// No items and the request failed: show the retry view.
    case retry(Failure)
    /// Items exist: show the list, with an inline status on top of it.
    case list(ListInlineStatus<Failure>)

    /// The Boolean view flags for this presentation, for `isHidden`-style bindings.
    public var flags: ListViewFlags {
        switch self {
        case .noData:
            return ListViewFlags(showsNoDataView: true)
        case .fullScreenIndicator:
            return ListViewFlags(showsFullScreenIndicator: true)
        case .retry:
            return ListViewFlags(showsRetryView: true)
        case .list(.idle):
            return ListViewFlags(showsList: true)
        case .list(.activity):
            return ListViewFlags(showsList: true, showsInlineIndicator: true)
        case .list(.error):
            return ListViewFlags(showsList: true, showsInlineError: true)
        }
    }
}

/// The status shown on top of a list that already has items.
public enum ListInlineStatus<Failure: Error> {
    /// Nothing extra: the list alone.
    case idle
    /// A small activity indicator (status bar, footer or pull-to-refresh) while a request runs.
    case activity
    /// An inline error message about the last request; the items stay visible.
    case error(Failure)
}

extension ListPresentation: Equatable where Failure: Equatable {}
extension ListPresentation: Sendable where Failure: Sendable {}
extension ListInlineStatus: Equatable where Failure: Equatable {}
extension ListInlineStatus: Sendable where Failure: Sendable {}
