/// An `ObservableObject` face for an Inputs/Outputs ``ViewModelType``, so a SwiftUI view
/// can read a UIKit-style ViewModel's output publishers as plain values and still call
/// its inputs.
///
/// Each output is subscribed the first time a view reads it, through dynamic member
/// lookup, and from then on every new value (every *different* value, for `Equatable`
/// outputs) makes the observer publish `objectWillChange`, which re-renders the view:
///
/// ```swift
/// struct ContactListView: View {
///     @StateObject var contacts: ViewModelObserver<ContactListViewModel>
///
///     var body: some View {
///         List(contacts.contacts ?? []) { ContactRow(contact: $0) }
///             .onAppear { contacts.inputs.viewDidLoad() }
///     }
/// }
/// ```
///
/// A read returns `nil` until the output has published once; outputs backed by `@Published`
/// or a `CurrentValueSubject` publish on subscription, so their first read already has a
/// value. Read only *state* outputs this way: an *event* output (a transition, a toast)
/// would be kept and shown again on every render, so subscribe to those with
/// `onReceive` instead.
@MainActor
@dynamicMemberLookup
public final class ViewModelObserver<ViewModel: ViewModelType>: ObservableObject {
    /// Fires before any observed output changes. Nonisolated, as `ObservableObject` requires;
    /// it is only ever sent from the main actor.
    nonisolated(unsafe) public let objectWillChange = ObservableObjectPublisher()
    /// The observed ViewModel, kept alive for as long as the observer lives.
    public let viewModel: ViewModel

    private var latest: [AnyKeyPath: Any] = [:]
    private var subscriptions: [AnyKeyPath: AnyCancellable] = [:]
    /// True while an output's first subscription replays its current value: that value is
    /// read in the same render, so announcing it would ask SwiftUI to render again.
    private var isSubscribing = false

    /// Observes `viewModel`; nothing is subscribed until a view reads an output.
    public init(_ viewModel: ViewModel) {
        self.viewModel = viewModel
    }

    /// The ViewModel's inputs, for the view's taps, appearances and text changes.
    public var inputs: ViewModel.Inputs { viewModel.inputs }

    /// The ViewModel's outputs as publishers, for the event outputs a view subscribes to
    /// with `onReceive` rather than reads.
    public var outputs: ViewModel.Outputs { viewModel.outputs }

    /// The latest value of the output at `keyPath`, or `nil` before its first value.
    public subscript<Value>(
        dynamicMember keyPath: KeyPath<ViewModel.Outputs, AnyPublisher<Value, Never>>
    ) -> Value? {
        value(at: keyPath, isDuplicate: { _, _ in false })
    }

    /// The latest value of the `Equatable` output at `keyPath`, or `nil` before its first
    /// value; republishing an equal value does not re-render.
    public subscript<Value: Equatable>(
        dynamicMember keyPath: KeyPath<ViewModel.Outputs, AnyPublisher<Value, Never>>
    ) -> Value? {
        value(at: keyPath, isDuplicate: { $0 == $1 })
    }

    /// Whether the output at `keyPath` is subscribed; for tests of views that must not
    /// observe more than they show.
    public func isObserving(_ keyPath: AnyKeyPath) -> Bool {
        subscriptions[keyPath] != nil
    }

    private func value<Value>(
        at keyPath: KeyPath<ViewModel.Outputs, AnyPublisher<Value, Never>>,
        isDuplicate: @escaping (Value, Value) -> Bool
    ) -> Value? {
        if subscriptions[keyPath] == nil {
            subscribe(to: keyPath, isDuplicate: isDuplicate)
        }
        return latest[keyPath].map { $0 as? Value } ?? nil
    }

    private func subscribe<Value>(
        to keyPath: KeyPath<ViewModel.Outputs, AnyPublisher<Value, Never>>,
        isDuplicate: @escaping (Value, Value) -> Bool
    ) {
        isSubscribing = true
        defer { isSubscribing = false }
        let publisher = viewModel.outputs[keyPath: keyPath]
        subscriptions[keyPath] = publisher.sink { [weak self] value in
            MainActor.assumeIsolated {
                self?.receive(value, at: keyPath, isDuplicate: isDuplicate)
            }
        }
    }

    private func receive<Value>(_ value: Value, at keyPath: AnyKeyPath, isDuplicate: (Value, Value) -> Bool) {
        if let previous = latest[keyPath] as? Value, isDuplicate(previous, value) {
            return
        }
        if !isSubscribing {
            objectWillChange.send()
        }
        latest[keyPath] = value
    }
}
