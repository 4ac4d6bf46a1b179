import CustomDump
import Foundation
import KumikiStore

/// A store for tests that asserts exactly how a feature's state changes and
/// which actions its effects feed back.
///
/// ```swift
/// @Test @MainActor func loadsArticles() async {
///     let store = TestStore(initialState: NewsFeed.State(), reducer: NewsFeed(dependency: testDependency))
///     await store.send(.onAppear) {
///         $0.isLoading = true
///     }
///     await store.receive(.articlesLoaded(articles)) {
///         $0.isLoading = false
///         $0.articles = articles
///     }
///     await store.finish()
/// }
/// ```
///
/// With ``Exhaustivity/on`` (the default) a test fails on a state change it
/// did not describe, on an action it did not receive before sending the next
/// one or before the store goes away, and on an effect still running when
/// the store goes away (call ``finish(timeout:fileID:filePath:line:column:)`` to wait for them).
/// Failures show a line diff of the state.
@MainActor
public final class TestStore<State: Equatable, Action> {
    /// The state after every action so far, asserted or not.
    public private(set) var state: State
    /// How strictly the store checks; change it at any point of a test.
    public var exhaustivity: Exhaustivity = .on {
        didSet { ledger.setExhaustive(exhaustivity == .on) }
    }

    private let reduce: (inout State, Action) -> Effect<Action>
    private var assertedState: State
    private var received: [(action: Action, state: State)] = []
    /// Whether the reducer is running; actions effects feed back meanwhile wait in `pendingEffectActions`.
    private var isReducing = false
    private var pendingEffectActions: [Action] = []
    private let ledger: Ledger
    private lazy var runner = EffectRunner<Action>(
        send: { [weak self] in self?.receiveFromEffect($0) },
        onInFlightCountChange: { [ledger] in ledger.setInFlight($0) }
    )

    /// Creates a test store running `reducer` from `initialState`.
    public init<R: Reducer>(
        initialState: State,
        reducer: R,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where R.State == State, R.Action == Action {
        state = initialState
        assertedState = initialState
        reduce = reducer.reduce(into:action:)
        ledger = Ledger(location: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    deinit {
        ledger.checkOnDeinit()
    }

    /// Sends an action and asserts how the state changed: `update` receives the
    /// state before the action and must turn it into the state after it.
    ///
    /// Omit `update` for an action that must not change the state.
    public func send(
        _ action: Action,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity == .on, !received.isEmpty {
            site.report("""
                Must handle \(received.count) received action(s) before sending an action. Unhandled:
                \(received.map { describe($0.action) }.joined(separator: "\n"))
                """)
        }
        if let last = received.last {
            // Reported (or allowed) above; compare this action against the state they left.
            assertedState = last.state
        }
        received.removeAll()
        ledger.setUnreceived(0)
        isReducing = true
        var next = state
        let effect = reduce(&next, action)
        state = next
        check(newState: next, update: update, site: site, after: "sending \(describe(action))")
        runner.run(effect)
        isReducing = false
        // Actions fed back while the reducer ran come after the sent action's change, as in `Store`.
        drainEffectActions()
        await Task.yield()
    }

    /// Waits for an effect to feed back `expected`, then asserts the state change it caused.
    public func receive(
        _ expected: Action,
        timeout: Duration = .seconds(1),
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async where Action: Equatable {
        await receive(
            description: describe(expected), matching: { $0 == expected }, timeout: timeout, update: update,
            site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Waits for an effect to feed back an action for which `isMatching` is true,
    /// then asserts the state change it caused; for actions that are not `Equatable`.
    public func receive(
        where isMatching: @escaping (Action) -> Bool,
        timeout: Duration = .seconds(1),
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            description: "an action matching the predicate", matching: isMatching, timeout: timeout,
            update: update, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Waits up to `timeout` for every running effect to finish; with
    /// exhaustivity on, fails if some are still running or received actions were not asserted.
    public func finish(
        timeout: Duration = .seconds(1),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await wait(upTo: timeout) { runner.inFlightCount == 0 }
        guard exhaustivity == .on else { return }
        if runner.inFlightCount > 0 {
            site.report("\(runner.inFlightCount) effect(s) still running after \(timeout).")
        }
        if !received.isEmpty {
            site.report("""
                \(received.count) received action(s) were not asserted:
                \(received.map { describe($0.action) }.joined(separator: "\n"))
                """)
        }
    }

    /// Accepts every received action not asserted yet, adopting the state they produced.
    public func skipReceivedActions() async {
        await settle()
        if let last = received.last {
            assertedState = last.state
        }
        received.removeAll()
        ledger.setUnreceived(0)
    }

    /// Cancels every running effect, for tests that deliberately leave work behind.
    public func skipInFlightEffects() {
        runner.cancelAll()
    }

    private func receive(
        description: String,
        matching isMatching: @escaping (Action) -> Bool,
        timeout: Duration,
        update: ((inout State) throws -> Void)?,
        site: SourceSite
    ) async {
        await wait(upTo: timeout) {
            // Exhaustive: the first received action must be the expected one, so any arrival ends the wait.
            exhaustivity == .on ? !received.isEmpty : received.contains { isMatching($0.action) }
        }
        if exhaustivity == .off, let index = received.firstIndex(where: { isMatching($0.action) }) {
            received.removeFirst(index)
        }
        guard let next = received.first else {
            site.report("Expected to receive \(description), but received no action within \(timeout).")
            await settle()
            return
        }
        guard isMatching(next.action) else {
            site.report("""
                Received an unexpected action.
                Expected: \(description)
                Received: \(describe(next.action))
                """)
            received.removeFirst()
            ledger.setUnreceived(received.count)
            assertedState = next.state
            await settle()
            return
        }
        received.removeFirst()
        ledger.setUnreceived(received.count)
        check(newState: next.state, update: update, site: site, after: "receiving \(describe(next.action))")
        await settle()
    }

    /// Gives effects that just sent their last action a moment to complete.
    ///
    /// A `.run` effect's operation is not main-actor isolated, so after it
    /// sends its final action it still hops back to finish; without this, a
    /// test ending right after `receive` would see that effect as running.
    /// Waits at most 10 ms, and only while effects are in flight.
    private func settle() async {
        await wait(upTo: .milliseconds(10), pollingEvery: .microseconds(200)) { runner.inFlightCount == 0 }
    }

    /// Suspends (letting effects run on the main actor) until `isDone` holds or `timeout` passes.
    private func wait(
        upTo timeout: Duration,
        pollingEvery interval: Duration = .milliseconds(1),
        until isDone: () -> Bool
    ) async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !isDone(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: interval)
        }
    }

    private func receiveFromEffect(_ action: Action) {
        pendingEffectActions.append(action)
        guard !isReducing else { return }
        drainEffectActions()
    }

    /// Reduces the actions effects fed back, in order; actions fed back meanwhile join the queue.
    private func drainEffectActions() {
        isReducing = true
        defer { isReducing = false }
        var index = 0
        while index < pendingEffectActions.count {
            let action = pendingEffectActions[index]
            index += 1
            var next = state
            let effect = reduce(&next, action)
            state = next
            received.append((action, next))
            ledger.setUnreceived(received.count)
            runner.run(effect)
        }
        pendingEffectActions.removeAll()
    }

    private func check(
        newState actual: State,
        update: ((inout State) throws -> Void)?,
        site: SourceSite,
        after step: String
    ) {
        var expected = exhaustivity == .on ? assertedState : actual
        assertedState = actual
        do {
            try update?(&expected)
        } catch {
            site.report("The state assertion threw \(error).")
            return
        }
        guard expected != actual else { return }
        let difference = diff(expected, actual, format: .proportional)
            .map { "\n\($0)" } ?? "\nExpected: \(String(customDumping: expected))\nActual: \(String(customDumping: actual))"
        let reason = update == nil ? "The state changed, but no change was asserted" : "The state is not as asserted"
        site.report("\(reason) after \(step): (− expected, + actual)\(difference)")
    }

    private func describe(_ action: Action) -> String {
        String(customDumping: action)
    }
}

/// Where a `TestStore` call was made, so failures point at the test's own line.
struct SourceSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func report(_ message: String) {
        TestFailure.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// What a `TestStore` must still check when it goes away; readable from its
/// nonisolated `deinit`.
final class Ledger: Sendable {
    /// What the store counted last: effects still running, actions not yet received.
    private struct Counts {
        var inFlight = 0
        var unreceived = 0
        var isExhaustive = true
    }

    private let counts = Locked(Counts())
    private let location: SourceSite

    init(location: SourceSite) {
        self.location = location
    }

    func setInFlight(_ count: Int) {
        counts.withLock { $0.inFlight = count }
    }

    func setExhaustive(_ value: Bool) {
        counts.withLock { $0.isExhaustive = value }
    }

    func setUnreceived(_ count: Int) {
        counts.withLock { $0.unreceived = count }
    }

    func checkOnDeinit() {
        let (inFlight, unreceived, isExhaustive) = counts.withLock { ($0.inFlight, $0.unreceived, $0.isExhaustive) }
        guard isExhaustive else { return }
        if unreceived > 0 {
            location.report("The test store ended with \(unreceived) received action(s) not asserted.")
        }
        if inFlight > 0 {
            location.report(
                "The test store ended with \(inFlight) effect(s) still running. Assert their actions, "
                    + "await store.finish(), or call store.skipInFlightEffects()."
            )
        }
    }
}
