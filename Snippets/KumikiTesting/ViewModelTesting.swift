// snippet.imports
import KumikiTesting
import Testing   // or XCTest
// snippet.end
// snippet.hide
import Foundation
import Observation
import XCTest

struct Contact: Equatable, Sendable {
    let id: Int
    let name: String
}

enum ContactListTransitionItem: Equatable {
    case contactDetail(Contact)
}

enum ContactError: Error, Equatable, Sendable, CustomStringConvertible {
    case offline
    var description: String { "You appear to be offline." }
}

protocol ContactRepositoryProtocol: Sendable {
    func fetchContacts() -> AnyPublisher<[Contact], ContactError>
}

@MainActor
final class ContactListViewModel {
    typealias Dependency = HasMainScheduler
    @MainActor struct Inputs {
        let viewModel: ContactListViewModel
        func viewDidLoad() { viewModel.load() }
        func retryButtonDidTap() { viewModel.load() }
        func contactDidSelect(at index: Int) { viewModel.select(index) }
    }
    @MainActor struct Outputs {
        let viewModel: ContactListViewModel
        var flags: AnyPublisher<ListViewFlags, Never> { viewModel.$state.listViewFlags() }
        var contacts: AnyPublisher<[Contact], Never> { viewModel.$state.map(\.items).removeDuplicates().eraseToAnyPublisher() }
        var errorMessage: AnyPublisher<String?, Never> {
            viewModel.$state.map { $0.request.failure?.description }.removeDuplicates().eraseToAnyPublisher()
        }
        var transitionItem: AnyPublisher<ContactListTransitionItem, Never> { viewModel.transitions.eraseToAnyPublisher() }
    }

    var inputs: Inputs { Inputs(viewModel: self) }
    var outputs: Outputs { Outputs(viewModel: self) }

    @Published private var state = ListState<Contact, ContactError>()
    private let transitions = PassthroughSubject<ContactListTransitionItem, Never>()
    private let repository: any ContactRepositoryProtocol
    private let dependency: Dependency
    private var cancellable: AnyCancellable?

    init(repository: any ContactRepositoryProtocol, dependency: Dependency = CoreDependencies(mainScheduler: .mainImmediate)) {
        self.repository = repository
        self.dependency = dependency
    }

    private func load() {
        state.beginRequest()
        cancellable = repository.fetchContacts()
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] in if case .failure(let error) = $0 { self?.state.fail(with: error) } },
                receiveValue: { [weak self] in self?.state.finish(with: $0) }
            )
    }

    private func select(_ index: Int) {
        guard state.items.indices.contains(index) else { return }
        transitions.send(.contactDetail(state.items[index]))
    }
}

let contacts = [Contact(id: 1, name: "Aiko Tanaka"), Contact(id: 2, name: "Kenji Sato"), Contact(id: 3, name: "Yui Suzuki")]
let contact = contacts[0]

// snippet.show
// snippet.controlled-repository
/// A hand-written double: every fetch stays in flight until the test answers it.
final class ControlledContactRepository: ContactRepositoryProtocol, @unchecked Sendable {
    private var pending: [PassthroughSubject<[Contact], ContactError>] = []

    func fetchContacts() -> AnyPublisher<[Contact], ContactError> {
        let response = PassthroughSubject<[Contact], ContactError>()
        pending.append(response)
        return response.eraseToAnyPublisher()
    }

    /// Answers the latest fetch as a real request would: one value, then finished.
    func succeed(_ contacts: [Contact]) {
        pending.last?.send(contacts)
        pending.last?.send(completion: .finished)
    }

    /// Fails the latest fetch.
    func fail(_ error: ContactError) {
        pending.last?.send(completion: .failure(error))
    }
}
// snippet.end

// snippet.xctest
final class ContactListViewModelTests: XCTestCase {
    // The class stays nonisolated: a @MainActor XCTestCase subclass traps at launch on Linux.
    // Each test is @MainActor and async, and makes its own ViewModel.
    @MainActor
    private func makeViewModel(_ repository: ControlledContactRepository) -> ContactListViewModel {
        let viewModel = ContactListViewModel(
            repository: repository, dependency: CoreDependencies(mainScheduler: .mainImmediate))
        trackForLeaks(viewModel)
        return viewModel
    }

    @MainActor
    func testRetry() async throws {
        let repository = ControlledContactRepository()
        let viewModel = makeViewModel(repository)
        let flags = viewModel.outputs.flags.record()
        viewModel.inputs.viewDidLoad()
        repository.fail(.offline)
        // XCTest forbids synchronous waits in async methods, and its assertions cannot await:
        // await the value first, then assert.
        let shown = try await flags.next(3).value(timeout: .seconds(1)).map(\.showsRetryView)
        XCTAssertEqual(shown, [false, false, true])
        try await flags.next().inverted.value(timeout: .milliseconds(100))   // nothing more
    }
}
// snippet.end

// snippet.xctest-synchronous
final class TransitionXCTests: XCTestCase {
    // A synchronous test method may wait with `wait(for:timeout:)`, as in
    // CombineExpectations, when it needs no main-actor object.
    func testArrayPublisher() throws {
        let recorder = ["foo", "bar"].publisher.record()
        XCTAssertEqual(try wait(for: recorder.next(2), timeout: 1), ["foo", "bar"])
        try wait(for: recorder.finished, timeout: 1)
    }
}
// snippet.end

// snippet.swift-testing
@Test @MainActor func retry() async throws {
    let repository = ControlledContactRepository()
    let viewModel = ContactListViewModel(repository: repository, dependency: CoreDependencies(mainScheduler: .mainImmediate))
    let flags = viewModel.outputs.flags.record()
    viewModel.inputs.viewDidLoad()
    repository.fail(.offline)
    #expect(try await flags.next(3).value(timeout: .seconds(1)).last?.showsRetryView == true)
}
// snippet.end

@Test @MainActor func synchronousOutputs() throws {
    let repository = ControlledContactRepository()
    let viewModel = ContactListViewModel(repository: repository)
    viewModel.inputs.viewDidLoad()
    repository.succeed(contacts)
// snippet.synchronous
let transitions = viewModel.outputs.transitionItem.record()
viewModel.inputs.contactDidSelect(at: 0)
#expect(try transitions.next().get() == .contactDetail(contact))
// snippet.end
}

@Test @MainActor func releases() {
    let repository = ControlledContactRepository()
// snippet.leaks-sync
assertReleased {
    let viewModel = ContactListViewModel(repository: repository)
    viewModel.inputs.viewDidLoad()   // a request is still in flight
    return viewModel
}
// snippet.end
}

@MainActor
func makeStore() -> ContactListViewModel {
    ContactListViewModel(repository: ControlledContactRepository())
}

@Test @MainActor func releasesLater() async {
// snippet.leaks-async
await assertReleased(within: .seconds(1)) { makeStore() }
// snippet.end
}

// snippet.leaks-xctest
final class ContactListLeakTests: XCTestCase {
    @MainActor
    func testReleasedAfterLoading() async throws {
        let repository = ControlledContactRepository()
        let viewModel = ContactListViewModel(repository: repository)
        trackForLeaks(viewModel)   // checked when the test ends, after tear-down
        viewModel.inputs.viewDidLoad()
        repository.succeed(contacts)
    }
}
// snippet.end

// snippet.timeline
@Test @MainActor func retryScenario() {
    let repository = ControlledContactRepository()
    let viewModel = ContactListViewModel(repository: repository)
    let timeline = Timeline()
    timeline.observe("flags", viewModel.outputs.flags)
    timeline.observe("contacts", viewModel.outputs.contacts) { $0.map(\.name).description }
    timeline.observe("errorMessage", viewModel.outputs.errorMessage) { $0 ?? "nil" }
    timeline.step("viewDidLoad()") { viewModel.inputs.viewDidLoad() }
    timeline.step("repository fails: offline") { repository.fail(.offline) }
    timeline.step("retryButtonDidTap()") { viewModel.inputs.retryButtonDidTap() }
    timeline.step("repository answers 3 contacts") { repository.succeed(contacts) }
    assertTimeline(timeline, matchesSnapshotNamed: "retry")
}
// snippet.end

@Test func lineDiff() {
// snippet.line-diff
let diff = LineDiff(expected: "flags: [list]\ncontacts: []", actual: "flags: [list]\ncontacts: [\"Aiko\"]")
print(diff)   // lines only in the expected text start with −, lines only in the actual with +
// snippet.end
}

@MainActor
@Observable
final class ObservedCounter {
    private(set) var count = 0
    func increment() { count += 1 }
}

@Test @MainActor func observedTimeline() {
    let counter = ObservedCounter()
    // snippet.observation-timeline
    let timeline = Timeline()
    timeline.observe("count", observing: { counter.count })   // an @Observable ViewModel's output
    timeline.step("increment()") { counter.increment() }
    assertTimeline(timeline, matches: """
        ▸ observe
          count: 0
        ▸ increment()
          count: 1
        """)
    // snippet.end
}
