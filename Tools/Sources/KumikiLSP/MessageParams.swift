/// `window/logMessage` and `window/showMessage`: a message and its type (1 error, 2 warning, 3 info, 4 log).
public struct MessageParams: Codable, Hashable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    public var type: Int
    /// The message.
    public var message: String

    /// Creates the value.
    public init(type: Int, message: String) {
        self.type = type
        self.message = message
    }
}
