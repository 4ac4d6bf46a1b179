// snippet.hide
import Foundation
import KumikiTesting
import Testing

protocol SearchRepository: Sendable {
    func search(_ query: String) -> AnyPublisher<[String], Never>
}

struct CatalogSearchRepository: SearchRepository {
    let catalog: [String]
    func search(_ query: String) -> AnyPublisher<[String], Never> {
        Just(catalog.filter { $0.localizedCaseInsensitiveContains(query) }).eraseToAnyPublisher()
    }
}

// snippet.show
// snippet.view-model
@MainActor
final class SearchViewModel: ObservableObject {
    typealias Dependency = HasMainScheduler
    @Published private(set) var results: [String] = []
    private let query = PassthroughSubject<String, Never>()

    init(dependency: Dependency = CoreDependencies(), repository: any SearchRepository) {
        query
            .debounce(for: .milliseconds(300), scheduler: dependency.mainScheduler)
            .map { repository.search($0) }
            .switchToLatest()
            .receive(on: dependency.mainScheduler)
            .assign(to: &$results)
    }

    func queryDidChange(_ text: String) {
        query.send(text)
    }
}
// snippet.end

@Test @MainActor func debouncedSearch() {
    let stub = CatalogSearchRepository(catalog: ["Kumiki", "Sashimono"])
// snippet.test
let scheduler = DispatchQueue.test
let viewModel = SearchViewModel(
    dependency: CoreDependencies(mainScheduler: scheduler.eraseToAnyScheduler()),
    repository: stub)
viewModel.queryDidChange("ki")
scheduler.advance(by: .milliseconds(299))
#expect(viewModel.results.isEmpty)
scheduler.advance(by: .milliseconds(1))
#expect(viewModel.results == ["Kumiki"])
// snippet.end
}
