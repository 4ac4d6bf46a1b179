import Kumiki
import ShowcaseDomain
import ShowcaseFeatureContract
import ShowcaseRouting
import ShowcaseUIComponents

/// Sync's sign-up form, and the welcome screen behind ``ShowcaseRoute/welcome(email:)``.
@MainActor
public final class SyncSignUpFeature: TabFeature {
    /// The tab it adds.
    public nonisolated static let tab = ShowcaseTab(id: "sign-up", title: "新規登録", link: "/sync/signup")

    private let repository: any AccountRepositoryProtocol
    private let dependency: SignUpViewModel.Dependency

    /// Creates the feature over the accounts.
    public init(repository: any AccountRepositoryProtocol, dependency: SignUpViewModel.Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

    /// The form's ViewModel.
    public func makeViewModel() -> SignUpViewModel {
        SignUpViewModel(repository: repository, dependency: dependency)
    }

    /// The sign-up form.
    public func makeRootScreen() -> (any ScreenController)? {
        SignUpScreen(viewModel: makeViewModel())
    }

    /// The welcome screen, for ``ShowcaseRoute/welcome(email:)``.
    public func makeScreen(for route: ShowcaseRoute) -> (any ScreenController)? {
        guard case .welcome(let email) = route else { return nil }
        return WelcomeScreen(email: email)
    }
}
