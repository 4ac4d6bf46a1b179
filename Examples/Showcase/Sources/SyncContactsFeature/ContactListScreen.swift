import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// Sync's contact list, UIKit style: binds the outputs of
/// ``ContactListViewModel`` one by one and calls its inputs.
@MainActor
final class ContactListScreen: ScreenController {
    private let viewModel: ContactListViewModel
    private var contacts: [Contact] = []
    private var flags = ListViewFlags(showsNoDataView: true)
    private var errorMessage: String?
    private var offlineNotice: String?
    private var cursor = ListCursor()
    private var hasLoaded = false
    private var subscriptions: Set<AnyCancellable> = []
    private let redraw = PassthroughSubject<Void, Never>()
    var navigate: (ScreenCommand) -> Void = { _ in }

    init(viewModel: ContactListViewModel) {
        self.viewModel = viewModel
        let outputs = viewModel.outputs
        outputs.contacts.sink { [weak self] in self?.contacts = $0; self?.redraw.send(()) }.store(in: &subscriptions)
        outputs.flags.sink { [weak self] in self?.flags = $0; self?.redraw.send(()) }.store(in: &subscriptions)
        outputs.errorMessage.sink { [weak self] in self?.errorMessage = $0; self?.redraw.send(()) }.store(in: &subscriptions)
        outputs.offlineNotice.sink { [weak self] in self?.offlineNotice = $0; self?.redraw.send(()) }.store(in: &subscriptions)
        outputs.transitionItem
            .sink { [weak self] item in
                if case .conversation(let contact) = item { self?.navigate(.push(.conversation(contact))) }
            }
            .store(in: &subscriptions)
    }

    var title: String { "Sync 連絡先" }
    var hints: String { "↑↓ 移動  Enter 会話  u 更新  r 再試行" }
    var changes: AnyPublisher<Void, Never> { redraw.eraseToAnyPublisher() }

    func appear() {
        guard !hasLoaded else { return }
        hasLoaded = true
        viewModel.inputs.viewDidLoad()
    }

    func draw(in canvas: inout Canvas, area: ScreenArea) {
        guard let rows = ListStatusView.draw(
            flags, errorMessage: errorMessage, emptyText: "連絡先はまだありません", notice: offlineNotice, area: area, canvas: &canvas) else { return }
        let contacts = self.contacts
        ListRows.draw(count: contacts.count, cursor: &cursor, area: rows, canvas: &canvas) { index in
            "\(DisplayWidth.pad(contacts[index].name, to: 14)) \(DisplayWidth.pad(contacts[index].company, to: 17)) \(contacts[index].title)"
        }
    }

    func handle(_ key: Key) -> ScreenCommand {
        switch key {
        case .up: cursor.move(-1, count: contacts.count)
        case .down: cursor.move(1, count: contacts.count)
        case .enter: viewModel.inputs.contactDidSelect(at: cursor.selected)
        case .text("u"): viewModel.inputs.pullToRefresh()
        case .text("r"): viewModel.inputs.retryButtonDidTap()
        default: return .unhandled
        }
        return .handled
    }
}
