import Foundation
import Kumiki
import ShowcaseDomain

/// The seller's free-shipping settings screen (minne's free-shipping rewrite, its whole behavioural spec):
/// load, register, save, release, the 0-yen and discard confirmations, toasts, and
/// going back on an error other than "not set".
///
/// Outputs change on the main queue whatever queue the repository answers on. Each
/// intent sends at most one request: a tap while one is in flight does nothing.
@MainActor
public final class FreeShippingSettingViewModel: ObservableObject {
    /// What this screen needs besides its repository.
    public typealias Dependency = HasMainScheduler

    // MARK: Inputs

    /// The amount field's text; bound two-way by the view.
    @Published public var inputFreeShippingSettingAmount = ""  // kumiki:bound-input

    // MARK: Outputs

    /// The setting as the server has it; `nil` when not set.
    @Published public private(set) var currentFreeShippingSetting: FreeShippingSetting?
    /// The bottom buttons.
    @Published public private(set) var bottomButtons: FreeShippingSettingBottomButtons = .hidden
    /// The confirmation on screen, if any.
    @Published public private(set) var alert: FreeShippingSettingAlert?
    /// Whether a request is in flight.
    @Published public private(set) var isLoading = false
    /// Where to go; `.back` leaves the screen.
    @Published public private(set) var transitionItem: FreeShippingSettingTransitionItem?

    /// Toasts, as events: a late subscriber sees none of the earlier ones.
    public var toast: AnyPublisher<FreeShippingSettingToast, Never> {
        toastSubject.eraseToAnyPublisher()
    }

    private let repository: any FreeShippingSettingRepositoryProtocol
    private let dependency: Dependency
    private let toastSubject = PassthroughSubject<FreeShippingSettingToast, Never>()
    private var hasAppeared = false
    private var hasLoaded = false
    private var cancellables: Set<AnyCancellable> = []
    private var request: AnyCancellable?

    /// Creates the screen's ViewModel.
    public init(repository: any FreeShippingSettingRepositoryProtocol, dependency: Dependency = CoreDependencies()) {
        self.repository = repository
        self.dependency = dependency
        $inputFreeShippingSettingAmount
            .dropFirst()
            .sink { [weak self] in self?.inputDidChange($0) }
            .store(in: &cancellables)
    }

    /// The largest threshold the shop accepts.
    public static let maximumAmount = 9_999_999

    // MARK: Inputs

    /// The screen appeared for the first time: loads the setting (①).
    public func onFirstAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        isLoading = true
        request = repository.getFreeShippingSetting()
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self, case .failure(let error) = completion else { return }
                    self.isLoading = false
                    if error.isNotFound {
                        self.hasLoaded = true
                        self.bottomButtons = .register(isEnabled: Self.amount(in: self.inputFreeShippingSettingAmount) != nil)
                    } else {
                        // ⑦: any other error shows a toast, then goes back.
                        self.toastSubject.send(.failure("送料無料設定を読み込めませんでした"))
                        self.transitionItem = .back
                    }
                },
                receiveValue: { [weak self] setting in
                    guard let self else { return }
                    self.isLoading = false
                    self.hasLoaded = true
                    self.currentFreeShippingSetting = setting
                    self.inputFreeShippingSettingAmount = String(setting.amount)
                    self.bottomButtons = .releaseAndSave(isSaveEnabled: true)
                }
            )
    }

    /// "登録する" or "保存する" (③, ⑥): 0 yen asks for confirmation first.
    public func addOrEditButtonDidTap() {
        guard !isLoading, hasLoaded, let amount = Self.amount(in: inputFreeShippingSettingAmount) else { return }
        if amount == 0 {
            alert = .allProductsFreeShipping
            return
        }
        save(FreeShippingSetting(amount: amount))
    }

    /// "解除する" (④), only when a setting exists.
    public func releaseButtonDidTap() {
        guard !isLoading, currentFreeShippingSetting != nil else { return }
        isLoading = true
        request = repository.deleteFreeShippingSetting()
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self, case .failure = completion else { return }
                    self.isLoading = false
                    self.toastSubject.send(.failure("送料無料設定を解除できませんでした"))
                },
                receiveValue: { [weak self] in
                    guard let self else { return }
                    self.isLoading = false
                    self.currentFreeShippingSetting = nil
                    self.inputFreeShippingSettingAmount = ""
                    self.bottomButtons = .register(isEnabled: false)
                    self.toastSubject.send(.success("送料無料設定を解除しました"))
                }
            )
    }

    /// The back button (⑤): asks before discarding changed input.
    public func backButtonDidTap() {
        guard alert == nil else { return }
        if hasChanges {
            alert = .discardChanges
        } else {
            transitionItem = .back
        }
    }

    /// "キャンセル" on either confirmation: closes it and stays.
    public func alertCancelButtonDidTap() {
        alert = nil
    }

    /// "保存する" on the 0-yen confirmation (saves), "破棄する" on the leave confirmation (goes back).
    public func alertConfirmButtonDidTap() {
        switch alert {
        case .allProductsFreeShipping:
            alert = nil
            save(FreeShippingSetting(amount: 0))
        case .discardChanges:
            alert = nil
            transitionItem = .back
        case nil:
            return
        }
    }

    // MARK: Private

    private var hasChanges: Bool {
        let input = inputFreeShippingSettingAmount.trimmingCharacters(in: .whitespaces)
        guard let current = currentFreeShippingSetting else { return !input.isEmpty }
        return Self.amount(in: input) != current.amount
    }

    private func inputDidChange(_ input: String) {
        guard hasLoaded else { return }
        let isValid = Self.amount(in: input) != nil
        switch bottomButtons {
        case .register: bottomButtons = .register(isEnabled: isValid)
        case .releaseAndSave: bottomButtons = .releaseAndSave(isSaveEnabled: isValid)
        case .hidden: break
        }
    }

    private func save(_ setting: FreeShippingSetting) {
        guard !isLoading else { return }
        let isRegistering = currentFreeShippingSetting == nil
        isLoading = true
        let publisher = isRegistering
            ? repository.registerFreeShippingSetting(setting)
            : repository.updateFreeShippingSetting(setting)
        request = publisher
            .receive(on: dependency.mainScheduler)
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self, case .failure = completion else { return }
                    self.isLoading = false
                    self.toastSubject.send(.failure(isRegistering ? "送料無料設定を登録できませんでした" : "送料無料設定を保存できませんでした"))
                },
                receiveValue: { [weak self] in
                    guard let self else { return }
                    self.isLoading = false
                    self.currentFreeShippingSetting = setting
                    self.bottomButtons = .releaseAndSave(isSaveEnabled: true)
                    self.toastSubject.send(.success(isRegistering ? "送料無料設定を登録しました" : "送料無料設定を保存しました"))
                }
            )
    }

    /// A whole number of yen from 0 to 9,999,999 written in ASCII digits, or `nil`.
    static func amount(in input: String) -> Int? {
        let text = input.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
              let amount = Int(text), amount <= maximumAmount
        else { return nil }
        return amount
    }
}
