import Foundation

/// Gives a type the scheduler on which it delivers output to the View layer.
///
/// Production code uses `DispatchQueue.main`; tests inject a `TestScheduler`
/// (or `ImmediateScheduler`) from combine-schedulers so that `debounce`,
/// `delay` and `receive(on:)` run under virtual time without sleeping:
///
/// ```swift
/// repository.search(query)
///     .receive(on: dependency.mainScheduler)
///     .sink { [weak self] in self?.results = $0 }
/// ```
///
/// On Linux a `@MainActor` type must receive on the main queue before `sink`;
/// routing every output through this scheduler satisfies that rule.
public protocol HasMainScheduler {
    /// The scheduler for View-facing output; `DispatchQueue.main` in production.
    var mainScheduler: AnySchedulerOf<DispatchQueue> { get }
}
