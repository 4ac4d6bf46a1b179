/// Sourcery's AutoMockable names, reproduced so that tests written against Sourcery's mocks
/// compile against Kumiki's: a method's properties are named after its whole signature
/// (`fetchIdIntProduct…`), which is how Sourcery tells overloads apart.
package enum SourceryNaming {
    /// The prefix of a method's mock properties: the method's name with its parameters and
    /// generic clause, then its return type (`Void` when it returns nothing), cleaned and camel-cased.
    static func prefix(for method: MethodRequirement) -> String {
        if let spelled = method.spelledPrefix { return spelled }
        let signature = spelledOut(method.name) + (method.genericClause ?? "") + "(" + method.parameters.map(\.source).joined(separator: ", ") + ")"
        return prefix(signature: signature, returnType: method.returnType?.written ?? "Void")
    }

    /// The prefix for a method written out as `signature` (`fetch(id: Int)`) returning `returnType`.
    package static func prefix(signature: String, returnType: String) -> String {
        lowerFirst(clean(signature)) + upperFirst(clean(returnType))
    }

    /// The prefix of an initializer's mock properties.
    static func prefix(for initializer: InitializerRequirement) -> String {
        lowerFirst(clean("init(" + initializer.parameters.map(\.source).joined(separator: ", ") + ")"))
    }

    /// The template's `cleanString` macro: punctuation becomes word breaks (or nothing),
    /// then the words are joined in camel case.
    static func clean(_ text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "-" where characters.first == ">":
                characters.removeFirst()
                result.append("_")
            case "(", ":", " ", "?", "!", ",", "@", ".": result.append("_")
            case ")", "`", "[", "]", "<", ">", "&": continue
            // What no identifier may hold (`~` of `~Copyable`, `=` of a where clause) breaks words too.
            case _ where !(character.isLetter || character.isNumber || character == "_"): result.append("_")
            default: result.append(character)
            }
        }
        return snakeToCamelCase(result)
    }

    /// StencilSwiftKit's `snakeToCamelCase`: each `_`-separated word gets an upper-case first
    /// letter; a string with no lower-case letter is lower-cased first; leading underscores stay.
    static func snakeToCamelCase(_ text: String) -> String {
        let prefix = text.prefix { $0 == "_" }
        let rest = text.dropFirst(prefix.count)
        let words: [Substring]
        if rest.contains(where: \.isLowercase) {
            words = rest.split(separator: "_", omittingEmptySubsequences: false)
            return prefix + words.map { upperFirst(String($0)) }.joined()
        }
        words = rest.lowercased().split(separator: "_", omittingEmptySubsequences: false).map { Substring($0) }
        return prefix + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The string with its first character upper-cased.
    package static func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The string with its first character lower-cased.
    static func lowerFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// An operator's name in words (`==` → `equalEqual`, `*` → `star`), since its characters
    /// cannot start a property's name; any other name as it is.
    static func spelledOut(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, !(first.properties.isXIDStart || first == "_" || first == "`") else { return name }
        let words: [Character: String] = [
            "=": "equal", "+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent", "<": "less", ">": "greater",
            "!": "bang", "&": "and", "|": "or", "^": "caret", "~": "tilde", "?": "question", ".": "dot",
        ]
        let spelled = name.map { words[$0] ?? "operator" }
        return (spelled.first ?? "operator") + spelled.dropFirst().map(upperFirst).joined()
    }
}
