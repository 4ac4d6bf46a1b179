/// A modifier that turns one view into another: what `.padding()`, `.font(_:)` and a team's
/// own reusable decorations are.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>
    /// Makes the modified view from `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a ``ViewModifier`` modifies, as its body receives it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

/// A view with a modifier applied.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Drawn by the framework.
    public typealias Body = Never
    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Drawn by the framework.
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Applies `modifier` to the view.
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// What the built-in modifiers of this stand-in apply: the values they were given, kept so
/// that every argument is evaluated as the SDK would keep it.
nonisolated public struct _StandInModifier: ViewModifier {
    let values: [Any]

    init(_ values: [Any]) {
        self.values = values
    }

    /// Drawn by the framework.
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// The view with a built-in modifier applied; the stand-in's `some View` results are these.
    func standIn(_ values: Any...) -> ModifiedContent<Self, _StandInModifier> {
        ModifiedContent(content: self, modifier: _StandInModifier(values))
    }
}
