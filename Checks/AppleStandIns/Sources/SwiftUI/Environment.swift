/// A key for a value in ``EnvironmentValues``, with its default.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Self.Value { get }
}

/// The values a view inherits from its ancestors: the dismiss action, the URL opener, the
/// text size, and a team's own keys.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]

    /// An empty environment: every key has its default.
    public init() {}

    /// The value for `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A description of the values set.
    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// Dismisses the presentation or pops the navigation destination the view is in.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    /// Dismisses.
    public func callAsFunction() {}
}

/// Opens a URL: in the browser, or in the app that handles it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        /// The handler opened it.
        public static let handled = Result()
        /// The handler left it to the system.
        public static let systemAction = Result()
    }

    // Unchecked: the stand-in never calls it, and the environment's default must be made
    // outside the main actor, as SwiftUI makes its own.
    nonisolated(unsafe) let handler: (URL) -> Result

    /// An action that hands URLs to `handler`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {
        self.handler = handler
    }

    nonisolated init(systemDefault: Void) {
        handler = { _ in .systemAction }
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }
}

/// The user's preferred text size.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// The sizes, smallest first.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(systemDefault: ()) }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Dismisses the current presentation or navigation destination.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Opens URLs.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The user's preferred text size.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Whether controls in the view are enabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Reads a value from the view's environment (`@Environment(\.dismiss) private var dismiss`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.init(keyPath: keyPath)
    }

    @usableFromInline init(keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value, as the nearest ancestor set it.
    public var wrappedValue: Value {
        EnvironmentValues()[keyPath: keyPath]
    }
}

extension View {
    /// Sets an environment value for the view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        standIn([keyPath, value])
    }

    /// Puts `object` into the environment for `@EnvironmentObject` properties of descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        standIn([object])
    }
}
