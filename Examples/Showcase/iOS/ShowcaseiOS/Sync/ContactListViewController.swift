import Kumiki
import KumikiUIKit
import ShowcaseDomain
import SyncContactsFeature
import UIKit

/// Sync's contact list (seed 005) in UIKit: a `UITableView` whose controller is its data
/// source and delegate, bound to the Inputs/Outputs `ContactListViewModel`, with one
/// `ContactCellViewModel` per row observing its conversation only while on screen.
final class ContactListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let viewModel: ContactListViewModel
    private let makeCellViewModel: (Contact) -> ContactCellViewModel
    private let openConversation: (Contact) -> Void

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let emptyLabel = UILabel()
    private let retryView = UIStackView()
    private let retryLabel = UILabel()
    private let retryButton = UIButton(type: .system)
    private let inlineErrorLabel = UILabel()

    private var contacts: [Contact] = []
    private var cellViewModels: [Contact.ID: ContactCellViewModel] = [:]
    private var cancellables: Set<AnyCancellable> = []

    init(
        viewModel: ContactListViewModel,
        makeCellViewModel: @escaping (Contact) -> ContactCellViewModel,
        openConversation: @escaping (Contact) -> Void
    ) {
        self.viewModel = viewModel
        self.makeCellViewModel = makeCellViewModel
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

        emptyLabel.text = "連絡先はまだありません"
        emptyLabel.textAlignment = .center
        emptyLabel.font = .preferredFont(forTextStyle: .body)
        emptyLabel.adjustsFontForContentSizeCategory = true

        retryLabel.numberOfLines = 0
        retryLabel.textAlignment = .center
        retryLabel.font = .preferredFont(forTextStyle: .body)
        retryLabel.adjustsFontForContentSizeCategory = true
        retryButton.setTitle("再試行", for: .normal)
        retryView.axis = .vertical
        retryView.spacing = 12
        retryView.addArrangedSubview(retryLabel)
        retryView.addArrangedSubview(retryButton)

        inlineErrorLabel.numberOfLines = 0
        inlineErrorLabel.font = .preferredFont(forTextStyle: .footnote)
        inlineErrorLabel.adjustsFontForContentSizeCategory = true
        inlineErrorLabel.backgroundColor = .secondarySystemBackground
        inlineErrorLabel.isUserInteractionEnabled = true

        for subview in [tableView, spinner, emptyLabel, retryView, inlineErrorLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            emptyLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            emptyLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            emptyLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            retryView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            retryView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            retryView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            inlineErrorLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            inlineErrorLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            inlineErrorLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
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
                inlineError: inlineErrorLabel
            ))
            .store(in: &cancellables)
        outputs.errorMessage.bind(to: retryLabel).store(in: &cancellables)
        outputs.errorMessage.bind(to: inlineErrorLabel).store(in: &cancellables)
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
        retryButton.publisher(for: .primaryActionTriggered)
            .sink { [viewModel] _ in viewModel.inputs.retryButtonDidTap() }
            .store(in: &cancellables)
    }

    private func show(_ contacts: [Contact]) {
        self.contacts = contacts
        let shown = Set(contacts.map(\.id))
        cellViewModels = cellViewModels.filter { shown.contains($0.key) }
        tableView.reloadData()
    }

    private func cellViewModel(at indexPath: IndexPath) -> ContactCellViewModel {
        let contact = contacts[indexPath.row]
        if let existing = cellViewModels[contact.id], existing.contact == contact {
            return existing
        }
        let created = makeCellViewModel(contact)
        cellViewModels[contact.id] = created
        return created
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
