import Foundation

/// Runs effects for a store: turns each ``Effect`` into a subscription,
/// feeds the actions it produces back on the main actor, keeps the
/// cancellation registry, and counts the effects still running.
///
/// `Store` and the testing kit's `TestStore` each hold one, so effects behave
/// identically in the app and in tests.
@MainActor
@usableFromInline
package final class EffectRunner<Action> {
    private let send: @MainActor (Action) -> Void
    private let onInFlightCountChange: @Sendable (Int) -> Void
    private var running: [UUID: AnyCancellable] = [:]
    private let cancellation = CancellationRegistry()

    /// Creates a runner that delivers effect actions to `send`.
    package init(
        send: @escaping @MainActor (Action) -> Void,
        onInFlightCountChange: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.send = send
        self.onInFlightCountChange = onInFlightCountChange
    }

    /// How many effects started by ``run(_:)`` have not finished or been cancelled.
    package var inFlightCount: Int { running.count }

    /// Starts `effect`.
    @usableFromInline
    package func run(_ effect: Effect<Action>) {
        if case .none = effect.operation { return }
        let id = UUID()
        let completion = CompletionFlag()
        let cancellable = subscribe(to: publisher(for: effect), id: id, completion: completion)
        if !completion.isSet {
            running[id] = cancellable
            onInFlightCountChange(running.count)
        }
    }

    /// Subscribes from a nonisolated context on purpose: a closure formed on the
    /// main actor and handed to (OpenCombine's) `sink` gets a main-actor check
    /// that traps when an effect delivers on another thread. These closures hop
    /// to the main actor explicitly instead.
    nonisolated private func subscribe(
        to publisher: AnyPublisher<Action, Never>,
        id: UUID,
        completion: CompletionFlag
    ) -> AnyCancellable {
        publisher.sink(
            receiveCompletion: { [weak self] _ in
                completion.set()
                self?.onMainActor { $0.finish(id) }
            },
            receiveValue: { [weak self] action in
                // Actions need not be Sendable; they are only ever handed to the main actor here.
                nonisolated(unsafe) let action = action
                self?.onMainActor { $0.send(action) }
            }
        )
    }

    /// Cancels every running effect.
    package func cancelAll() {
        let all = running
        running = [:]
        all.values.forEach { $0.cancel() }
        onInFlightCountChange(0)
    }

    private func finish(_ id: UUID) {
        guard running.removeValue(forKey: id) != nil else { return }
        onInFlightCountChange(running.count)
    }

    /// Runs `body` on the main actor: at once on the main thread, otherwise on
    /// the main queue, so an effect that forgot `receive(on:)` cannot race the store.
    nonisolated private func onMainActor(_ body: @escaping @MainActor (EffectRunner) -> Void) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { body(self) }
        } else {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    if let self { body(self) }
                }
            }
        }
    }

    nonisolated private func publisher(for effect: Effect<Action>) -> AnyPublisher<Action, Never> {
        switch effect.operation {
        case .none:
            return Empty().eraseToAnyPublisher()
        case .publisher(let publisher):
            return publisher
        case .run(let priority, let body):
            return Deferred { () -> AnyPublisher<Action, Never> in
                // Only the effect's task (on the main actor) sends to this subject.
                nonisolated(unsafe) let subject = PassthroughSubject<Action, Never>()
                let task = TaskHolder()
                return subject
                    .handleEvents(
                        receiveSubscription: { _ in
                            task.start(priority: priority) {
                                await body(Send { subject.send($0) })
                                subject.send(completion: .finished)
                            }
                        },
                        receiveCancel: { task.cancel() }
                    )
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
        case .cancellable(let id, let cancelInFlight, let inner):
            let registry = cancellation
            let innerPublisher = publisher(for: inner)
            return Deferred { () -> AnyPublisher<Action, Never> in
                if cancelInFlight { registry.cancel(id: id) }
                return innerPublisher
                    .prefix(untilOutputFrom: registry.signal(for: id))
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
        case .cancel(let id):
            let registry = cancellation
            return Deferred { () -> Empty<Action, Never> in
                registry.cancel(id: id)
                return Empty()
            }
            .eraseToAnyPublisher()
        case .merge(let effects):
            return Publishers.MergeMany(effects.map { publisher(for: $0) }).eraseToAnyPublisher()
        case .concatenate(let effects):
            guard let first = effects.first else { return Empty().eraseToAnyPublisher() }
            return effects.dropFirst().reduce(publisher(for: first)) { chain, next in
                // Deferred so that the next effect starts (and, say, cancels in flight) only when its turn comes.
                let nextPublisher = publisher(for: next)
                return chain.append(Deferred { nextPublisher }).eraseToAnyPublisher()
            }
        }
    }
}

/// Whether an effect's publisher completed, possibly before `sink` returned.
private final class CompletionFlag: Sendable {
    private let value = Locked(false)

    var isSet: Bool {
        value.current
    }

    func set() {
        value.withLock { $0 = true }
    }
}

/// The cancellation signals of one runner, keyed by effect identifier.
///
/// Cancelling sends on the identifier's signal; every running effect marked
/// with it ends through `prefix(untilOutputFrom:)`, while effects marked
/// later are unaffected because a subject does not replay.
private final class CancellationRegistry: @unchecked Sendable {
    private let signals = Locked<[AnyHashable: PassthroughSubject<Void, Never>]>([:])

    func signal(for id: AnyHashable) -> PassthroughSubject<Void, Never> {
        signals.withLock { signals in
            if let signal = signals[id] { return signal }
            let signal = PassthroughSubject<Void, Never>()
            signals[id] = signal
            return signal
        }
    }

    func cancel(id: AnyHashable) {
        // Sent with the lock released: an effect ending on the signal may start another.
        signals.withLock { $0[id] }?.send(())
    }
}

/// The task behind one `.run` effect, started on subscription and cancelled with it.
private final class TaskHolder: Sendable {
    /// The task once started, and whether cancelling came first (then it never starts).
    private let state = Locked<(task: Task<Void, Never>?, isCancelled: Bool)>((nil, false))

    func start(priority: TaskPriority?, _ body: @escaping @MainActor @Sendable () async -> Void) {
        state.withLock { state in
            guard !state.isCancelled else { return }
            state.task = Task(priority: priority) { @MainActor in await body() }
        }
    }

    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }
}
