/// A long-running service, declared as a lifecycle library declares it: another module's
/// protocol that a fixture refines, so its mock meets it from these sources and is `Sendable`
/// through it.
public protocol Service: Sendable {
    /// Runs until the task is cancelled.
    func run() async throws
}
