// snippet.hide
import Foundation
import Kumiki
import KumikiTesting

struct Contact: Equatable, Sendable {
    let name: String
}

protocol ContactRepositoryProtocol {
    func fetchContacts() -> RepositoryPublisher<[Contact]>
}

final class ContactRepository: ContactRepositoryProtocol {
    func fetchContacts() -> RepositoryPublisher<[Contact]> {
        Just([Contact(name: "Aiko")]).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}

protocol AppUserProtocol: Sendable {
    var isSignedIn: Bool { get }
}

struct AppUser: AppUserProtocol {
    var isSignedIn: Bool
    static let current = AppUser(isSignedIn: false)
}

// snippet.show
// snippet.app-dependency
protocol HasAppUser {
    var appUser: any AppUserProtocol { get }
}

struct AppDependency: HasLogger, HasAnalyticsTracker, HasMainScheduler, HasAppUser {
    var core = CoreDependencies()
    var appUser: any AppUserProtocol = AppUser.current

    var logger: Logger { core.logger }
    var analyticsTracker: any AnalyticsTracking { core.analyticsTracker }
    var mainScheduler: AnySchedulerOf<DispatchQueue> { core.mainScheduler }
}
// snippet.end

@MainActor
final class ContactListViewModel {
// snippet.composition
    typealias Dependency = HasLogger & HasAnalyticsTracker & HasMainScheduler
// snippet.end

    private let repository: any ContactRepositoryProtocol
    private let dependency: Dependency

// snippet.initializer
    init(repository: any ContactRepositoryProtocol = ContactRepository(),
         dependency: Dependency = AppDependency()) {
        self.repository = repository
        self.dependency = dependency
    }
// snippet.end
}

// snippet.hide
@MainActor
final class SearchViewModel {
    typealias Dependency = HasAnalyticsTracker & HasMainScheduler
    @Published private(set) var query = ""
    private let input = PassthroughSubject<String, Never>()
    private var cancellables: Set<AnyCancellable> = []

    init(dependency: Dependency = CoreDependencies()) {
        input
            .debounce(for: .milliseconds(300), scheduler: dependency.mainScheduler)
            .sink { [weak self] in self?.query = $0 }
            .store(in: &cancellables)
    }

    func queryDidChange(_ text: String) {
        input.send(text)
    }
}

@MainActor
func testDebounce() {
// snippet.show
// snippet.test-scheduler
let spy = SpyAnalyticsTracker()
let scheduler = DispatchQueue.test
let viewModel = SearchViewModel(
    dependency: CoreDependencies(analyticsTracker: spy, mainScheduler: scheduler.eraseToAnyScheduler()))
viewModel.queryDidChange("ki")
scheduler.advance(by: .milliseconds(300))
// snippet.end
// snippet.hide
    _ = viewModel
}
