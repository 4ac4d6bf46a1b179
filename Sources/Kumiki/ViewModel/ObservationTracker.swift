#if canImport(Observation)
import Foundation
import Observation

/// Follows one expression over `@Observable` objects (`{ viewModel.flags }`) and hands every
/// value it takes to `deliver`, in order, one per mutation: the Observation counterpart of
/// subscribing to a `@Published` output.
///
/// Observation says only that a mutation is about to happen (`willSet`), never what the new
/// value is. So the value left by one mutation is read when the next one begins, and the last
/// one is read by ``flush()`` (which the tracker schedules on the main queue after any change,
/// and which a timeline calls at each step). A burst of synchronous changes therefore yields
/// every intermediate value, not only the last. Setting a property to the value it already has
/// notifies nothing under Observation, unlike `@Published`, so such a set yields no value.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
package final class ObservationTracker<Value> {
    private let read: @MainActor () -> Value
    private let deliver: @MainActor (Value) -> Void
    /// Whether a mutation happened whose resulting value has not been delivered.
    private var isDirty = false
    private var isFlushScheduled = false
    private var isActive = true

    /// Delivers the current value of `read` at once, then every later one.
    package init(_ read: @escaping @MainActor () -> Value, deliver: @escaping @MainActor (Value) -> Void) {
        self.read = read
        self.deliver = deliver
        deliver(track())
    }

    /// Delivers the value left by the last mutation, if not delivered yet.
    package func flush() {
        isFlushScheduled = false
        PendingObservations.release(ObjectIdentifier(self))
        guard isActive, isDirty else { return }
        isDirty = false
        deliver(read())
    }

    /// Stops following: nothing more is delivered.
    package func cancel() {
        isActive = false
        PendingObservations.release(ObjectIdentifier(self))
    }

    /// Reads the expression inside Observation tracking, and returns its value.
    private func track() -> Value {
        withObservationTracking { read() } onChange: { [weak self] in
            // Called as a mutation begins, on the thread that makes it: the main actor, for
            // main-actor models.
            MainActor.assumeIsolated { self?.willChange() }
        }
    }

    private func willChange() {
        guard isActive else { return }
        // The value now readable is the one the previous mutation left.
        if isDirty {
            deliver(read())
        }
        isDirty = true
        PendingObservations.hold(ObjectIdentifier(self)) { [weak self] in self?.flush() }
        _ = track()
        if !isFlushScheduled {
            isFlushScheduled = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.flush() }
            }
        }
    }
}
#endif
