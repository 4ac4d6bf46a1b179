/// A short message the free-shipping screen shows after an action.
public enum FreeShippingSettingToast: Equatable, Sendable {
    /// The action succeeded.
    case success(String)
    /// The action failed; the state is unchanged.
    case failure(String)
}
