/// Horizontal alignment of views in a vertical stack.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    /// Leading edges aligned.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Centres aligned.
    public static let center = HorizontalAlignment(name: "center")
    /// Trailing edges aligned.
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment of views in a horizontal stack.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    /// Top edges aligned.
    public static let top = VerticalAlignment(name: "top")
    /// Centres aligned.
    public static let center = VerticalAlignment(name: "center")
    /// Bottom edges aligned.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// First text baselines aligned.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}

/// Alignment in both directions.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Text alignment of several lines.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Leading.
    case leading
    /// Centred.
    case center
    /// Trailing.
    case trailing
}

/// An edge of a rectangle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, for padding and safe-area insets.
   
    nonisolated public struct Set: OptionSet, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Creates a set from bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }
        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A horizontal edge, for swipe actions.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

/// A vertical edge, for safe-area insets.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom
}

/// Insets on each edge.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EdgeInsets: Equatable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Views stacked top to bottom.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct VStack<Content: View>: View {
    let content: Content

    /// A stack of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// Views side by side, leading to trailing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct HStack<Content: View>: View {
    let content: Content

    /// A stack of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// Views on top of each other.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ZStack<Content: View>: View {
    let content: Content

    /// A stack of the views `content` builds.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A vertical stack that creates its views only as they scroll into sight.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LazyVStack<Content: View>: View {
    let content: Content

    /// A lazy stack of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// Space that grows along the stack it is in.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Spacer: View {
    /// The least space it takes.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A thin line between content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Divider: View {
    /// Creates a divider.
    public init() {}

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// The axes a scroll view scrolls along.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// A set of axes.
   
    nonisolated public struct Set: OptionSet, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Creates a set from bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A scrollable view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content: View>: View {
    /// The scrolled content.
    public var content: Content

    /// A view scrolling `content` along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A collection of views built from data, one per element, each identified so SwiftUI can
/// tell which row changed, moved or went.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The data.
    public var data: Data
    /// The view for each element.
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    /// Drawn by the framework.
    public typealias Body = Never
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// A view per element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    /// A view per element, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view per number of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// Views built from a collection, which `List` can delete from and move within.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicViewContent: View {
    /// The collection.
    associatedtype Data: Collection
    /// The collection the views are built from.
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Lets the user delete rows (swipe, or Edit mode): `action` gets the offsets to remove.
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
        _DeletableContent(base: self, action: action)
    }
}

/// A ``DynamicViewContent`` with a delete action.
nonisolated public struct _DeletableContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let action: Optional<(IndexSet) -> Void>

    /// The collection.
    @MainActor public var data: Base.Data { base.data }
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A scrolling list of rows, in the platform's style.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row per element of identifiable data.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row per element, identified by the property at `id`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// How a list is drawn.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ListStyle {}

/// A list without insets or grouping.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// A list in inset rounded groups, as Settings draws it.
@available(iOS 14.0, *)
nonisolated public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension ListStyle where Self == PlainListStyle {
    /// A plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// An inset grouped list.
    @available(iOS 14.0, *)
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// A group of rows with an optional header and footer.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// Drawn by the framework.
    public typealias Body = Never
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }

    /// A section with a header and a footer.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a localized title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section with a title shown as written.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

/// Controls grouped for data entry, styled for the platform (Settings-like on iOS).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Form<Content: View>: View {
    let content: Content

    /// A form of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A 2D shape, which is also a view filled with the foreground.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: View, Sendable {}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S) -> some View {
        standIn([content])
    }

    /// The shape's outline drawn with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        standIn([content, lineWidth])
    }
}

/// A circle.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A capsule.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Capsule: Shape {
    /// Creates a capsule.
    public init() {}
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A rectangle with rounded corners.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct RoundedRectangle: Shape {
    /// The corners' radius.
    public var cornerRadius: CGFloat

    /// A rounded rectangle.
    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}
