import Kumiki

/// The seller's free-shipping setting (minne's free-shipping rewrite): read, register, update, release.
public protocol FreeShippingSettingRepositoryProtocol: AnyObject {
    /// The setting as last loaded or saved; `nil` when not set.
    var freeShippingSetting: AnyPublisher<FreeShippingSetting?, Never> { get }

    /// Loads the setting; fails with `.network(.notFound)` when none is set.
    func getFreeShippingSetting() -> RepositoryPublisher<FreeShippingSetting>

    /// Registers a first setting.
    func registerFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void>

    /// Replaces the setting.
    func updateFreeShippingSetting(_ setting: FreeShippingSetting) -> RepositoryPublisher<Void>

    /// Releases the setting: nothing ships free any more.
    func deleteFreeShippingSetting() -> RepositoryPublisher<Void>
}
