import Foundation
import Kumiki
import KumikiTesting
import MinneShopSettingsFeature
import ShowcaseDomain
import ShowcaseTestSupport
import Testing

/// The free-shipping screen's whole spec (minne's free-shipping rewrite), numbered as there.
@Suite("FreeShippingSettingViewModel")
@MainActor
struct FreeShippingSettingViewModelTests {
    private let repository = FreeShippingSettingRepositoryMock()

    private func makeViewModel() -> FreeShippingSettingViewModel {
        FreeShippingSettingViewModel(repository: repository, dependency: CoreDependencies(mainScheduler: .mainImmediate))
    }

    /// A ViewModel that has appeared with the setting found (`amount`) or not set (`nil`).
    private func appeared(with amount: Int?) -> FreeShippingSettingViewModel {
        repository.getFreeShippingSettingReturnValue = amount.map(RepositoryAnswers.found) ?? RepositoryAnswers.notFound
        let viewModel = makeViewModel()
        viewModel.onFirstAppear()
        return viewModel
    }

    // MARK: ① first appearance

    @Test("① not set (404): Register shown disabled, input empty, and no second nil")
    func firstAppearNotSet() throws {
        repository.getFreeShippingSettingReturnValue = RepositoryAnswers.notFound
        let viewModel = makeViewModel()
        let settings = viewModel.$currentFreeShippingSetting.record()
        #expect(viewModel.bottomButtons == .hidden)
        viewModel.onFirstAppear()
        #expect(viewModel.bottomButtons == .register(isEnabled: false))
        #expect(viewModel.inputFreeShippingSettingAmount == "")
        #expect(try settings.availableElements.get() == [nil])
        #expect(repository.getFreeShippingSettingCallsCount == 1)
    }

    @Test("① set: Release and Save shown, Save enabled, the amount in the input")
    func firstAppearSet() {
        let viewModel = appeared(with: 8_000)
        #expect(viewModel.bottomButtons == .releaseAndSave(isSaveEnabled: true))
        #expect(viewModel.inputFreeShippingSettingAmount == "8000")
        #expect(viewModel.currentFreeShippingSetting == FreeShippingSetting(amount: 8_000))
        viewModel.onFirstAppear()
        #expect(repository.getFreeShippingSettingCallsCount == 1, "only the first appearance loads")
    }

    @Test("① an answer that arrives later, on another queue, still changes the outputs on the main queue")
    func answerOnAnotherQueue() async throws {
        repository.getFreeShippingSettingReturnValue = RepositoryAnswers.later(RepositoryAnswers.found(500))
        let viewModel = makeViewModel()
        var offMain = 0
        let probe = viewModel.$currentFreeShippingSetting.sink { _ in
            if DispatchQueue.getSpecific(key: mainQueueKey) != true { offMain += 1 }
        }
        let settings = viewModel.$currentFreeShippingSetting.record()
        viewModel.onFirstAppear()
        #expect(viewModel.isLoading)
        #expect(try await settings.next(2).value(timeout: .seconds(10)) == [nil, FreeShippingSetting(amount: 500)])
        #expect(viewModel.bottomButtons == .releaseAndSave(isSaveEnabled: true))
        #expect(!viewModel.isLoading)
        #expect(offMain == 0)
        probe.cancel()
    }

    // MARK: ② typing

    @Test("② not set: Register enabled with one character or more, disabled when emptied")
    func typingNotSet() {
        let viewModel = appeared(with: nil)
        viewModel.inputFreeShippingSettingAmount = "5"
        #expect(viewModel.bottomButtons == .register(isEnabled: true))
        viewModel.inputFreeShippingSettingAmount = ""
        #expect(viewModel.bottomButtons == .register(isEnabled: false))
    }

    @Test("② set: Save enabled with one character or more, disabled when emptied")
    func typingSet() {
        let viewModel = appeared(with: 3_000)
        viewModel.inputFreeShippingSettingAmount = ""
        #expect(viewModel.bottomButtons == .releaseAndSave(isSaveEnabled: false))
        viewModel.inputFreeShippingSettingAmount = "12"
        #expect(viewModel.bottomButtons == .releaseAndSave(isSaveEnabled: true))
    }

    @Test("② input that is not a whole number of yen from 0 to 9,999,999 keeps the button disabled and is never sent",
          arguments: ["abc", "-1", "+5", "1.5", "10000000", "１２３", "1 000", "٣"])
    func invalidInput(text: String) {
        let viewModel = appeared(with: nil)
        viewModel.inputFreeShippingSettingAmount = text
        #expect(viewModel.bottomButtons == .register(isEnabled: false))
        viewModel.addOrEditButtonDidTap()
        #expect(repository.registerFreeShippingSettingCallsCount == 0)
        #expect(viewModel.alert == nil)
    }

    // MARK: ③ register / save

    @Test("③ register from not set with 8000: exactly [nil, 8000], a success toast, Release and Save")
    func registerSuccess() throws {
        let viewModel = appeared(with: nil)
        repository.registerFreeShippingSettingReturnValue = RepositoryAnswers.success
        let settings = viewModel.$currentFreeShippingSetting.record()
        let toasts = viewModel.toast.record()
        viewModel.inputFreeShippingSettingAmount = "8000"
        viewModel.addOrEditButtonDidTap()
        #expect(try settings.availableElements.get() == [nil, FreeShippingSetting(amount: 8_000)])
        #expect(repository.registerFreeShippingSettingReceivedSetting == FreeShippingSetting(amount: 8_000))
        #expect(viewModel.bottomButtons == .releaseAndSave(isSaveEnabled: true))
        guard case .success = try toasts.next().get() else { Issue.record("expected a success toast"); return }
    }

    @Test("③ a failed registration shows a failure toast and changes nothing")
    func registerFailure() throws {
        let viewModel = appeared(with: nil)
        repository.registerFreeShippingSettingReturnValue = RepositoryAnswers.failure
        let toasts = viewModel.toast.record()
        viewModel.inputFreeShippingSettingAmount = "8000"
        viewModel.addOrEditButtonDidTap()
        guard case .failure = try toasts.next().get() else { Issue.record("expected a failure toast"); return }
        #expect(viewModel.currentFreeShippingSetting == nil)
        #expect(viewModel.bottomButtons == .register(isEnabled: true))
        #expect(!viewModel.isLoading)
    }

    @Test("③ save (update) when set: success and failure")
    func update() throws {
        let viewModel = appeared(with: 3_000)
        let toasts = viewModel.toast.record()
        repository.updateFreeShippingSettingReturnValue = RepositoryAnswers.failure
        viewModel.inputFreeShippingSettingAmount = "4500"
        viewModel.addOrEditButtonDidTap()
        #expect(viewModel.currentFreeShippingSetting == FreeShippingSetting(amount: 3_000))
        repository.updateFreeShippingSettingReturnValue = RepositoryAnswers.success
        viewModel.addOrEditButtonDidTap()
        #expect(viewModel.currentFreeShippingSetting == FreeShippingSetting(amount: 4_500))
        #expect(repository.updateFreeShippingSettingCallsCount == 2)
        #expect(repository.registerFreeShippingSettingCallsCount == 0)
        let kinds = try toasts.availableElements.get().map { if case .success = $0 { "success" } else { "failure" } }
        #expect(kinds == ["failure", "success"])
    }

    // MARK: ④ release

    @Test("④ release: success clears the setting and the input and shows Register disabled; failure changes nothing")
    func release() throws {
        let viewModel = appeared(with: 3_000)
        let toasts = viewModel.toast.record()
        repository.deleteFreeShippingSettingReturnValue = RepositoryAnswers.failure
        viewModel.releaseButtonDidTap()
        #expect(viewModel.currentFreeShippingSetting == FreeShippingSetting(amount: 3_000))
        #expect(viewModel.bottomButtons == .releaseAndSave(isSaveEnabled: true))
        repository.deleteFreeShippingSettingReturnValue = RepositoryAnswers.success
        viewModel.releaseButtonDidTap()
        #expect(viewModel.currentFreeShippingSetting == nil)
        #expect(viewModel.inputFreeShippingSettingAmount == "")
        #expect(viewModel.bottomButtons == .register(isEnabled: false))
        #expect(try toasts.availableElements.get().count == 2)
    }

    @Test("④ release does nothing when nothing is set")
    func releaseWhenNotSet() {
        let viewModel = appeared(with: nil)
        viewModel.releaseButtonDidTap()
        #expect(repository.deleteFreeShippingSettingCallsCount == 0)
    }

    // MARK: ⑤ back

    @Test("⑤ back with changed input asks to discard; Cancel stays, Discard goes back", arguments: [nil, 3_000] as [Int?])
    func backWithChanges(amount: Int?) {
        let viewModel = appeared(with: amount)
        viewModel.inputFreeShippingSettingAmount = "777"
        viewModel.backButtonDidTap()
        #expect(viewModel.alert == .discardChanges)
        viewModel.alertCancelButtonDidTap()
        #expect(viewModel.alert == nil)
        #expect(viewModel.transitionItem == nil)
        viewModel.backButtonDidTap()
        viewModel.alertConfirmButtonDidTap()
        #expect(viewModel.alert == nil)
        #expect(viewModel.transitionItem == .back)
    }

    @Test("⑤ back with nothing changed goes back at once", arguments: [nil, 3_000] as [Int?])
    func backWithoutChanges(amount: Int?) {
        let viewModel = appeared(with: amount)
        viewModel.backButtonDidTap()
        #expect(viewModel.alert == nil)
        #expect(viewModel.transitionItem == .back)
    }

    // MARK: ⑥ zero yen

    @Test("⑥ 0 yen asks first and sends nothing; Cancel closes; Save closes and registers (or updates)")
    func zeroYen() {
        let viewModel = appeared(with: nil)
        repository.registerFreeShippingSettingReturnValue = RepositoryAnswers.success
        viewModel.inputFreeShippingSettingAmount = "0"
        viewModel.addOrEditButtonDidTap()
        #expect(viewModel.alert == .allProductsFreeShipping)
        #expect(repository.registerFreeShippingSettingCallsCount == 0)
        viewModel.alertCancelButtonDidTap()
        #expect(viewModel.alert == nil)
        #expect(repository.registerFreeShippingSettingCallsCount == 0)
        viewModel.addOrEditButtonDidTap()
        viewModel.alertConfirmButtonDidTap()
        #expect(viewModel.alert == nil)
        #expect(repository.registerFreeShippingSettingReceivedSetting == FreeShippingSetting(amount: 0))

        repository.updateFreeShippingSettingReturnValue = RepositoryAnswers.success
        viewModel.addOrEditButtonDidTap()
        viewModel.alertConfirmButtonDidTap()
        #expect(repository.updateFreeShippingSettingReceivedSetting == FreeShippingSetting(amount: 0))
    }

    // MARK: ⑦ load errors

    @Test("⑦ a load error other than not-found shows a failure toast, then goes back")
    func loadError() throws {
        repository.getFreeShippingSettingReturnValue = RepositoryAnswers.serverError
        let viewModel = makeViewModel()
        let toasts = viewModel.toast.record()
        let transitions = viewModel.$transitionItem.record()
        viewModel.onFirstAppear()
        guard case .failure = try toasts.next().get() else { Issue.record("expected a failure toast"); return }
        #expect(try transitions.availableElements.get() == [nil, .back])
        #expect(viewModel.bottomButtons == .hidden)
    }

    // MARK: ⑧ one request per intent

    @Test("⑧ taps while a request is in flight send nothing")
    func oneRequestPerIntent() {
        let viewModel = appeared(with: 3_000)
        let held = PassthroughSubject<Void, RepositoryError>()
        repository.updateFreeShippingSettingReturnValue = held.eraseToAnyPublisher()
        repository.deleteFreeShippingSettingReturnValue = held.eraseToAnyPublisher()
        viewModel.inputFreeShippingSettingAmount = "4000"
        viewModel.addOrEditButtonDidTap()
        viewModel.addOrEditButtonDidTap()
        viewModel.releaseButtonDidTap()
        #expect(viewModel.isLoading)
        #expect(repository.updateFreeShippingSettingCallsCount == 1)
        #expect(repository.deleteFreeShippingSettingCallsCount == 0)
        held.send(())
        held.send(completion: .finished)
        #expect(!viewModel.isLoading)
        viewModel.releaseButtonDidTap()
        #expect(repository.deleteFreeShippingSettingCallsCount == 1)
    }

    // MARK: Scenario and leaks

    @Test("register at 0 yen from 'not set', as a timeline")
    func timeline() {
        repository.getFreeShippingSettingReturnValue = RepositoryAnswers.notFound
        repository.registerFreeShippingSettingReturnValue = RepositoryAnswers.success
        let viewModel = makeViewModel()
        let timeline = Timeline()
        timeline.observe("current", viewModel.$currentFreeShippingSetting) { $0.map { "\($0.amount)円" } ?? "nil" }
        timeline.observe("buttons", viewModel.$bottomButtons)
        timeline.observe("alert", viewModel.$alert) { $0.map { "\($0)" } ?? "nil" }
        timeline.observe("toast", viewModel.toast)
        timeline.observe("transition", viewModel.$transitionItem) { $0.map { "\($0)" } ?? "nil" }
        timeline.step("onFirstAppear() — 404") { viewModel.onFirstAppear() }
        timeline.step("input \"0\"") { viewModel.inputFreeShippingSettingAmount = "0" }
        timeline.step("addOrEditButtonDidTap()") { viewModel.addOrEditButtonDidTap() }
        timeline.step("alertConfirmButtonDidTap() — saves") { viewModel.alertConfirmButtonDidTap() }
        timeline.step("backButtonDidTap()") { viewModel.backButtonDidTap() }
        assertTimeline(timeline, matchesSnapshotNamed: "register-zero-yen")
    }

    @Test("the ViewModel is released with a request in flight")
    func noLeak() {
        repository.getFreeShippingSettingReturnValue = PassthroughSubject<FreeShippingSetting, RepositoryError>().eraseToAnyPublisher()
        assertReleased {
            let viewModel = makeViewModel()
            viewModel.onFirstAppear()
            return viewModel
        }
    }
}

/// Marks the main queue, to tell it apart from the thread that drains it.
let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
