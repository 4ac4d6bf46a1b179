import Kumiki
import ShowcaseDomain

/// The free-shipping setting (minne's free-shipping rewrite), with the last known value shared in memory:
/// a load, a registration, an update and a release each update it, so every screen
/// that shows the setting follows.
public final class FreeShippingSettingRepository: FreeShippingSettingRepositoryProtocol, Sendable {
    private let requester: any FreeShippingSettingRequesterProtocol
    private let shared = SharedValue<FreeShippingSetting?>(nil)

    /// Creates the repository.
    public init(requester: any FreeShippingSettingRequesterProtocol) {
        self.requester = requester
    }

    /// The setting as last loaded or saved; `nil` when not set.
    public var freeShippingSetting: AnyPublisher<FreeShippingSetting?, Never> {
        shared.publisher
    }

    /// Loads the setting; `.network(.notFound)` means "not set" and clears the shared value.
    public func getFreeShippingSetting() -> RepositoryPublisher<FreeShippingSetting> {
        requester.getFreeShippingSetting()
            .handleEvents(
                receiveOutput: { [shared] in shared.value = $0 },
                receiveCompletion: { [shared] completion in
                    // "Not set": clear a value loaded earlier, without announcing a second nil.
                    if case .failure(.notFound) = completion, shared.value != nil { shared.value = nil }
                }
            )
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }

    /// Registers a first setting.
    public func registerFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        requester.postFreeShippingSetting(setting)
            .handleEvents(receiveOutput: { [shared] in shared.value = setting })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }

    /// Replaces the setting.
    public func updateFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void> {
        requester.putFreeShippingSetting(setting)
            .handleEvents(receiveOutput: { [shared] in shared.value = setting })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }

    /// Releases the setting.
    public func deleteFreeShippingSetting() -> RepositoryPublisher<Void> {
        requester.deleteFreeShippingSetting()
            .handleEvents(receiveOutput: { [shared] in shared.value = nil })
            .mapError(RepositoryError.network)
            .eraseToAnyPublisher()
    }
}
