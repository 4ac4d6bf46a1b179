#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import Kumiki
import UIKit

// Values must arrive on the main thread, as a ViewModel's outputs do (`receive(on:)` its main
// scheduler); UIKit views may only be touched there.
extension Publisher where Failure == Never, Output == String? {
    /// Shows every value as `label`'s text, holding the label weakly so the binding
    /// never keeps a dismissed screen alive.
    @MainActor
    public func bind(to label: UILabel) -> AnyCancellable {
        sink { [weak label] text in
            MainActor.assumeIsolated { label?.text = text }
        }
    }
}

extension Publisher where Failure == Never, Output == String {
    /// Shows every value as `label`'s text, holding the label weakly.
    @MainActor
    public func bind(to label: UILabel) -> AnyCancellable {
        map(Optional.some).bind(to: label)
    }
}

extension Publisher where Failure == Never, Output == Bool {
    /// Shows `view` exactly when the value is `true`, the shape of a `ListViewFlags` field.
    @MainActor
    public func bind(toVisibilityOf view: UIView) -> AnyCancellable {
        sink { [weak view] isVisible in
            MainActor.assumeIsolated { view?.isHidden = !isVisible }
        }
    }

    /// Enables `control` exactly when the value is `true`, such as a submit button bound
    /// to a form's validity.
    @MainActor
    public func bind(toIsEnabled control: UIControl) -> AnyCancellable {
        sink { [weak control] isEnabled in
            MainActor.assumeIsolated { control?.isEnabled = isEnabled }
        }
    }
}

extension Publisher where Failure == Never, Output == ListViewFlags {
    /// Shows and hides a list screen's views from its `ListViewFlags`, and starts or
    /// stops its indicators, so a view controller binds Sync's whole state matrix
    /// in one line.
    @MainActor
    public func bind(to views: ListStateViews) -> AnyCancellable {
        sink { flags in
            MainActor.assumeIsolated { views.apply(flags) }
        }
    }
}

/// The views of a UIKit list screen that `ListViewFlags` show and hide: give the ones
/// your screen has, leave the others `nil`.
@MainActor
public struct ListStateViews {
    /// The table or collection view.
    public weak var list: UIView?
    /// Shown when there is nothing to list.
    public weak var noData: UIView?
    /// Spins while the first page loads.
    public weak var fullScreenIndicator: UIActivityIndicatorView?
    /// The error with a retry button, shown when the first page failed.
    public weak var retry: UIView?
    /// Pull-to-refresh or a footer spinner, while a request runs over a visible list.
    public weak var inlineIndicator: UIRefreshControl?
    /// A banner for a failed request over a visible list.
    public weak var inlineError: UIView?

    /// Names the views to drive; all are held weakly.
    public init(
        list: UIView?,
        noData: UIView? = nil,
        fullScreenIndicator: UIActivityIndicatorView? = nil,
        retry: UIView? = nil,
        inlineIndicator: UIRefreshControl? = nil,
        inlineError: UIView? = nil
    ) {
        self.list = list
        self.noData = noData
        self.fullScreenIndicator = fullScreenIndicator
        self.retry = retry
        self.inlineIndicator = inlineIndicator
        self.inlineError = inlineError
    }

    /// Applies `flags` to the views at once.
    public func apply(_ flags: ListViewFlags) {
        list?.isHidden = !flags.showsList
        noData?.isHidden = !flags.showsNoDataView
        retry?.isHidden = !flags.showsRetryView
        inlineError?.isHidden = !flags.showsInlineError
        if flags.showsFullScreenIndicator {
            fullScreenIndicator?.startAnimating()
        } else {
            fullScreenIndicator?.stopAnimating()
        }
        if flags.showsInlineIndicator {
            inlineIndicator?.beginRefreshing()
        } else {
            inlineIndicator?.endRefreshing()
        }
    }
}
#endif
