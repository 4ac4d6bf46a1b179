import Foundation
import Kumiki
#if canImport(Observation)
import Observation
#endif
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// The terminal front end's shell: the features the App registered as tabs, a navigation
/// stack per tab driven by the screens' commands, and a frame drawn on demand. It routes
/// keys (the visible screen first, then Tab, Shift-Tab, Esc and Ctrl-C); the tab state lives
/// in ``NavigationStacks`` and the drawing in ``ShellRenderer``. A runner shows its frames on
/// a terminal or prints them (scripted mode).
@MainActor
public final class ShowcaseShell {
    /// Whether the user asked to quit (Ctrl-C).
    public private(set) var isFinished = false

    private var navigation: NavigationStacks
    private var notes: [String]
    private let redrawSubject = PassthroughSubject<Void, Never>()
    private var visibleSubscription: AnyCancellable?

    /// Creates the shell over `features`, in tab order; `notes` (a replaced or read-only
    /// database) show in the status line, one at a time, on every screen until Esc dismisses each.
    public init(features: [any ShowcaseFeature], notes: [String] = []) {
        self.notes = notes
        let performer = CommandPerformer()
        navigation = NavigationStacks(resolver: ScreenResolver(features: features)) { screen in
            screen.navigate = { command in performer.perform?(command) }
        }
        performer.perform = { [weak self] command in
            self?.perform(command)
            self?.redrawSubject.send(())
        }
    }

    /// The tab on screen.
    public var selectedTab: ShowcaseTab {
        navigation.selectedTab
    }

    /// The tabs, in order.
    public var tabs: [ShowcaseTab] {
        navigation.tabs
    }

    /// Fires whenever the visible screen's outputs change, or navigation happens: time to draw.
    public var redraws: AnyPublisher<Void, Never> {
        redrawSubject.eraseToAnyPublisher()
    }

    /// Shows the first tab (or `target`, from a link).
    public func start(at target: ShowcaseNavigationTarget? = nil) {
        if let target {
            open(target)
        } else {
            select(navigation.selectedTab)
        }
    }

    /// Opens the screens a link or a push notification names, on a fresh stack.
    public func open(_ target: ShowcaseNavigationTarget) {
        // Every screen on the stack appears once, bottom first, as a pushed stack would.
        for screen in navigation.open(target) { screen.appear() }
        visibleDidChange()
    }

    /// How deep the current tab's stack is.
    public var depth: Int {
        navigation.currentStack.count
    }

    /// Handles a key: the visible screen first, then the shell (Tab, Shift-Tab, Esc, Ctrl-C).
    public func handle(_ key: Key) {
        if key == .escape, !notes.isEmpty {
            // A launch note stays until it is dismissed, whichever tab the user starts on.
            notes.removeFirst()
            redrawSubject.send(())
            return
        }
        if key == .interrupt {
            isFinished = true
            return
        }
        let command = navigation.visibleScreen().handle(key)
        switch command {
        case .unhandled:
            switch key {
            case .tab: select(navigation.tab(movingBy: 1))
            case .backTab: select(navigation.tab(movingBy: -1))
            case .escape: perform(.pop)
            default: break
            }
        default:
            perform(command)
        }
        redrawSubject.send(())
    }

    /// The frame for a terminal of `width` × `height`.
    public func render(width: Int, height: Int) -> Canvas {
        _ = navigation.visibleScreen()
        let draw = {
            ShellRenderer.render(
                tabs: self.navigation.tabs, selectedTab: self.navigation.selectedTab, stack: self.navigation.currentStack,
                note: self.notes.first.map { "\($0)（Esc で閉じる）" },
                width: width, height: height)
        }
        #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            // An @Observable ViewModel has no objectWillChange to follow: as SwiftUI does, the
            // shell draws under Observation tracking and redraws when a property the frame read
            // changes.
            return withObservationTracking(draw) { [weak self] in
                Task { @MainActor in self?.redrawSubject.send(()) }
            }
        }
        #endif
        return draw()
    }

    /// Carries out a screen's command: a push, a pop.
    private func perform(_ command: ScreenCommand) {
        switch command {
        case .push(let route):
            navigation.push(route).appear()
            visibleDidChange()
        case .pop:
            guard navigation.pop() else { return }
            navigation.visibleScreen().appear()
            visibleDidChange()
        case .handled, .unhandled:
            break
        }
    }

    private func select(_ tab: ShowcaseTab) {
        navigation.select(tab)
        navigation.visibleScreen().appear()
        visibleDidChange()
    }

    private func visibleDidChange() {
        visibleSubscription = navigation.visibleScreen().changes.sink { [weak self] in self?.redrawSubject.send(()) }
        redrawSubject.send(())
    }
}

/// Hands screens' commands to the shell once it exists: the navigation state is made in the
/// shell's initializer, before the shell can be captured.
@MainActor
private final class CommandPerformer {
    var perform: ((ScreenCommand) -> Void)?
}
