import Foundation

/// A readable, ordered record of a ViewModel's outputs across a scenario,
/// with the inputs that caused them interleaved: the text snapshot of a
/// ViewModel.
///
/// Observe every output, then drive the scenario through `step`s:
///
/// ```swift
/// let timeline = Timeline()
/// timeline.observe("flags", viewModel.outputs.flags)
/// timeline.observe("contacts", viewModel.outputs.contacts) { $0.map(\.name) }
/// timeline.step("viewDidLoad()") { viewModel.inputs.viewDidLoad() }
/// timeline.step("repository answers") { repository.succeed(fixtures) }
///
/// assertTimeline(timeline, matches: """
///     ▸ observe
///       flags: [noDataView]
///       contacts: []
///     ▸ viewDidLoad()
///       flags: [fullScreenIndicator]
///     ▸ repository answers
///       contacts: ["Aiko Tanaka", "Kenji Sato"]
///       flags: [list]
///     """)
/// ```
///
/// Values are rendered with `String(describing:)` unless `observe` is given a
/// formatter; keep renderings deterministic (no dates, no addresses).
public final class Timeline: @unchecked Sendable {
    /// One heading and what happened under it.
    private struct Step {
        let heading: String
        var notes: [String] = []
        /// Rendered values per observed output, indexed like `labels`.
        var values: [Int: [String]] = [:]
    }

    /// The observed outputs' labels, the steps so far, and the subscriptions feeding them.
    private struct Recording {
        var labels: [String] = []
        var steps: [Step] = []
        var cancellables: [AnyCancellable] = []

        /// The step changes go under: the last one, or an `observe` step when there is none yet.
        var currentStep: Int {
            mutating get {
                if steps.isEmpty { steps.append(Step(heading: "observe")) }
                return steps.count - 1
            }
        }

        /// Adds an output under the current step and returns its index.
        mutating func addLabel(_ label: String) -> Int {
            _ = currentStep
            labels.append(label)
            return labels.count - 1
        }
    }

    private let recording = Locked(Recording())

    /// Creates an empty timeline.
    public init() {}

    /// The timeline as text: one `▸` line per step, each output change indented below it.
    /// Read it on the main actor when the timeline follows `@Observable` models, so the last
    /// values they took are recorded first.
    ///
    /// Within a step, outputs are listed in the order they were observed and
    /// each output's values in the order they arrived. The interleaving of
    /// *different* outputs inside one step is deliberately not recorded: it
    /// depends on subscriber order inside Combine, which is unspecified (and
    /// varies from run to run under OpenCombine).
    public var text: String {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { flushObservedValues() }
        }
        let (labels, steps) = recording.withLock { ($0.labels, $0.steps) }
        var lines: [String] = []
        for step in steps {
            lines.append("▸ \(step.heading)")
            lines += step.notes.map { "  # \($0)" }
            for (index, label) in labels.enumerated() {
                lines += (step.values[index] ?? []).map { "  \(label): \($0)" }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Records every value of `publisher` under `label`, rendered by `format`.
    ///
    /// Values a publisher emits on subscription (a `@Published` output's
    /// current value) appear under an `▸ observe` heading.
    public func observe<P: Publisher>(
        _ label: String,
        _ publisher: P,
        format: @escaping (P.Output) -> String = { String(describing: $0) }
    ) {
        let index = recording.withLock { $0.addLabel(label) }
        let cancellable = publisher.sink(
            receiveCompletion: { [weak self] completion in
                switch completion {
                case .finished: self?.record("finished", for: index)
                case .failure(let error): self?.record("failed \(error)", for: index)
                }
            },
            receiveValue: { [weak self] value in self?.record(format(value), for: index) }
        )
        recording.withLock { $0.cancellables.append(cancellable) }
    }

    /// Records every value `read` takes under `label`, rendered by `format`: an output of an
    /// `@Observable` ViewModel, followed through Observation tracking, with the same text as a
    /// `@Published` output gives.
    ///
    /// ```swift
    /// timeline.observe("rows", observing: { viewModel.entries }) { $0.map(\.title).description }
    /// ```
    ///
    /// Each mutation's value is recorded, under the step that made it. One difference from
    /// `@Published`: setting a property to the value it already has is no change under
    /// Observation, so it records nothing.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public func observe<Value>(
        _ label: String,
        observing read: @escaping @MainActor () -> Value,
        format: @escaping (Value) -> String = { String(describing: $0) }
    ) {
        let index = recording.withLock { $0.addLabel(label) }
        let tracker = ObservationTracker(read) { [weak self] value in self?.record(format(value), for: index) }
        recording.withLock { $0.cancellables.append(AnyCancellable { MainActor.assumeIsolated { tracker.cancel() } }) }
    }

    /// Records the values Observation-tracked outputs left since they last changed.
    @MainActor
    public func flushObservedValues() {
        // Every tracker holding a value registers it with PendingObservations, which the
        // Recorder also drains before a read: one mechanism for both.
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            PendingObservations.deliver()
        }
        #endif
    }

    /// Records an input (or any event the test causes) and runs it; output changes it causes appear below it.
    public func step(_ description: String, _ action: () throws -> Void) rethrows {
        begin(description)
        try action()
    }

    /// Records an asynchronous input and awaits it.
    ///
    /// The step runs on the caller's actor, so a `@MainActor` test can drive a ViewModel and
    /// capture main-actor state (a test scheduler, a fake) in `action`.
    public func step(
        _ description: String,
        isolation: isolated (any Actor)? = #isolation,
        _ action: () async throws -> Void
    ) async rethrows {
        begin(description)
        try await action()
    }

    /// Adds a comment under the current step, to make the scenario easier to read.
    public func note(_ text: String) {
        recording.withLock { recording in
            let step = recording.currentStep
            recording.steps[step].notes.append(text)
        }
    }

    /// Stops observing every publisher.
    public func cancel() {
        let cancellables = recording.withLock { recording in
            defer { recording.cancellables = [] }
            return recording.cancellables
        }
        // Cancelled with the lock released: a cancellation may deliver a last value.
        cancellables.forEach { $0.cancel() }
    }

    private func begin(_ heading: String) {
        // What Observation-tracked outputs last took belongs to the step before this one.
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { flushObservedValues() }
        }
        recording.withLock { $0.steps.append(Step(heading: heading)) }
    }

    private func record(_ rendered: String, for index: Int) {
        recording.withLock { recording in
            let step = recording.currentStep
            recording.steps[step].values[index, default: []].append(rendered)
        }
    }
}
