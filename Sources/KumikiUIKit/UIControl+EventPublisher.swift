#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import Kumiki
import UIKit

extension UIControl {
    /// A publisher of `events` on this control, for binding taps and edits into a
    /// ViewModel's inputs without target-action boilerplate.
    ///
    /// ```swift
    /// retryButton.publisher(for: .primaryActionTriggered)
    ///     .sink { [viewModel] _ in viewModel.inputs.retryButtonDidTap() }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// The publisher does not retain the control, and it finishes when it is gone.
    public func publisher(for events: UIControl.Event) -> EventPublisher {
        EventPublisher(control: self, events: events)
    }

    /// Publishes the control each time one of its events fires; made by
    /// `UIControl.publisher(for:)`.
    public struct EventPublisher: Publisher {
        /// The control that sent the event.
        public typealias Output = UIControl
        /// Control events never fail.
        public typealias Failure = Never

        private weak var control: UIControl?
        private let events: UIControl.Event

        fileprivate init(control: UIControl, events: UIControl.Event) {
            self.control = control
            self.events = events
        }

        /// Starts delivering the control's events to `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == UIControl, S.Failure == Never {
            let subscription = EventSubscription(subscriber: subscriber, control: control, events: events)
            subscriber.receive(subscription: subscription)
        }
    }
}

/// One subscriber's registration with a control: a `UIAction` added for the events and
/// removed again on cancellation, so a cancelled binding leaves the control untouched.
///
/// `@unchecked Sendable` because Combine may hand it across threads, but every piece of its
/// state is read and written on the main actor only (each entry point asserts it).
private final class EventSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == UIControl, S.Failure == Never {
    private var subscriber: S?
    private weak var control: UIControl?
    private let events: UIControl.Event
    private var action: UIAction?
    private var demand: Subscribers.Demand = .none

    init(subscriber: S, control: UIControl?, events: UIControl.Event) {
        self.subscriber = subscriber
        self.control = control
        self.events = events
    }

    // Combine calls these from whatever thread subscribed; controls are UI objects, so
    // subscribe on the main thread, as a view controller does.
    func request(_ demand: Subscribers.Demand) {
        MainActor.assumeIsolated { start(adding: demand) }
    }

    func cancel() {
        MainActor.assumeIsolated { stop() }
    }

    @MainActor
    private func start(adding demand: Subscribers.Demand) {
        self.demand += demand
        guard action == nil, let control else { return }
        let action = UIAction { [weak self] _ in self?.deliver() }
        self.action = action
        control.addAction(action, for: events)
    }

    @MainActor
    private func stop() {
        if let action {
            control?.removeAction(action, for: events)
        }
        action = nil
        subscriber = nil
    }

    @MainActor
    private func deliver() {
        guard demand > 0, let subscriber, let control else { return }
        demand -= 1
        demand += subscriber.receive(control)
    }
}

extension UITextField {
    /// The field's text after every edit, starting with nothing: bind it to a ViewModel's
    /// text input.
    public var textPublisher: AnyPublisher<String, Never> {
        publisher(for: .editingChanged)
            .map { ($0 as? UITextField)?.text ?? "" }
            .eraseToAnyPublisher()
    }
}
#endif
