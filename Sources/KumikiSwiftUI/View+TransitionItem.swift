#if canImport(SwiftUI)
import Kumiki
import SwiftUI

extension View {
    /// Performs `navigate` for every transition item a ViewModel publishes as state
    /// (`@Published var transitionItem: Item?`), then lets the ViewModel clear it.
    ///
    /// Navigation belongs to whoever owns the `NavigationStack` path or the
    /// `UINavigationController`; the screen only forwards the item to an injected closure,
    /// as minne's views do with their `pushAction`:
    ///
    /// ```swift
    /// RankingView(viewModel: viewModel)
    ///     .onTransitionItem(viewModel.$transitionItem, didFinish: viewModel.transitionDidFinish) {
    ///         switch $0 { case .novel(let novel): push(.novel(novel)) }
    ///     }
    /// ```
    ///
    /// `nil` values are skipped, and `didFinish` runs after `navigate`, so the same item
    /// selected twice navigates twice.
    public func onTransitionItem<Item, Items: Publisher>(
        _ items: Items,
        didFinish: @escaping () -> Void = {},
        navigate: @escaping (Item) -> Void
    ) -> some View where Items.Output == Item?, Items.Failure == Never {
        onReceive(items.compactMap { $0 }) { item in
            navigate(item)
            didFinish()
        }
    }

    /// Performs `navigate` for every transition item a ViewModel publishes as an event
    /// (an Inputs/Outputs ViewModel's `transitionItem` output, never replayed).
    public func onTransitionItem<Items: Publisher>(
        _ items: Items,
        navigate: @escaping (Items.Output) -> Void
    ) -> some View where Items.Failure == Never {
        onReceive(items, perform: navigate)
    }
}
#endif
