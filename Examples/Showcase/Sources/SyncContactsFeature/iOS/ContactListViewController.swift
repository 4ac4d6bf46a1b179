#if canImport(UIKit)
import Kumiki
import KumikiUIKit
import ShowcaseDomain
import ShowcaseUIComponents
import UIKit

/// Sync's contact list in UIKit: a `UITableView` whose controller is its data
/// source and delegate, bound to the Inputs/Outputs `ContactListViewModel`, with one
/// `ContactCellViewModel` per row (made by the list's ViewModel) observing its conversation and
/// loading its avatar only while on screen.
final class ContactListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let viewModel: ContactListViewModel
    private let openConversation: (Contact) -> Void

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let emptyLabel = ListScreenLayout.makeLabel("連絡先はまだありません")
    private let retryView = UIStackView()
    private let retryLabel = ListScreenLayout.makeLabel()
    private let retryButton = UIButton(type: .system)
    private let inlineErrorButton = UIButton(type: .system)

    private var contacts: [Contact] = []
    private var cancellables: Set<AnyCancellable> = []

    init(viewModel: ContactListViewModel, openConversation: @escaping (Contact) -> Void) {
        self.viewModel = viewModel
        self.openConversation = openConversation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "連絡先"
        view.backgroundColor = .systemBackground
        layoutViews()
        bindViewModel()
        viewModel.inputs.viewDidLoad()
    }

    private func layoutViews() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.refreshControl = refreshControl
        refreshControl.addAction(UIAction { [viewModel] _ in viewModel.inputs.pullToRefresh() }, for: .valueChanged)

        retryButton.setTitle("再試行", for: .normal)
        retryView.axis = .vertical
        retryView.spacing = 12
        retryView.addArrangedSubview(retryLabel)
        retryView.addArrangedSubview(retryButton)
        inlineErrorButton.backgroundColor = .secondarySystemBackground

        ListScreenLayout.install(
            list: tableView, fullScreenIndicator: spinner, noData: emptyLabel, retry: retryView, inlineError: inlineErrorButton, in: view
        )
    }

    private func bindViewModel() {
        let outputs = viewModel.outputs
        outputs.flags
            .bind(to: ListStateViews(
                list: tableView,
                noData: emptyLabel,
                fullScreenIndicator: spinner,
                retry: retryView,
                inlineIndicator: refreshControl,
                inlineError: inlineErrorButton
            ))
            .store(in: &cancellables)
        outputs.errorMessage.bind(to: retryLabel).store(in: &cancellables)
        outputs.errorMessage
            .sink { [weak self] message in
                MainActor.assumeIsolated { self?.inlineErrorButton.setTitle(message.map { "\($0)（タップで再試行）" }, for: .normal) }
            }
            .store(in: &cancellables)
        // Saved contacts shown offline: said above the title, with their age.
        outputs.offlineNotice
            .sink { [weak self] notice in
                MainActor.assumeIsolated { self?.navigationItem.prompt = notice }
            }
            .store(in: &cancellables)
        outputs.contacts
            .sink { [weak self] contacts in
                MainActor.assumeIsolated { self?.show(contacts) }
            }
            .store(in: &cancellables)
        outputs.transitionItem
            .sink { [weak self] item in
                MainActor.assumeIsolated {
                    switch item {
                    case .conversation(let contact):
                        self?.openConversation(contact)
                    }
                }
            }
            .store(in: &cancellables)
        for button in [retryButton, inlineErrorButton] {
            button.publisher(for: .primaryActionTriggered)
                .sink { [viewModel] _ in viewModel.inputs.retryButtonDidTap() }
                .store(in: &cancellables)
        }
    }

    private func show(_ contacts: [Contact]) {
        self.contacts = contacts
        tableView.reloadData()
    }

    private func cellViewModel(at indexPath: IndexPath) -> ContactCellViewModel {
        viewModel.outputs.cellViewModel(for: contacts[indexPath.row])
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        (cell as? ContactCell)?.configure(with: cellViewModel(at: indexPath))
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard contacts.indices.contains(indexPath.row) else { return }
        cellViewModel(at: indexPath).willDisplay()
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        (cell as? ContactCell)?.viewModel?.didEndDisplaying()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.inputs.contactDidSelect(at: indexPath.row)
    }
}
#endif
