import Foundation
import Kumiki

extension AnyScheduler
where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == DispatchQueue.SchedulerOptions {
    /// The main scheduler for ViewModel tests: work scheduled from the main
    /// queue runs at once (so a test that drives a ViewModel from the main
    /// actor stays synchronous), and work scheduled from any other thread hops
    /// to the main queue first (so a main-actor closure never runs off it).
    /// Delays are ignored, as with `.immediate`.
    ///
    /// ```swift
    /// let viewModel = ProductListViewModel(
    ///     repository: repository,
    ///     dependency: CoreDependencies(mainScheduler: .mainImmediate)
    /// )
    /// ```
    ///
    /// Prefer it to combine-schedulers' `.immediate` whenever the upstream of
    /// a `receive(on:)` may deliver from another thread: Kumiki's `APIClient.request`,
    /// `Paginator` and `CachedResource` deliver from the concurrency pool, and
    /// `.immediate` would then run the ViewModel's main-actor `sink` there
    /// (a trap under Swift 6 on Linux). Values that hop arrive asynchronously:
    /// wait for them with a ``Recorder``. For `debounce` and `delay` under
    /// virtual time, inject a `TestScheduler` instead.
    public static var mainImmediate: Self {
        AnyScheduler(
            minimumTolerance: { .zero },
            now: { DispatchQueue.main.now },
            scheduleImmediately: { _, action in runOnMainQueue(action) },
            delayed: { _, _, _, action in runOnMainQueue(action) },
            interval: { _, _, _, _, action in
                runOnMainQueue(action)
                return AnyCancellable {}
            }
        )
    }
}

/// Runs `action` now when already on the main queue, otherwise on the main queue as soon as possible.
private func runOnMainQueue(_ action: @escaping () -> Void) {
    if MainQueue.isCurrent {
        action()
    } else {
        // The action is only ever run on the main queue, one at a time.
        nonisolated(unsafe) let action = action
        DispatchQueue.main.async { action() }
    }
}
