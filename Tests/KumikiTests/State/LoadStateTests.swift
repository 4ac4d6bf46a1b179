import Kumiki
import KumikiTestSupport
import Testing

@Suite("LoadState")
struct LoadStateTests {
    @Test("each case answers exactly one of its derived questions")
    func derivedProperties() {
        let idle = LoadState<Int, TestError>.idle
        let loading = LoadState<Int, TestError>.loading
        let loaded = LoadState<Int, TestError>.loaded(3)
        let failed = LoadState<Int, TestError>.failed(TestError(code: 4))

        #expect(idle.isIdle && !idle.isLoading && idle.value == nil && idle.failure == nil)
        #expect(!loading.isIdle && loading.isLoading && loading.value == nil && loading.failure == nil)
        #expect(!loaded.isIdle && !loaded.isLoading && loaded.value == 3 && loaded.failure == nil)
        #expect(!failed.isIdle && !failed.isLoading && failed.value == nil && failed.failure == TestError(code: 4))
    }

    @Test("a loaded empty collection is the empty state; other states are not empty")
    func emptiness() {
        #expect(LoadState<[Int], TestError>.loaded([]).isEmpty)
        #expect(!LoadState<[Int], TestError>.loaded([1]).isEmpty)
        #expect(!LoadState<[Int], TestError>.loading.isEmpty)
        #expect(!LoadState<[Int], TestError>.idle.isEmpty)
    }

    @Test("map transforms only a loaded value; mapFailure only a failure")
    func mapping() {
        #expect(LoadState<Int, TestError>.loaded(2).map { $0 * 10 } == .loaded(20))
        #expect(LoadState<Int, TestError>.loading.map { $0 * 10 } == .loading)
        #expect(LoadState<Int, TestError>.failed(TestError()).map { $0 * 10 } == .failed(TestError()))
        #expect(LoadState<Int, TestError>.failed(TestError(code: 1)).mapFailure { TestError(code: $0.code + 1) }
            == .failed(TestError(code: 2)))
        #expect(LoadState<Int, TestError>.loaded(1).mapFailure { _ in TestError(code: 9) } == .loaded(1))
    }

    @Test("trackLoadState emits loading, then loaded for each value")
    func trackSuccess() {
        let states = [1, 2].publisher.setFailureType(to: TestError.self).trackLoadState().collectedValues()
        #expect(states == [.loading, .loaded(1), .loaded(2)])
    }

    @Test("trackLoadState turns a failure into a failed state without failing itself")
    func trackFailure() {
        let subscriber = TestSubscriber<LoadState<Int, TestError>, Never>()
        Fail<Int, TestError>(error: TestError(code: 5)).trackLoadState().subscribe(subscriber)
        #expect(subscriber.timeline == ["loading", "failed(TestError(5))", "finished"])
    }
}
