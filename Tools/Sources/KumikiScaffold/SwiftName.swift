/// A validated Swift type name for a feature or an app, with the spellings templates need.
public struct SwiftName: Hashable, Sendable {
    /// The name as given: `ProductReview`.
    public let value: String

    /// Names the generated code already uses; a feature named like one would not compile.
    static let reserved: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Data", "Date", "Dictionary", "Double", "Effect", "Endpoint",
        "Error", "Float", "Int", "Just", "List", "LoadState", "Never", "Optional", "Reducer", "Result", "Self", "Set",
        "Store", "String", "Text", "Type", "URL", "View", "Void",
    ]

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "super", "self", "throw", "throws", "true", "try", "await", "async", "some", "any",
    ]

    /// Validates `value`: an ASCII Swift identifier starting with an upper-case letter, not a
    /// keyword and not a type the generated code uses.
    public init(_ value: String) throws(ScaffoldError) {
        guard let first = value.unicodeScalars.first else { throw .invalidName(value, reason: "it is empty") }
        guard value.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) else {
            throw .invalidName(value, reason: "use only ASCII letters, digits and underscores")
        }
        guard ("A"..."Z").contains(first) else {
            throw .invalidName(value, reason: "a type name starts with an upper-case letter")
        }
        guard !Self.keywords.contains(value) else { throw .invalidName(value, reason: "it is a Swift keyword") }
        guard !Self.reserved.contains(value) else {
            throw .invalidName(value, reason: "it clashes with a type the generated code uses")
        }
        self.value = value
    }

    /// The name as a variable: `productReview`, and `urlSession` for `URLSession`.
    public var lowerCamelCase: String {
        let scalars = Array(value)
        var upper = scalars.prefix { $0.isUppercase }.count
        // In `URLSession` the last capital starts the next word and stays upper-case.
        if upper > 1, upper < scalars.count { upper -= 1 }
        return String(scalars.prefix(upper)).lowercased() + String(scalars.dropFirst(upper))
    }

    /// The name as a URL path component: `product-review`.
    public var kebabCase: String {
        var result = ""
        let characters = Array(value)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && index > 0
                && (characters[index - 1].isLowercase || characters[index - 1].isNumber
                    || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord { result.append("-") }
            result.append(character == "_" ? "-" : Character(character.lowercased()))
        }
        return result
    }
}
