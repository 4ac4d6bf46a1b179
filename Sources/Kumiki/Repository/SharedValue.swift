import Foundation

/// A value several screens observe, held in memory by a Repository: one write
/// is seen by every subscriber at once.
///
/// This is the reason minne gives for its Repository layer (seed `000_…`):
/// when the free-shipping screen saves, the shop screen that shows the setting
/// updates without a reload. Keep one instance per piece of shared state
/// (inject the Repository that owns it into every ViewModel that needs it).
///
/// ```swift
/// final class ShippingRepository {
///     private let settings = SharedValue<ShippingSettings?>(nil)
///     var settingsPublisher: AnyPublisher<ShippingSettings?, Never> { settings.publisher }
///     func save(_ new: ShippingSettings) async throws { ...; settings.value = new }
/// }
/// ```
///
/// Thread-safe: reads and writes may come from any thread; subscribers are
/// called on the writer's thread, so ViewModels `receive(on:)` the main scheduler.
public final class SharedValue<Value>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let subject: CurrentValueSubject<Value, Never>

    /// Creates a shared value.
    public init(_ initialValue: Value) {
        subject = CurrentValueSubject(initialValue)
    }

    /// The current value; setting it notifies every subscriber.
    public var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return subject.value
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            subject.send(newValue)
        }
    }

    /// Changes the value in place, atomically, and notifies subscribers once.
    public func update(_ change: (inout Value) throws -> Void) rethrows {
        lock.lock()
        defer { lock.unlock() }
        var copy = subject.value
        try change(&copy)
        subject.send(copy)
    }

    /// The current value, then every new one.
    public var publisher: AnyPublisher<Value, Never> {
        subject.eraseToAnyPublisher()
    }
}
