/// A piece of user interface: a value that describes its content through `body`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of the view, built by a ``ViewBuilder``.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The body of a view that has none: SwiftUI's primitive views are drawn by the framework.
func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}

extension Never: View {
    /// `Never` has no body.
    public typealias Body = Never
    /// `Never` has no body.
    public var body: Never { primitiveBody(Never.self) }
}

extension Optional: View where Wrapped: View {
    /// An optional view is drawn by the framework.
    public typealias Body = Never
    /// An optional view is drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A view that shows nothing.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyView: View {
    /// Creates an empty view.
    @inlinable public init() {}
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A view made of several views, as a ``ViewBuilder`` block with more than one statement builds it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Wraps the views.
    @inlinable public init(_ value: T) {
        self.value = value
    }
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// One of two views, as an `if`/`else` or a `switch` inside a ``ViewBuilder`` builds it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Drawn by the framework.
    public typealias Body = Never
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A view whose type is erased, for the rare place where a view's type must not be known.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AnyView: View {
    let storage: Any
    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        storage = view
    }
    /// Erases the type of `view`, when it is a view.
    public init?(_fromValue value: Any) {
        guard value is any View else { return nil }
        storage = value
    }
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A view that groups others without laying them out: modifiers applied to it apply to each.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Drawn by the framework.
    public typealias Body = Never
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}
