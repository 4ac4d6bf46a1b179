import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The shell's tab state: which tab is selected, and each tab's stack of screens (its first
/// screen at the bottom), made on demand by the resolver.
@MainActor
struct NavigationStacks {
    private let resolver: ScreenResolver
    private var stacks: [ShowcaseTab: [any ScreenController]] = [:]
    /// The tab on screen.
    private(set) var selectedTab: ShowcaseTab
    /// Called with every screen made, before it appears: the shell wires its navigation.
    private let prepare: (any ScreenController) -> Void

    init(resolver: ScreenResolver, prepare: @escaping (any ScreenController) -> Void) {
        self.resolver = resolver
        self.prepare = prepare
        selectedTab = resolver.tabs.first ?? ShowcaseTab(id: "none", title: "—")
    }

    /// The tabs, in order.
    var tabs: [ShowcaseTab] { resolver.tabs }

    /// The current tab's screens, bottom first.
    var currentStack: [any ScreenController] { stacks[selectedTab] ?? [] }

    /// The screen on top of the current tab, made if the tab has none yet.
    mutating func visibleScreen() -> any ScreenController {
        if let top = stacks[selectedTab]?.last { return top }
        let root = make(resolver.rootScreen(for: selectedTab))
        stacks[selectedTab] = [root]
        return root
    }

    /// Selects `tab`, keeping its stack.
    mutating func select(_ tab: ShowcaseTab) {
        selectedTab = tab
    }

    /// The tab `step` places after (or before) the current one, wrapping around.
    func tab(movingBy step: Int) -> ShowcaseTab {
        let tabs = self.tabs
        guard !tabs.isEmpty else { return selectedTab }
        let index = tabs.firstIndex(of: selectedTab) ?? 0
        return tabs[(index + step + tabs.count) % tabs.count]
    }

    /// Replaces `target`'s tab stack with its first screen and the target's routes, selects it, and
    /// returns the new stack, bottom first.
    mutating func open(_ target: ShowcaseNavigationTarget) -> [any ScreenController] {
        selectedTab = target.tab
        let stack = [make(resolver.rootScreen(for: target.tab))] + target.stack.map { make(resolver.screen(for: $0)) }
        stacks[target.tab] = stack
        return stack
    }

    /// Pushes the screen for `route` on the current tab and returns it.
    mutating func push(_ route: ShowcaseRoute) -> any ScreenController {
        _ = visibleScreen()
        let screen = make(resolver.screen(for: route))
        stacks[selectedTab, default: []].append(screen)
        return screen
    }

    /// Pops the current tab's top screen, unless it is the first; returns whether it did.
    mutating func pop() -> Bool {
        guard currentStack.count > 1 else { return false }
        stacks[selectedTab]?.removeLast()
        return true
    }

    private func make(_ screen: any ScreenController) -> any ScreenController {
        prepare(screen)
        return screen
    }
}
