#if canImport(UIKit)
import UIKit

/// How the UIKit list screens (contacts, the NewsPicks feed) lay out the views their
/// `ListViewFlags` show and hide: the list fills the screen, the full-screen indicator, the
/// no-data view and the retry view sit in its middle, and the inline error runs along the
/// top of the safe area. One place, so both screens show every state alike.
@MainActor
public enum ListScreenLayout {
    /// Adds the views to `view` and constrains them.
    public static func install(list: UIView, fullScreenIndicator: UIView, noData: UIView, retry: UIView, inlineError: UIView, in view: UIView) {
        for subview in [list, fullScreenIndicator, noData, retry, inlineError] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor),
            list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            fullScreenIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            fullScreenIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            noData.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            noData.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            noData.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            retry.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            retry.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            retry.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            inlineError.topAnchor.constraint(equalTo: guide.topAnchor),
            inlineError.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            inlineError.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }

    /// A multi-line, centred label in `style` that follows the user's text size.
    public static func makeLabel(_ text: String? = nil, style: UIFont.TextStyle = .body) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        return label
    }
}
#endif
