import Foundation
import Kumiki
import KumikiTesting
import XCTest

/// A main-actor ViewModel, as Swift 6 ViewModels are.
@MainActor
private final class CounterViewModel: ObservableObject {
    @Published private(set) var count = 0
    @Published private(set) var isLoading = false
    private let load: @Sendable () async -> Int
    private let mainScheduler: AnySchedulerOf<DispatchQueue>
    private var cancellables: Set<AnyCancellable> = []

    init(mainScheduler: AnySchedulerOf<DispatchQueue>, load: @escaping @Sendable () async -> Int) {
        self.mainScheduler = mainScheduler
        self.load = load
    }

    func increment() {
        count += 1
    }

    func refresh() {
        isLoading = true
        AnyPublisher<Int, Never> { [load] () async throws(Never) -> Int in await load() }
            .receive(on: mainScheduler)
            .sink { [weak self] value in
                self?.count = value
                self?.isLoading = false
            }
            .store(in: &cancellables)
    }
}

/// The XCTest pattern for main-actor ViewModels that compiles under Swift 6
/// and runs on Linux as on Apple platforms: the test case class stays
/// nonisolated (a `@MainActor XCTestCase` subclass traps at launch on Linux),
/// each test method is `@MainActor ... async`, the ViewModel is made inside
/// the method, and waits use `await expectation.value(timeout:)` because XCTest
/// forbids synchronous waits in async methods.
final class MainActorViewModelXCTests: XCTestCase {
    @MainActor
    private func makeViewModel(load: @escaping @Sendable () async -> Int = { 42 }) -> CounterViewModel {
        let viewModel = CounterViewModel(mainScheduler: .mainImmediate, load: load)
        trackForLeaks(viewModel)
        return viewModel
    }

    @MainActor
    func testSynchronousOutputsAreReadAtOnce() async throws {
        let viewModel = makeViewModel()
        let counts = viewModel.$count.record()
        viewModel.increment()
        viewModel.increment()
        XCTAssertEqual(try counts.availableElements.get(), [0, 1, 2])
    }

    @MainActor
    func testAsynchronousOutputsAreAwaited() async throws {
        let viewModel = makeViewModel()
        let counts = viewModel.$count.record()
        let loading = viewModel.$isLoading.record()
        viewModel.refresh()
        let values = try await counts.next(2).value(timeout: .seconds(10))
        XCTAssertEqual(values, [0, 42])
        // XCTAssert's autoclosures cannot await: wait first, then assert.
        let states = try await loading.next(3).value(timeout: .seconds(10))
        XCTAssertEqual(states, [false, true, false])
    }

    @MainActor
    func testAssertReleasedWithAMainActorViewModel() async {
        await assertReleased(within: .seconds(10)) {
            let viewModel = CounterViewModel(mainScheduler: .mainImmediate, load: { 1 })
            viewModel.refresh()
            return viewModel
        }
    }
}
