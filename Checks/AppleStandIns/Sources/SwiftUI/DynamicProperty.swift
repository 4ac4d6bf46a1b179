/// A stored property of a view whose value SwiftUI keeps between updates: `@State`,
/// `@StateObject`, `@Environment` and the rest.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update by default.
    public mutating func update() {}
}

/// Storage shared by the copies of a property wrapper, as SwiftUI's attribute graph keeps it.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) {
        self.value = value
    }
}

/// A value a view owns and mutates; changing it updates the view. Private to the view that declares it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: Box<Value>

    /// Creates the state with its initial value.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// Creates the state with its initial value.
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for a child view or a control (`$name`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates an optional state holding `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// A two-way connection to a value some other view or object owns: what `TextField(text:)`,
/// `Toggle(isOn:)` and `$model.property` pass around.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let read: () -> Value
    let write: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding to a value that never changes: for previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another (what `@Binding var x: T` initialisers receive).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a writable property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.read()[keyPath: keyPath] },
            set: { newValue in
                var value = self.read()
                value[keyPath: keyPath] = newValue
                self.write(value)
            }
        )
    }
}

extension Binding {
    /// A binding to an optional value made from a binding to a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to a non-optional value, or `nil` when `base` currently holds `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}

/// A reference-type model a view creates and owns for its whole life (the View layer's
/// ViewModel): created once, however often the view's struct is re-created.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    let box: Box<ObjectType?>
    let thunk: () -> ObjectType

    /// Creates the object lazily, the first time the view needs it.
    @inlinable public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.init(thunk: thunk)
    }

    @usableFromInline init(thunk: @escaping () -> ObjectType) {
        box = Box(nil)
        self.thunk = thunk
    }

    /// The object.
    @MainActor public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = thunk()
        box.value = object
        return object
    }

    /// Bindings to the object's writable properties (`$model.query`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// A reference-type model a view observes but does not own: it is handed in by whoever created it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// The bindings `$model.property` makes: only to properties the view may write.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a writable property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Bindings to the object's writable properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

/// An object an ancestor put into the environment with `.environmentObject(_:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Reads the object from the environment.
    public init() {}

    /// The object; the app stops if no ancestor provided it, as SwiftUI does.
    @MainActor public var wrappedValue: ObjectType {
        fatalError("No ObservableObject of type \(ObjectType.self) found; a view's ancestor must call environmentObject(_:)")
    }

    /// Bindings to the object's writable properties.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

/// A value that scales with the user's Dynamic Type setting: sizes that must grow with text.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    /// The value at the default text size.
    let base: Value

    /// A value that scales like the body text style.
    public init(wrappedValue: Value) {
        base = wrappedValue
    }

    /// A value that scales like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
    }

    /// The value at the current text size.
    public var wrappedValue: Value { base }
}

/// Where the keyboard focus is, for a view that moves focus between its fields.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// A binding to the focus, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: Box<Value>

        /// The focused value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let box: Box<Value>

    /// The focused value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the focus.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: box)
    }

    /// No field focused.
    public init() where Value == Bool {
        box = Box(false)
    }

    /// No field focused.
    public init<T>() where Value == T?, T: Hashable {
        box = Box(nil)
    }
}
