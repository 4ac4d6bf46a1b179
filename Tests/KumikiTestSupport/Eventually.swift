/// Waits until `condition` holds or `timeout` passes, polling every couple of milliseconds,
/// and returns whether it holds: for tests that wait on effects whose timing a loaded
/// machine stretches, instead of sleeping a guessed duration. The timeout is generous because
/// a passing condition returns at once and only a failing test ever waits it out: CI runs every
/// suite in parallel on two cores, where a main-queue hop has taken close to two seconds.
@MainActor
public func eventually(within timeout: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition(), ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
