// snippet.hide
// Declarations only: Checks/ApplePlatforms also compiles this file inside a library
// target, against the UIKit stand-in, where the `#if` below is true.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import Kumiki
import KumikiUIKit
import UIKit

@MainActor
protocol SignUpViewModelInputs {
    func nameDidChange(_ name: String)
    func registerButtonDidTap()
}

@MainActor
protocol SignUpViewModelOutputs {
    var nameError: AnyPublisher<String?, Never> { get }
    var canRegister: AnyPublisher<Bool, Never> { get }
    var flags: AnyPublisher<ListViewFlags, Never> { get }
}

final class SignUpViewModel: ViewModelType, SignUpViewModelInputs, SignUpViewModelOutputs {
    @Published private var name = ""
    var inputs: any SignUpViewModelInputs { self }
    var outputs: any SignUpViewModelOutputs { self }
    var nameError: AnyPublisher<String?, Never> {
        $name.map { $0.count < 2 ? "At least two characters" : nil }.eraseToAnyPublisher()
    }
    var canRegister: AnyPublisher<Bool, Never> { $name.map { $0.count >= 2 }.eraseToAnyPublisher() }
    var flags: AnyPublisher<ListViewFlags, Never> { Just(ListViewFlags(showsList: true)).eraseToAnyPublisher() }
    func nameDidChange(_ name: String) { self.name = name }
    func registerButtonDidTap() {}
}

// snippet.show
// snippet.bindings
final class SignUpViewController: UIViewController {
    private let viewModel: SignUpViewModel
    private let nameField = UITextField()
    private let nameErrorLabel = UILabel()
    private let registerButton = UIButton(type: .system)
    private var cancellables: Set<AnyCancellable> = []

    init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Inputs: control events into the ViewModel.
        nameField.textPublisher
            .sink { [viewModel] in viewModel.inputs.nameDidChange($0) }
            .store(in: &cancellables)
        registerButton.publisher(for: .primaryActionTriggered)
            .sink { [viewModel] _ in viewModel.inputs.registerButtonDidTap() }
            .store(in: &cancellables)
        // Outputs: publishers into views, each held weakly.
        viewModel.outputs.nameError.bind(to: nameErrorLabel).store(in: &cancellables)
        viewModel.outputs.canRegister.bind(toIsEnabled: registerButton).store(in: &cancellables)
    }
}
// snippet.end

// snippet.list-flags
final class ContactsViewController: UIViewController {
    private let tableView = UITableView()
    private let emptyLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let refreshControl = UIRefreshControl()
    private var cancellables: Set<AnyCancellable> = []

    func bind(_ flags: AnyPublisher<ListViewFlags, Never>) {
        let views = ListStateViews(
            list: tableView,
            noData: emptyLabel,
            fullScreenIndicator: spinner,
            inlineIndicator: refreshControl
        )
        flags.bind(to: views).store(in: &cancellables)
    }
}
// snippet.end
// snippet.hide
#endif
