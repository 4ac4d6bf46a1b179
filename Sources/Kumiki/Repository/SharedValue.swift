import Foundation

/// A value several screens observe, held in memory by a Repository: one write
/// is seen by every subscriber at once.
///
/// This is the reason minne gives for its Repository layer:
/// when the free-shipping screen saves, the shop screen that shows the setting
/// updates without a reload. Keep one instance per piece of shared state
/// (inject the Repository that owns it into every ViewModel that needs it).
///
/// ```swift
/// final class ShippingRepository {
///     private let settings = SharedValue<ShippingSettings?>(nil)
///     var settingsPublisher: AnyPublisher<ShippingSettings?, Never> { settings.publisher }
///     func save(_ new: ShippingSettings) async throws {
///         try await requester.save(new)
///         settings.value = new
///     }
/// }
/// ```
///
/// Thread-safe: reads and writes may come from any thread. Every subscriber
/// sees every value in the order it was written. Subscribers are called on the
/// writer's thread, with no lock held, so a subscriber may write the value
/// again (the new write is delivered after the current one) or call into
/// other locked code without risking a deadlock. While one thread is
/// delivering, a write from another thread is delivered by the delivering
/// thread, so ViewModels `receive(on:)` the main scheduler as usual.
public final class SharedValue<Value>: @unchecked Sendable {
    // Recursive, so that a change closure that reads the value cannot deadlock.
    private let lock = NSRecursiveLock()
    private var current: Value
    /// Values written but not yet delivered, oldest first.
    private var undelivered: [Value] = []
    private var isDelivering = false
    /// Only the delivering frame sends; subscribers attach at any time.
    private let subject: CurrentValueSubject<Value, Never>

    /// Creates a shared value.
    public init(_ initialValue: Value) {
        current = initialValue
        subject = CurrentValueSubject(initialValue)
    }

    /// The current value; setting it notifies every subscriber.
    public var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set {
            enqueue(newValue)
            deliverPending()
        }
    }

    /// Changes the value in place, atomically, and notifies subscribers once.
    ///
    /// `change` runs while the value is locked: keep it to the mutation itself.
    public func update(_ change: (inout Value) throws -> Void) rethrows {
        lock.lock()
        var copy = current
        do {
            try change(&copy)
        } catch {
            lock.unlock()
            throw error
        }
        current = copy
        undelivered.append(copy)
        lock.unlock()
        deliverPending()
    }

    /// The current value, then every new one.
    public var publisher: AnyPublisher<Value, Never> {
        subject.eraseToAnyPublisher()
    }

    /// Makes `newValue` current without notifying anyone yet; call
    /// ``deliverPending()`` once no lock of the caller's is held.
    ///
    /// Types that change their own state and this value together (``Paginator``)
    /// enqueue under their own lock, so values are delivered in the order the
    /// changes were made, and deliver after unlocking.
    func enqueue(_ newValue: Value) {
        lock.lock()
        current = newValue
        undelivered.append(newValue)
        lock.unlock()
    }

    /// Sends every value not yet delivered, in order, unless another frame is already doing so.
    func deliverPending() {
        lock.lock()
        guard !isDelivering else {
            lock.unlock()
            return
        }
        isDelivering = true
        var index = 0
        while index < undelivered.count {
            let next = undelivered[index]
            index += 1
            lock.unlock()
            subject.send(next)
            lock.lock()
        }
        undelivered.removeAll(keepingCapacity: true)
        isDelivering = false
        lock.unlock()
    }
}
