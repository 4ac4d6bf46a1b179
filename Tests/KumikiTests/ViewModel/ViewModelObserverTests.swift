import Kumiki
import Testing

@MainActor
private protocol ProfileViewModelInputs {
    func renameButtonDidTap(_ name: String)
    func saveButtonDidTap()
}

@MainActor
private protocol ProfileViewModelOutputs {
    var name: AnyPublisher<String, Never> { get }
    var errorMessage: AnyPublisher<String?, Never> { get }
    var saves: AnyPublisher<[String], Never> { get }
    var savedEvent: AnyPublisher<String, Never> { get }
}

private protocol ProfileViewModelType: ViewModelType
where Inputs == any ProfileViewModelInputs, Outputs == any ProfileViewModelOutputs {}

private final class ProfileViewModel: ProfileViewModelType, ProfileViewModelInputs, ProfileViewModelOutputs {
    @Published private var currentName = "Aki"
    @Published private var currentError: String? = "名前が短すぎます"
    @Published private var saveLog: [String] = []
    private let saved = PassthroughSubject<String, Never>()
    var inputs: any ProfileViewModelInputs { self }
    var outputs: any ProfileViewModelOutputs { self }
    var name: AnyPublisher<String, Never> { $currentName.eraseToAnyPublisher() }
    var errorMessage: AnyPublisher<String?, Never> { $currentError.eraseToAnyPublisher() }
    var saves: AnyPublisher<[String], Never> { $saveLog.eraseToAnyPublisher() }
    var savedEvent: AnyPublisher<String, Never> { saved.eraseToAnyPublisher() }
    func renameButtonDidTap(_ name: String) {
        currentName = name
        currentError = name.count < 2 ? "名前が短すぎます" : nil
    }
    func saveButtonDidTap() {
        saveLog.append(currentName)
        saved.send(currentName)
    }
}

@Suite("ViewModelObserver")
@MainActor
struct ViewModelObserverTests {
    @Test("an output backed by @Published has its value at the first read, without a change announced")
    func firstReadReplaysWithoutAnnouncing() {
        let observer = ViewModelObserver(ProfileViewModel())
        var announcements = 0
        let cancellable = observer.objectWillChange.sink { announcements += 1 }
        #expect(observer.name == "Aki")
        #expect(observer.errorMessage == .some("名前が短すぎます"))
        #expect(announcements == 0)
        cancellable.cancel()
    }

    @Test("inputs reach the ViewModel and each new output value announces one change")
    func inputsAndChanges() {
        let observer = ViewModelObserver(ProfileViewModel())
        var announcements = 0
        let cancellable = observer.objectWillChange.sink { announcements += 1 }
        _ = observer.name
        _ = observer.errorMessage
        observer.inputs.renameButtonDidTap("Akiko")
        #expect(observer.name == "Akiko")
        #expect(observer.errorMessage == .some(nil))
        #expect(announcements == 2)
        cancellable.cancel()
    }

    @Test("an equal value republished by an Equatable output does not re-render")
    func equalValuesAreDropped() {
        let observer = ViewModelObserver(ProfileViewModel())
        _ = observer.name
        var announcements = 0
        let cancellable = observer.objectWillChange.sink { announcements += 1 }
        observer.inputs.renameButtonDidTap("Aki")
        observer.inputs.renameButtonDidTap("Aki")
        #expect(announcements == 0)
        observer.inputs.saveButtonDidTap()
        #expect(announcements == 0, "saves was never read, so it is not observed")
        cancellable.cancel()
    }

    @Test("only outputs a view has read are observed")
    func subscribesLazily() {
        let observer = ViewModelObserver(ProfileViewModel())
        #expect(!observer.isObserving(\(any ProfileViewModelOutputs).saves))
        #expect(observer.saves == [])
        #expect(observer.isObserving(\(any ProfileViewModelOutputs).saves))
        observer.inputs.saveButtonDidTap()
        #expect(observer.saves == ["Aki"])
    }

    @Test("an output that has not published yet reads as nil, then as its latest value")
    func eventOutputsStartEmpty() {
        let observer = ViewModelObserver(ProfileViewModel())
        #expect(observer.savedEvent == nil)
        observer.inputs.saveButtonDidTap()
        #expect(observer.savedEvent == "Aki")
    }

    @Test("the observer keeps its ViewModel alive and releases it with itself")
    func lifetime() {
        weak var weakViewModel: ProfileViewModel?
        var observer: ViewModelObserver<ProfileViewModel>?
        do {
            let viewModel = ProfileViewModel()
            weakViewModel = viewModel
            observer = ViewModelObserver(viewModel)
            _ = observer?.name
        }
        #expect(weakViewModel != nil)
        observer = nil
        #expect(weakViewModel == nil)
    }
}
