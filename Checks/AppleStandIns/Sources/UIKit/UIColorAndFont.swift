import Foundation

/// A color.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The red, green, blue and alpha components.
    public let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// Creates a color from components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
    }
    /// The background of the system's views.
    public static let systemBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The color of primary text.
    public static let label = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The color of secondary text.
    public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    /// A red that adapts to the appearance.
    public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    /// A gray that adapts to the appearance.
    public static let systemGray5 = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    /// The background of grouped content on the system background.
    public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    /// White.
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The tint color.
    public static let tintColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
}

/// A font.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// Creates a style.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
        /// The body text style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The headline style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The caption style.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font style for footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    }

    /// The style.
    public let textStyle: TextStyle

    private init(textStyle: TextStyle) {
        self.textStyle = textStyle
    }

    /// The font for a text style at the user's preferred size.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(textStyle: style)
    }
}

/// An image.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The image's encoded data, when it was made from data.
    public let data: Data?
    /// The system symbol's name, when it is one.
    public let systemName: String?

    /// An image decoded from `data`, or `nil` when the data is no image.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.data = data
        systemName = nil
    }

    /// A system symbol image.
    public init?(systemName: String) {
        data = nil
        self.systemName = systemName
    }
}
