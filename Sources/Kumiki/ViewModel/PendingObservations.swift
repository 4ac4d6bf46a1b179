#if canImport(Observation)
/// The values Observation-tracked publishers hold for the next turn of the main queue.
///
/// Observation announces a mutation before it happens, so ``ObservationPublisher`` delivers the
/// value a mutation left when the next one begins or on the next turn of the main queue. A test
/// that changes a model and reads what was recorded at once calls ``deliver()`` first (Kumiki's
/// `Recorder` does so before every synchronous read), and sees every value, as it would from
/// `@Published`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public enum PendingObservations {
    private static var flushes: [ObjectIdentifier: () -> Void] = [:]

    /// Delivers now every value a mutation left that is still waiting.
    public static func deliver() {
        while let (identifier, flush) = flushes.first {
            flushes[identifier] = nil
            flush()
        }
    }

    /// Notes that `tracker` holds a value, delivered by `flush`.
    static func hold(_ tracker: ObjectIdentifier, flush: @escaping () -> Void) {
        flushes[tracker] = flush
    }

    /// Notes that `tracker` holds nothing any more.
    static func release(_ tracker: ObjectIdentifier) {
        flushes[tracker] = nil
    }
}
#endif
