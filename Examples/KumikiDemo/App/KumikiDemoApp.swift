import Foundation
import Kumiki
import KumikiStore

/// The runnable demo: two screens of the architecture driven by a scripted
/// user in the terminal. Run it with `swift run kumiki-demo`.
@main
enum KumikiDemoApp {
    static func main() async {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .info
            return handler
        }
        let dependency = CoreDependencies()
        let write: (String) -> Void = { print($0) }
        do {
            try await runContactList(dependency: dependency, write: write)
            try await runSignUp(dependency: dependency, write: write)
            try await runNewsFeed(dependency: dependency, write: write)
            print("\nDone. Every screen above was driven only through its ViewModel's inputs or its store's actions, and drawn only from outputs or state.")
        } catch {
            print("Demo stopped: \(error)")
            exit(1)
        }
    }

    /// A list screen whose first load fails (retry view), then succeeds (list), then navigates.
    @MainActor
    static func runContactList(dependency: CoreDependencies, write: @escaping (String) -> Void) async throws {
        print("Contact list (UIKit-style ViewModel: Inputs/Outputs, ListState flags, TransitionItem event)")
        let viewModel = ContactListViewModel(
            repository: FixtureContactRepository(failuresBeforeSuccess: 1),
            dependency: dependency
        )
        let view = ContactListTerminalView(viewModel: viewModel, write: write)
        view.bind()

        print("• viewDidLoad")
        view.viewModel.inputs.viewDidLoad()
        try await waitFor(view.viewModel.outputs.flags) { $0.showsRetryView }

        print("• tap Retry")
        view.viewModel.inputs.retryButtonDidTap()
        try await waitFor(view.viewModel.outputs.flags) { $0.showsList && !$0.showsInlineIndicator }

        print("• tap row 2")
        view.viewModel.inputs.contactDidSelect(at: 1)
    }

    /// A form whose button follows validation, then a taken address, then success.
    @MainActor
    static func runSignUp(dependency: CoreDependencies, write: @escaping (String) -> Void) async throws {
        print("\nSign-up (SwiftUI-style ObservableObject: validation drives the button)")
        let view = SignUpTerminalView(viewModel: SignUpViewModel(dependency: dependency), write: write)
        view.bind()
        view.viewModel.onAppear()
        view.type(email: "kumiki", password: "abc")
        view.type(email: "taken@example.com", password: "abcdef")
        view.tapSignUp()
        try await waitFor(view.viewModel.$isSubmitting) { !$0 }
        view.renderSubmitError()
        view.type(email: "kumiki@example.com", password: "abcdef")
        view.tapSignUp()
        try await waitFor(view.viewModel.$transitionItem) { $0 == nil }
    }

    /// A reducer feature: load a tab, switch tabs, open an article (analytics parameters come from the state).
    @MainActor
    static func runNewsFeed(dependency: CoreDependencies, write: @escaping (String) -> Void) async throws {
        print("\nNews feed (reducer Store: State, Action, Reducer, effects; UIKit-style binding)")
        let store = Store(initialState: NewsFeed.State(), reducer: NewsFeed(dependency: dependency))
        let view = NewsFeedTerminalView(store: store, write: write)
        view.bind()
        print("• onAppear")
        store.send(.onAppear)
        try await waitFor(store.publisher) { !$0.isLoading && !$0.articles.isEmpty }
        print("• select the technology tab")
        store.send(.tabSelected(.technology))
        try await waitFor(store.publisher) { !$0.isLoading && !$0.articles.isEmpty }
        print("• tap the second article")
        store.send(.articleTapped(id: 4))
    }

    /// Waits until `publisher` emits a value matching `predicate`, for at most five seconds.
    @MainActor
    static func waitFor<P: Publisher>(
        _ publisher: P,
        where predicate: @escaping (P.Output) -> Bool
    ) async throws where P.Failure == Never {
        let values = publisher
            .setFailureType(to: DemoTimeout.self)
            .first(where: predicate)
            .timeout(.seconds(5), scheduler: DispatchQueue.main) { DemoTimeout() }
            .values
        for try await _ in values {}
    }
}

/// The demo waited too long for a screen to reach the expected state.
struct DemoTimeout: Error, CustomStringConvertible {
    var description: String { "timed out waiting for the screen to update" }
}
