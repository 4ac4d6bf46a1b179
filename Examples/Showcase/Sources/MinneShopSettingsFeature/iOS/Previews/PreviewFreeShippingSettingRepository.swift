#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// A shop's free-shipping setting in memory for previews, set to 3,000 yen or not set at all.
final class PreviewFreeShippingSettingRepository: FreeShippingSettingRepositoryProtocol {
    private let setting: SharedValue<FreeShippingSetting?>

    init(amount: Int?) {
        setting = SharedValue(amount.map(FreeShippingSetting.init(amount:)))
    }

    var freeShippingSetting: AnyPublisher<FreeShippingSetting?, Never> { setting.publisher }

    func getFreeShippingSetting() -> RepositoryPublisher<FreeShippingSetting> {
        guard let current = setting.value else {
            return Fail(error: .network(.notFound)).eraseToAnyPublisher()
        }
        return Just(current).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }

    func registerFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        save(setting)
    }

    func updateFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        save(setting)
    }

    func deleteFreeShippingSetting() -> RepositoryPublisher<Void> {
        save(nil)
    }

    private func save(_ newValue: FreeShippingSetting?) -> RepositoryPublisher<Void> {
        setting.value = newValue
        return Just(()).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
    }
}
#endif
