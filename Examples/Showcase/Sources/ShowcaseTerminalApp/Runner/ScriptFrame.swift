/// A screen printed by a script: its text and what the script called it.
public struct ScriptFrame: Equatable, Sendable {
    /// The label from `frame <label>`, or the step that produced it.
    public var label: String
    /// The screen as plain text.
    public var text: String

    /// Creates a frame.
    public init(label: String, text: String) {
        self.label = label
        self.text = text
    }

    /// The frame as scripted mode prints it: a header line, then the screen.
    public var printed: String {
        "──── \(label) ────\n\(text)"
    }
}
