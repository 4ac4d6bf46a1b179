/// The work a reducer starts, whose results come back as actions: nothing,
/// an async operation, a publisher, or a combination of them, optionally
/// cancellable by an identifier.
///
/// ```swift
/// case .onAppear:
///     state.isLoading = true
///     return .run { send in
///         let articles = try await repository.articles()
///         await send(.articlesLoaded(articles))
///     } catch: { error, send in
///         await send(.articlesFailed(error.localizedDescription))
///     }
///     .cancellable(id: CancelID.load, cancelInFlight: true)
///
/// case .onDisappear:
///     return .cancel(id: CancelID.load)
/// ```
public struct Effect<Action> {
    @usableFromInline
    indirect enum Operation {
        case none
        case publisher(AnyPublisher<Action, Never>)
        case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
        case cancellable(id: AnyHashable, cancelInFlight: Bool, Effect<Action>)
        case cancel(id: AnyHashable)
        case merge([Effect<Action>])
        case concatenate([Effect<Action>])
    }

    @usableFromInline let operation: Operation
    /// What `forEach` reducers did to their collections while making this effect; see ``CollectionChange``.
    @usableFromInline let changes: [CollectionChange]

    @usableFromInline
    init(operation: Operation, changes: [CollectionChange] = []) {
        self.operation = operation
        self.changes = changes
    }

    /// No work.
    public static var none: Effect { Effect(operation: .none) }

    /// Runs `operation` in a task; it sends actions back with `send`.
    ///
    /// If it throws and `handler` is given, the handler runs (and may send an
    /// action); without a handler a thrown error is ignored, so prefer to
    /// handle failures explicitly. Cancelling the effect cancels the task.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (Send<Action>) async throws -> Void,
        catch handler: (@Sendable (any Error, Send<Action>) async -> Void)? = nil
    ) -> Effect {
        Effect(operation: .run(priority) { send in
            do {
                try await operation(send)
            } catch is CancellationError {
                return
            } catch {
                await handler?(error, send)
            }
        })
    }

    /// Feeds every value of `publisher` back as an action.
    ///
    /// Deliver values on the main queue (`.receive(on: dependency.mainScheduler)`);
    /// the store hops to the main queue itself when they arrive elsewhere.
    public static func publisher<P: Publisher>(_ publisher: P) -> Effect where P.Output == Action, P.Failure == Never {
        Effect(operation: .publisher(publisher.eraseToAnyPublisher()))
    }

    /// Sends `action` back to the store at once, without a task.
    public static func send(_ action: Action) -> Effect {
        .publisher(Just(action))
    }

    /// Cancels every running effect marked with `id`.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(operation: .cancel(id: AnyHashable(id)))
    }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: [Effect]) -> Effect {
        combine(effects, into: Operation.merge)
    }

    /// Runs `effects` one after another, each starting when the previous one finished.
    public static func concatenate(_ effects: Effect...) -> Effect {
        concatenate(effects)
    }

    /// Runs `effects` one after another, each starting when the previous one finished.
    public static func concatenate(_ effects: [Effect]) -> Effect {
        combine(effects, into: Operation.concatenate)
    }

    /// `effects` as one, leaving out those that do no work: a merge of nothing is `.none`, which
    /// a store skips outright (a list's row action merges the row's `.none` with the parent's, on
    /// every action).
    private static func combine(_ effects: [Effect], into make: ([Effect]) -> Operation) -> Effect {
        var working: [Effect] = []
        var changes: [CollectionChange] = []
        for effect in effects {
            changes += effect.changes
            if case .none = effect.operation { continue }
            working.append(effect)
        }
        switch working.count {
        case 0: return Effect(operation: .none, changes: changes)
        case 1: return Effect(operation: working[0].operation, changes: changes)
        default: return Effect(operation: make(working), changes: changes)
        }
    }

    /// Marks this effect cancellable with `id`; with `cancelInFlight`, starting
    /// it first cancels any running effect with the same `id`.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        // Nothing to cancel, unless starting it must still cancel what runs under `id`.
        if case .none = operation, !cancelInFlight { return self }
        return Effect(operation: .cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight, self), changes: changes)
    }

    /// Runs this effect and `other` at the same time.
    public func merge(with other: Effect) -> Effect {
        .merge(self, other)
    }

    /// Runs `other` after this effect finishes.
    public func concatenate(with other: Effect) -> Effect {
        .concatenate(self, other)
    }

    /// Transforms the actions this effect sends, to embed a child feature's effect in its parent.
    public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
        Effect<NewAction>(operation: mappedOperation(transform), changes: changes)
    }

    private func mappedOperation<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction>.Operation {
        switch operation {
        case .none:
            return .none
        case .publisher(let publisher):
            return .publisher(publisher.map(transform).eraseToAnyPublisher())
        case .run(let priority, let body):
            return .run(priority) { send in
                await body(Send { action in send(transform(action)) })
            }
        case .cancellable(let id, let cancelInFlight, let effect):
            return .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform))
        case .cancel(let id):
            return .cancel(id: id)
        case .merge(let effects):
            return .merge(effects.map { $0.map(transform) })
        case .concatenate(let effects):
            return .concatenate(effects.map { $0.map(transform) })
        }
    }

    /// This effect with every cancellation identifier it marks or cancels made private to
    /// `scope`: two rows of a list that both mark a load `.cancellable(id: CancelID.load)`
    /// then cancel only their own.
    @usableFromInline
    func scopingCancellation(to scope: AnyHashable) -> Effect {
        switch operation {
        case .none, .publisher, .run:
            return self
        case .cancellable(let id, let cancelInFlight, let effect):
            return Effect(
                operation: .cancellable(
                    id: AnyHashable(ScopedCancelID(scope: scope, id: id)), cancelInFlight: cancelInFlight,
                    effect.scopingCancellation(to: scope)),
                changes: changes)
        case .cancel(let id):
            return Effect(operation: .cancel(id: AnyHashable(ScopedCancelID(scope: scope, id: id))), changes: changes)
        case .merge(let effects):
            return Effect(operation: .merge(effects.map { $0.scopingCancellation(to: scope) }), changes: changes)
        case .concatenate(let effects):
            return Effect(operation: .concatenate(effects.map { $0.scopingCancellation(to: scope) }), changes: changes)
        }
    }

    /// This effect, also telling the store that `change` happened to a collection.
    @usableFromInline
    func noting(_ change: CollectionChange) -> Effect {
        var changes = self.changes
        changes.append(change)
        return Effect(operation: operation, changes: changes)
    }
}

/// A cancellation identifier made private to one child (a row of a list, an optional child).
struct ScopedCancelID: Hashable, @unchecked Sendable {
    let scope: AnyHashable
    let id: AnyHashable
}

/// Sends actions from a `.run` effect back into its store, on the main actor.
@MainActor
public struct Send<Action>: Sendable {
    private let send: @MainActor (Action) -> Void

    /// Creates a sender that calls `send`.
    public init(_ send: @escaping @MainActor (Action) -> Void) {
        self.send = send
    }

    /// Sends `action`; does nothing once the effect has been cancelled.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }
}
