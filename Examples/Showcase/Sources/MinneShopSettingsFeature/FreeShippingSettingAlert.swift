/// The confirmation the free-shipping screen asks for.
public enum FreeShippingSettingAlert: Equatable, Sendable {
    /// Registering or saving 0 yen makes every product ship free: confirm with "保存する".
    case allProductsFreeShipping
    /// Leaving with input that differs from the setting: confirm with "破棄する".
    case discardChanges
}
