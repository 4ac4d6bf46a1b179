extension View {
    /// Space around the view on `edges`; the platform's default amount when `length` is `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        standIn([edges, length as Any])
    }

    /// The same space around the view on every edge.
    public func padding(_ length: CGFloat) -> some View {
        standIn([length])
    }

    /// Different space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        standIn([insets])
    }

    /// A fixed size; prefer flexible frames and scaled metrics where text must grow.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        standIn([width as Any, height as Any, alignment])
    }

    /// Bounds on the view's size, for views that must fill or not outgrow their space.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        standIn([minWidth as Any, maxWidth as Any, minHeight as Any, maxHeight as Any, alignment])
    }

    /// `content` drawn in front of the view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        standIn([alignment, content()])
    }

    /// `content` drawn behind the view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        standIn([alignment, content()])
    }

    /// The view's background filled with `style`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        standIn([style, edges])
    }

    /// The view's background: `style` filling `shape`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        standIn(style, shape, fillStyle)
    }

    /// `content` placed along an edge of the safe area, which the view then insets by it.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        standIn([edge, alignment, content()])
    }

    /// The view clipped to `shape`.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        standIn([shape])
    }

    /// The view at `opacity`.
    public func opacity(_ opacity: Double) -> some View {
        standIn([opacity])
    }

    /// The view's identity: a new value makes it a new view (its state is reset).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        standIn([id])
    }

    /// The font of text in the view.
    public func font(_ font: Font?) -> some View {
        standIn([font as Any])
    }

    /// The weight of text in the view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        standIn([weight as Any])
    }

    /// Bold text in the view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool = true) -> some View {
        standIn([isActive])
    }

    /// Digits of equal width in the view's text, for numbers that change.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospacedDigit() -> some View {
        standIn([])
    }

    /// The colour of text and symbols in the view.
    public func foregroundColor(_ color: Color?) -> some View {
        standIn([color as Any])
    }

    /// The style of text and symbols in the view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        standIn([style])
    }

    /// The tint of controls in the view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func tint(_ tint: Color?) -> some View {
        standIn([tint as Any])
    }

    /// At most `number` lines of text; `nil` for as many as needed.
    public func lineLimit(_ number: Int?) -> some View {
        standIn([number as Any])
    }

    /// How several lines of text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        standIn([alignment])
    }

    /// The size of symbol images in the view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        standIn([scale])
    }

    /// The view scaled to fill its frame, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        standIn([])
    }

    /// The view scaled to fit its frame, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        standIn([])
    }

    /// Whether the view's controls respond.
    public func disabled(_ disabled: Bool) -> some View {
        standIn([disabled])
    }

    /// How buttons in the view are drawn.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        standIn([style])
    }

    /// How pickers in the view are drawn.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        standIn([style])
    }

    /// How lists in the view are drawn.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        standIn([style])
    }

    /// The largest text size the view follows, for the rare layout that cannot grow further.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        standIn([range])
    }
}

/// How a shape's interior is filled.
nonisolated public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style; by default the non-zero winding rule, antialiased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
