/// What a button does, for buttons the system styles by purpose (a destructive swipe action
/// is red; a cancel button in an alert is placed where cancel goes).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes or discards data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when tapped.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label

    /// A button that shows `label` and runs `action`.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A button with a role, showing `label`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    /// A button with a localized title.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a title shown as written.
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a localized title and a role.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a title shown as written and a role.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// How every button inside a view is drawn: `.borderedProminent`, `.bordered`, `.plain`…
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// A button drawn plainly, without a border: for rows that are buttons.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// A button with a border.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// A button filled with the accent colour: the screen's main action.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

/// A button without a border or a fill.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A plain button.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A filled button.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A borderless button.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A field the user types one line of text into, bound to a `String`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let label: Label

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
    /// A field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, label: Text(titleKey))
    }

    /// A field with a placeholder shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, label: Text(title))
    }

    /// A field with a localized title and a separate prompt.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, label: Text(titleKey))
    }
}

/// A field for a password: what is typed is not shown.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let label: Label

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension SecureField where Label == Text {
    /// A password field with a localized placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, label: Text(titleKey))
    }

    /// A password field with a placeholder shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, label: Text(title))
    }
}

/// A switch bound to a `Bool`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A switch showing `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
    /// A switch with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A switch with a title shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A choice among tagged views (`.tag(_:)`), bound to the selected value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker showing `label`, its options built by `content`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a title shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How a picker is drawn.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {}

/// A picker drawn as a segmented control: for a few short options always visible.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
nonisolated public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

/// A picker drawn as a menu.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
nonisolated public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// An activity indicator, or a progress bar for a known fraction.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indicator without a label.
    public init() where Label == EmptyView {
        label = nil
    }

    /// An indicator with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// An indicator with a localized label.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        label = Text(titleKey)
    }

    /// An indicator with a label shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        label = Text(title)
    }
}

/// A control that opens a URL.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link showing `label` that opens `destination`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Drawn by the framework.
    public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a title shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
