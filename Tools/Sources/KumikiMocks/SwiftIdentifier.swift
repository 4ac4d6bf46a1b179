/// Names the generator writes into Swift source: a name that is a keyword (`as`, `in`,
/// `default`, `repeat`) is written in backticks wherever Swift reads it as an identifier.
enum SwiftIdentifier {
    /// The words Swift reserves, which an identifier may be only in backticks.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// `name` as an identifier: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }
}

extension String {
    /// The name without the backticks that let a keyword be an identifier.
    var trimmingBackticks: String {
        filter { $0 != "`" }
    }
}
