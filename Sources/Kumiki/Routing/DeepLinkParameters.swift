/// The values a link's path gave to a pattern's `:name` segments, and its query items, read with their types.
public struct DeepLinkParameters: Hashable, Sendable {
    /// Path parameters by name, percent-decoded.
    public let path: [String: String]
    /// Query items by name (the last of repeated names), percent-decoded.
    public let query: [String: String]

    /// Creates parameters; the router does this for you.
    public init(path: [String: String], query: [String: String] = [:]) {
        self.path = path
        self.query = query
    }

    /// The path parameter `name` as text; ``DeepLinkError/invalidParameter(name:value:)`` when missing or empty.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        guard let value = path[name], !value.isEmpty else { throw .invalidParameter(name: name, value: path[name]) }
        return value
    }

    /// The path parameter `name` as an integer; ``DeepLinkError/invalidParameter(name:value:)`` when it is not one.
    public func int(_ name: String) throws(DeepLinkError) -> Int {
        let text = try string(name)
        guard let value = Int(text) else { throw .invalidParameter(name: name, value: text) }
        return value
    }

    /// The path parameter `name` read by `parse` (a code, an enum), or ``DeepLinkError/invalidParameter(name:value:)`` when it returns `nil`.
    public func value<T>(_ name: String, _ parse: (String) -> T?) throws(DeepLinkError) -> T {
        let text = try string(name)
        guard let value = parse(text) else { throw .invalidParameter(name: name, value: text) }
        return value
    }
}
