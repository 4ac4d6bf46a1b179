import Foundation
import Kumiki
import KumikiTestSupport
import KumikiTesting
import Testing

/// A ViewModel written the Kumiki way: constructor injection with a production
/// default, and only the dependencies it names in its `Dependency` typealias.
private final class SearchViewModel {
    typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    @Published private(set) var results: [String] = []
    private let query = PassthroughSubject<String, Never>()
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    init(dependency: Dependency = CoreDependencies(), catalog: [String]) {
        self.dependency = dependency
        query
            .debounce(for: .milliseconds(300), scheduler: dependency.mainScheduler)
            .removeDuplicates()
            .map { text in catalog.filter { $0.localizedCaseInsensitiveContains(text) } }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }

    func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("search"))
    }

    func queryDidChange(_ text: String) {
        query.send(text)
    }
}

@Suite("Dependency injection")
struct CoreDependenciesTests {
    @Test("a test replaces exactly the dependencies it observes; the rest keep production defaults")
    func overrides() {
        let spy = SpyAnalyticsTracker()
        let dependencies = CoreDependencies(analyticsTracker: spy)
        let viewModel = SearchViewModel(dependency: dependencies, catalog: [])
        viewModel.onAppear()
        #expect(spy.tags == [.screen("search")])
        #expect(dependencies.errorHandler is LoggingErrorHandler)
        #expect(dependencies.unreachableReporter is LoggingUnreachableReporter)
    }

    @Test("an injected test scheduler runs a debounce in virtual time, without sleeping")
    func virtualTimeDebounce() {
        let scheduler = DispatchQueue.test
        let viewModel = SearchViewModel(
            dependency: CoreDependencies(mainScheduler: scheduler.eraseToAnyScheduler()),
            catalog: ["Kumiki", "Kigumi", "Sashimono"]
        )
        viewModel.queryDidChange("k")
        viewModel.queryDidChange("ki")
        scheduler.advance(by: .milliseconds(299))
        #expect(viewModel.results.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(viewModel.results == ["Kumiki", "Kigumi"])
    }

    @Test("protocol composition lets an app's own dependency container satisfy the core Has* protocols")
    func appDependencyComposition() {
        struct AppUser: Equatable { var name: String }
        struct AppDependency: HasAnalyticsTracker, HasMainScheduler {
            var core: CoreDependencies
            var appUser: AppUser
            var analyticsTracker: any AnalyticsTracking { core.analyticsTracker }
            var mainScheduler: AnySchedulerOf<DispatchQueue> { core.mainScheduler }
        }
        let spy = SpyAnalyticsTracker()
        let app = AppDependency(core: CoreDependencies(analyticsTracker: spy), appUser: AppUser(name: "k"))
        SearchViewModel(dependency: app, catalog: []).onAppear()
        #expect(spy.tags.map(\.name) == ["search"])
    }
}
