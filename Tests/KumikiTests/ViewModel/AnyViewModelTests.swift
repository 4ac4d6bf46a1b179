import Kumiki
import KumikiTestSupport
import Testing

@MainActor
private protocol CounterViewModelInputs {
    func incrementButtonDidTap()
}

@MainActor
private protocol CounterViewModelOutputs {
    var count: AnyPublisher<Int, Never> { get }
}

private protocol CounterViewModelType: ViewModelType
where Inputs == any CounterViewModelInputs, Outputs == any CounterViewModelOutputs {}

private final class CounterViewModel: CounterViewModelType, CounterViewModelInputs, CounterViewModelOutputs {
    @Published private var current = 0
    var inputs: any CounterViewModelInputs { self }
    var outputs: any CounterViewModelOutputs { self }
    var count: AnyPublisher<Int, Never> { $current.eraseToAnyPublisher() }
    func incrementButtonDidTap() { current += 1 }
}

@Suite("AnyViewModel")
@MainActor
struct AnyViewModelTests {
    @Test("a view holding the erased ViewModel drives its inputs and observes its outputs")
    func forwardsInputsAndOutputs() {
        let erased = AnyViewModel(CounterViewModel())
        var counts: [Int] = []
        let cancellable = erased.outputs.count.sink { counts.append($0) }
        erased.inputs.incrementButtonDidTap()
        erased.inputs.incrementButtonDidTap()
        #expect(counts == [0, 1, 2])
        cancellable.cancel()
    }

    @Test("the type protocol is usable as an existential and keeps the ViewModel's identity")
    func existentialAndIdentity() {
        let viewModel = CounterViewModel()
        let held: any CounterViewModelType = viewModel
        let erased = AnyViewModel(viewModel)
        held.inputs.incrementButtonDidTap()
        #expect(ObjectIdentifier(erased.base) == ObjectIdentifier(viewModel))
        #expect(viewModel.count.collectedValues() == [1])
    }

    @Test("the erased ViewModel keeps the ViewModel alive, and releases it when dropped")
    func lifetime() {
        weak var weakViewModel: CounterViewModel?
        var erased: AnyViewModel<any CounterViewModelInputs, any CounterViewModelOutputs>?
        do {
            let viewModel = CounterViewModel()
            weakViewModel = viewModel
            erased = AnyViewModel(viewModel)
        }
        #expect(weakViewModel != nil)
        #expect(erased != nil)
        erased = nil
        #expect(weakViewModel == nil)
    }
}
