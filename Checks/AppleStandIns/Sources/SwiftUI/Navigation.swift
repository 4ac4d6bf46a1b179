/// A type-erased list of the values a ``NavigationStack`` has pushed.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []

    /// An empty path: the stack shows its root.
    public init() {}

    /// A path of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether only the root shows.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A navigation stack: a root view and the views pushed on it, driven by a path of values
/// so that the app (a deep link, a restored state) can set what is pushed.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack whose pushed values are the type-erased `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack whose pushed values are the elements of `path`, all of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A control that pushes a value (or a view) on the enclosing navigation stack.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; a `navigationDestination(for:)` of its type draws it.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link with a localized title that pushes `value`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        label = Text(titleKey)
    }

    /// A link with a title shown as written that pushes `value`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        label = Text(title)
    }
}

/// A tab bar and the views of its tabs, each tagged with its selection value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// Tabs whose selection is bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// How a navigation bar shows its title.
@available(iOS 14.0, *)
public enum NavigationBarItem {
    /// The title's size.
    public enum TitleDisplayMode: Sendable {
        /// As the enclosing stack decides.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// Where a toolbar item goes.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItemPlacement: Sendable {
    let name: String
    /// Where the platform puts it.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The screen's main action (trailing in the navigation bar).
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Where a cancel button goes (leading in the navigation bar).
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// Where a confirm button goes.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The leading edge of the navigation bar.
    @available(iOS 14.0, *)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing edge of the navigation bar.
    @available(iOS 14.0, *)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The bottom toolbar.
    @available(iOS 14.0, *)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// Content of a toolbar: ``ToolbarItem``s.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// One item of a toolbar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Drawn by the framework.
    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    /// An item placed at `placement`, showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items, as a ``ToolbarContentBuilder`` block builds them.
nonisolated public struct _TupleToolbarContent<T>: ToolbarContent {
    let value: T
}

/// The result builder of `toolbar { … }` content.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
nonisolated public struct ToolbarContentBuilder {
    /// A block of one item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// A block of two items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> _TupleToolbarContent<(C0, C1)> {
        _TupleToolbarContent(value: (c0, c1))
    }

    /// A block of three items.
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleToolbarContent<(C0, C1, C2)> {
        _TupleToolbarContent(value: (c0, c1, c2))
    }
}

extension View {
    /// The view's title in the enclosing navigation stack.
    public func navigationTitle(_ title: Text) -> some View {
        standIn([title])
    }

    /// The view's localized title in the enclosing navigation stack.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        standIn([titleKey])
    }

    /// The view's title, shown as written.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        standIn([String(title)])
    }

    /// How the navigation bar shows the title.
    @available(iOS 14.0, *)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        standIn([displayMode])
    }

    /// Hides the back button, for a screen that must ask before leaving.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        standIn([hidesBackButton])
    }

    /// The view the enclosing stack pushes for a value of type `data`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        standIn([data, destination])
    }

    /// Pushes `destination` while `isPresented` is true.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        standIn([isPresented, destination()])
    }

    /// Toolbar items.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        standIn([content()])
    }

    /// Views for the toolbar, placed where the platform puts them.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        standIn([content()])
    }

    /// The item the view's tab shows in the tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        standIn([label()])
    }

    /// The value that selects this view in a `TabView` or a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        standIn([tag])
    }
}
