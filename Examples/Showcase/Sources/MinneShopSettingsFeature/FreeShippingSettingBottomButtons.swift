/// Which buttons the bottom of the free-shipping screen shows (minne's free-shipping rewrite ①–④).
public enum FreeShippingSettingBottomButtons: Equatable, Sendable {
    /// Nothing yet: the setting is loading.
    case hidden
    /// No setting: "登録する", enabled when the input is a valid amount.
    case register(isEnabled: Bool)
    /// A setting exists: "解除する" (always enabled) and "保存する", enabled when the input is a valid amount.
    case releaseAndSave(isSaveEnabled: Bool)
}
