/// The key of a localized string: a string literal passed to `Text`, `Button`, `Label` and
/// the like is looked up in the app's string catalog.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    /// A key from `value`, looked up at run time.
    public init(_ value: String) {
        key = value
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A key from an interpolated literal (`"\(count) items"`).
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}

/// Read-only text, in the environment's font and colour.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Text: View, Equatable, Sendable {
    let content: String

    /// Localized text for `key`.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }

    /// Text shown as written, never localized: for data such as names and titles from the server.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text shown as written, never localized.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text for a date in `style`.
    public init(_ date: Date, style: Text.DateStyle) {
        content = date.description
    }

    /// How a date is written.
    nonisolated public struct DateStyle: Sendable {
        /// "15:30".
        public static let time = DateStyle()
        /// "2026年11月25日".
        public static let date = DateStyle()
        /// "2時間前"-style, updating.
        public static let relative = DateStyle()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }

    /// The text in bold.
    public func bold() -> Text { self }
    /// The text in italics.
    public func italic() -> Text { self }
    /// The text in `font`.
    public func font(_ font: Font?) -> Text { self }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// The text with digits of equal width, for numbers that change.
    public func monospacedDigit() -> Text { self }

    /// Two texts as one, in their own styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }
}

/// A font: a Dynamic Type text style, so text grows with the user's setting.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Font: Hashable, Sendable {
    let style: TextStyle

    /// The Dynamic Type text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font's weight.
   
    nonisolated public struct Weight: Hashable, Sendable {
        let value: Double
        /// Regular.
        public static let regular = Weight(value: 0)
        /// Medium.
        public static let medium = Weight(value: 0.23)
        /// Semibold.
        public static let semibold = Weight(value: 0.3)
        /// Bold.
        public static let bold = Weight(value: 0.4)
    }

    /// The large title style.
    public static let largeTitle = Font(style: .largeTitle)
    /// The title style.
    public static let title = Font(style: .title)
    /// The second-level title style.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2 = Font(style: .title2)
    /// The third-level title style.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3 = Font(style: .title3)
    /// The headline style.
    public static let headline = Font(style: .headline)
    /// The subheadline style.
    public static let subheadline = Font(style: .subheadline)
    /// The body style.
    public static let body = Font(style: .body)
    /// The callout style.
    public static let callout = Font(style: .callout)
    /// The footnote style.
    public static let footnote = Font(style: .footnote)
    /// The caption style.
    public static let caption = Font(style: .caption)
    /// The second caption style.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2 = Font(style: .caption2)

    /// The system font in `style`, scaled with Dynamic Type.
    public static func system(_ style: Font.TextStyle) -> Font {
        Font(style: style)
    }

    /// The font at `weight`.
    public func weight(_ weight: Font.Weight) -> Font { self }
    /// The bold version of the font.
    public func bold() -> Font { self }
    /// The font with digits of equal width.
    public func monospacedDigit() -> Font { self }
}

/// How a fill or a foreground is drawn: a colour, or a level of the hierarchy (primary, secondary…).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// The foreground levels that adapt to their context: `.primary`, `.secondary`, `.tertiary`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// The primary level.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary foreground level.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary foreground level.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary foreground level.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// A colour, which is also a view that fills its space.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Color: Hashable, ShapeStyle, View, CustomStringConvertible {
    let name: String

    /// A colour with these sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue), \(opacity))"
    }

    /// A colour from the app's asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    /// The SwiftUI colour of a UIKit colour.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(uiColor: UIColor) {
        let (red, green, blue, alpha) = uiColor.components
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The colour at `opacity`.
    public func opacity(_ opacity: Double) -> Color { self }

    /// The colour's name.
    public var description: String { name }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }

    /// The app's accent colour.
    public static let accentColor = Color("AccentColor")
    /// The primary label colour.
    public static let primary = Color("primary")
    /// The secondary label colour.
    public static let secondary = Color("secondary")
    /// Red that adapts to the appearance.
    public static let red = Color("red")
    /// Orange that adapts to the appearance.
    public static let orange = Color("orange")
    /// Green that adapts to the appearance.
    public static let green = Color("green")
    /// Blue that adapts to the appearance.
    public static let blue = Color("blue")
    /// Pink that adapts to the appearance.
    public static let pink = Color("pink")
    /// Gray that adapts to the appearance.
    public static let gray = Color("gray")
    /// White.
    public static let white = Color("white")
    /// No colour.
    public static let clear = Color("clear")
}

extension ShapeStyle where Self == Color {
    /// The app's accent colour.
    public static var accentColor: Color { Color.accentColor }
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Green.
    public static var green: Color { Color.green }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// White.
    public static var white: Color { Color.white }
}

/// An image: an SF Symbol, an asset, or a UIKit image.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Image: View, Equatable, Sendable {
    let name: String

    /// The SF Symbol named `systemName`.
    public init(systemName: String) {
        name = systemName
    }

    /// The image named `name` in the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    /// The image of a UIKit image.
    public init(uiImage: UIImage) {
        name = uiImage.systemName ?? "data"
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }

    /// The image scaled to fill the frame it is given, rather than drawn at its own size.
    public func resizable() -> Image { self }

    /// How the image is rendered: as drawn, or as a template tinted with the foreground.
    public enum TemplateRenderingMode: Sendable {
        /// As drawn.
        case original
        /// Tinted with the foreground.
        case template
    }

    /// The image in `renderingMode`.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }

    /// The size of a symbol image relative to the font.
    public enum Scale: Sendable {
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
}

/// A title with an icon, laid out as its context wants (icon and title in a list, icon only in a toolbar).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from a title and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title shown as written and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
