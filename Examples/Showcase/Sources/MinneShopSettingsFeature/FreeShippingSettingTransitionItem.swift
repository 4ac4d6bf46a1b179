/// Where the free-shipping screen navigates; the View layer performs it.
public enum FreeShippingSettingTransitionItem: Equatable, Sendable {
    /// Back to the settings screen.
    case back
}
