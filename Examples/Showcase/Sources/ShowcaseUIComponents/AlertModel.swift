/// A confirmation drawn over the screen: a title, a message and buttons, one selected.
public struct AlertModel: Equatable, Sendable {
    /// The alert's title.
    public var title: String
    /// What it asks.
    public var message: String
    /// The buttons, left to right.
    public var buttons: [String]
    /// The button Enter presses.
    public var selectedButton: Int

    /// Creates an alert.
    public init(title: String, message: String, buttons: [String], selectedButton: Int = 0) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.selectedButton = selectedButton
    }
}
