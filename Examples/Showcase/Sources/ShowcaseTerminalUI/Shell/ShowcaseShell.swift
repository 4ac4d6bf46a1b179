import Foundation
import Kumiki

/// The terminal front end's shell: a tab per feature, a navigation stack per tab driven
/// by the screens' transitions, the tab bar, the status line (hints, toasts, launch
/// notes) and alerts drawn over the screen. It draws frames; a runner shows them on a
/// terminal or prints them (scripted mode).
@MainActor
public final class ShowcaseShell {
    /// The tab on screen.
    public private(set) var selectedTab: ShowcaseTab = .narouRanking
    /// Whether the user asked to quit (Ctrl-C).
    public private(set) var isFinished = false

    private let factory: any ShowcaseScreenFactory
    private var stacks: [ShowcaseTab: [any ScreenController]] = [:]
    private var notes: [String]
    private let redrawSubject = PassthroughSubject<Void, Never>()
    private var visibleSubscription: AnyCancellable?

    /// Creates the shell; `notes` show in the status line until the first key.
    public init(factory: any ShowcaseScreenFactory, notes: [String] = []) {
        self.factory = factory
        self.notes = notes
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
            select(.narouRanking)
        }
    }

    /// Opens the screens a link or a push notification names, on a fresh stack.
    public func open(_ target: ShowcaseNavigationTarget) {
        selectedTab = target.tab
        stacks[target.tab] = [makeRoot(target.tab)]
        for destination in target.stack {
            stacks[target.tab, default: []].append(makeScreen(destination))
        }
        // Every screen on the stack appears once, bottom first, as a pushed stack would.
        for screen in stacks[target.tab] ?? [] { screen.appear() }
        visibleDidChange()
    }

    /// The screen on top of the current tab.
    var visibleScreen: any ScreenController {
        if let top = stacks[selectedTab]?.last { return top }
        let root = makeRoot(selectedTab)
        stacks[selectedTab] = [root]
        return root
    }

    /// How deep the current tab's stack is.
    public var depth: Int {
        stacks[selectedTab]?.count ?? 0
    }

    /// Handles a key: the visible screen first, then the shell (Tab, Shift-Tab, Esc, Ctrl-C).
    public func handle(_ key: Key) {
        notes = []
        if key == .interrupt {
            isFinished = true
            return
        }
        let command = visibleScreen.handle(key)
        switch command {
        case .unhandled:
            switch key {
            case .tab: select(next(after: selectedTab, by: 1))
            case .backTab: select(next(after: selectedTab, by: -1))
            case .escape: perform(.pop)
            default: break
            }
        default:
            perform(command)
        }
        redrawSubject.send(())
    }

    /// Carries out a screen's command; screens call this for transitions their ViewModels make.
    func perform(_ command: ScreenCommand) {
        switch command {
        case .push(let destination):
            let screen = makeScreen(destination)
            stacks[selectedTab, default: [makeRoot(selectedTab)]].append(screen)
            screen.appear()
            visibleDidChange()
        case .pop:
            guard depth > 1 else { return }
            stacks[selectedTab]?.removeLast()
            visibleScreen.appear()
            visibleDidChange()
        case .handled, .unhandled:
            break
        }
    }

    /// The frame for a terminal of `width` × `height`.
    public func render(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard height >= 6, width >= 20 else {
            canvas.write("端末が小さすぎます", row: 0, column: 0)
            return canvas
        }
        var column = 0
        for tab in ShowcaseTab.allCases {
            column += SegmentLabel.draw(tab.title, isSelected: tab == selectedTab, row: 0, column: column, canvas: &canvas)
        }
        let screen = visibleScreen
        let crumbs = (stacks[selectedTab] ?? []).map(\.title).joined(separator: " › ")
        canvas.write(crumbs, row: 1, column: 1, style: .bold, maxWidth: width - 2)
        canvas.rule(row: 2)
        screen.draw(in: &canvas, area: ScreenArea(top: 3, left: 0, width: width, height: height - 5))
        canvas.rule(row: height - 2)
        if let message = notes.first ?? screen.toast {
            canvas.write(message, row: height - 1, column: 1, style: .bold, maxWidth: width - 2)
        } else {
            let hints = [screen.hints, depth > 1 ? "Esc 戻る" : "", "Tab タブ", "Ctrl-C 終了"].filter { !$0.isEmpty }
            canvas.write(hints.joined(separator: "  "), row: height - 1, column: 1, style: .dim, maxWidth: width - 2)
        }
        if let alert = screen.alert {
            draw(alert, in: &canvas)
        }
        return canvas
    }

    // MARK: Private

    private func select(_ tab: ShowcaseTab) {
        selectedTab = tab
        visibleScreen.appear()
        visibleDidChange()
    }

    private func next(after tab: ShowcaseTab, by step: Int) -> ShowcaseTab {
        let tabs = ShowcaseTab.allCases
        let index = tabs.firstIndex(of: tab) ?? 0
        return tabs[(index + step + tabs.count) % tabs.count]
    }

    private func visibleDidChange() {
        visibleSubscription = visibleScreen.changes.sink { [weak self] in self?.redrawSubject.send(()) }
        redrawSubject.send(())
    }

    private func bind(_ screen: any ScreenController) -> any ScreenController {
        screen.navigate = { [weak self] command in
            self?.perform(command)
            self?.redrawSubject.send(())
        }
        return screen
    }

    private func makeRoot(_ tab: ShowcaseTab) -> any ScreenController {
        switch tab {
        case .narouRanking: return bind(RankingScreen(viewModel: factory.makeRankingViewModel()))
        case .narouSearch: return bind(NovelSearchScreen(viewModel: factory.makeNovelSearchViewModel()))
        case .readingList: return bind(ReadingListScreen(viewModel: factory.makeReadingListViewModel()))
        case .minneProducts: return bind(ProductListScreen(viewModel: factory.makeProductListViewModel()))
        case .shopSettings: return bind(ShopSettingsScreen())
        case .syncContacts: return bind(ContactListScreen(viewModel: factory.makeContactListViewModel()))
        case .signUp: return bind(SignUpScreen(viewModel: factory.makeSignUpViewModel()))
        case .newsFeed: return bind(NewsFeedScreen(store: factory.makeNewsFeedStore()))
        }
    }

    private func makeScreen(_ destination: ShowcaseDestination) -> any ScreenController {
        switch destination {
        case .novelDetail(let ncode, let novel):
            return bind(NovelDetailScreen(viewModel: factory.makeNovelDetailViewModel(ncode: ncode, novel: novel)))
        case .productDetail(let id, let product):
            return bind(ProductDetailScreen(viewModel: factory.makeProductDetailViewModel(productID: id, product: product)))
        case .freeShippingSetting:
            return bind(FreeShippingSettingScreen(viewModel: factory.makeFreeShippingSettingViewModel()))
        case .conversation(let contact):
            return bind(ConversationScreen(viewModel: factory.makeConversationViewModel(contact: contact)))
        case .welcome(let email):
            return bind(WelcomeScreen(email: email))
        case .web(let url, let title):
            return bind(WebPageScreen(url: url, title: title))
        }
    }

    private func draw(_ alert: AlertModel, in canvas: inout Canvas) {
        let width = min(canvas.width - 4, 56)
        let message = DisplayWidth.wrap(alert.message, to: width - 4)
        let height = message.count + 6
        let top = max(0, (canvas.height - height) / 2)
        let left = max(0, (canvas.width - width) / 2)
        for row in top..<(top + height) {
            canvas.write(String(repeating: " ", count: width), row: row, column: left)
        }
        canvas.write("┌" + String(repeating: "─", count: width - 2) + "┐", row: top, column: left)
        canvas.write("└" + String(repeating: "─", count: width - 2) + "┘", row: top + height - 1, column: left)
        for row in (top + 1)..<(top + height - 1) {
            canvas.write("│", row: row, column: left)
            canvas.write("│", row: row, column: left + width - 1)
        }
        canvas.write(alert.title, row: top + 1, column: left + 2, style: .bold, maxWidth: width - 4)
        for (offset, line) in message.enumerated() {
            canvas.write(line, row: top + 3 + offset, column: left + 2)
        }
        var column = left + 1
        for (index, button) in alert.buttons.enumerated() {
            column += ButtonLabel.draw(button, isFocused: index == alert.selectedButton, row: top + height - 2, column: column, canvas: &canvas) + 1
        }
    }
}
