/// Reads the Objective-C names a header declares for Swift, and the headers it imports: what every
/// Swift file of a target sees through its bridging header, without an import.
///
/// It reads headers as text, not as a compiler would: comments are dropped, then `@interface`,
/// `@protocol` and `@class` give class and protocol names, `NS_ENUM`, `NS_OPTIONS` and their kin the
/// enumerations' names, a `typedef` the name it ends with, and `NS_SWIFT_NAME(…)` the name Swift
/// uses instead. Quoted imports (`#import "Note.h"`) are followed, as Xcode's header maps find them:
/// beside the header first, then by name anywhere in the project.
public struct ObjectiveCHeaderScanner: Sendable {
    /// Every header of the project by file name (`Note.h` → its root-relative paths), for quoted imports.
    public var headersByName: [String: [String]]
    /// How many headers a bridging header may pull in before the rest is left unread.
    public var limit = 5_000

    /// Creates a scanner that finds imported headers among `headers` (root-relative paths).
    public init(headers: [String]) {
        var byName: [String: [String]] = [:]
        for header in headers { byName[RelativePath.lastComponent(of: header), default: []].append(header) }
        headersByName = byName
    }

    /// The names Swift sees through the header at `path` and every header it imports, quoted, transitively;
    /// `read` gives a header's text by its root-relative path (`nil` when it cannot be read).
    public func names(seenThrough path: String, read: (String) -> String?) -> Set<String> {
        var names: Set<String> = []
        visit(from: [path], read: read) { _, scanned in names.formUnion(scanned.names) }
        return names
    }

    /// Reads each file at `paths` and every header it imports with quotes, transitively, each once, as
    /// Xcode's header maps find them (beside the importing file first, then by name anywhere), and hands
    /// `body` each text with what `scan` found in it.
    private func visit(from paths: [String], read: (String) -> String?, body: (String, (names: Set<String>, imports: [String])) -> Void) {
        var pending = paths
        var seen = Set(paths)
        while let next = pending.popLast(), seen.count <= limit {
            guard let text = read(next) else { continue }
            let scanned = Self.scan(text)
            body(text, scanned)
            for imported in scanned.imports {
                let beside = RelativePath.join(RelativePath.parent(of: next), imported)
                let found = read(beside) != nil ? [beside] : (headersByName[RelativePath.lastComponent(of: imported)] ?? [])
                for header in found where seen.insert(header).inserted { pending.append(header) }
            }
        }
    }

    /// The modules the Objective-C files at `paths` use, and every header they import with quotes,
    /// transitively: `#import <SPMySQL/SPMySQL.h>`, `#include <Module/…>` and `@import Module;`, so a
    /// framework an Objective-C file uses counts as used though no Swift file imports it.
    public func modules(usedBy paths: [String], read: (String) -> String?) -> Set<String> {
        var modules: Set<String> = []
        visit(from: paths, read: read) { text, _ in modules.formUnion(Self.modules(inCode: Self.withoutComments(text))) }
        return modules
    }

    /// The modules code without comments names in angle-bracket imports of a framework's header and in `@import`.
    static func modules(inCode code: String) -> Set<String> {
        var modules: Set<String> = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("@import") {
                let rest = trimmed.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" }
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { modules.insert(String(name)) }
            } else if trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "<"), let close = trimmed[open...].firstIndex(of: ">") else { continue }
                let inside = trimmed[trimmed.index(after: open)..<close]
                guard let slash = inside.firstIndex(of: "/") else { continue }
                let name = inside[..<slash]
                if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { modules.insert(String(name)) }
            }
        }
        return modules
    }

    /// The names one header's text declares and the headers it imports with quotes.
    public static func scan(_ text: String) -> (names: Set<String>, imports: [String]) {
        let code = withoutComments(text)
        var names: Set<String> = []
        var imports: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") {
                if let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") {
                    imports.append(String(trimmed[trimmed.index(after: open)..<close]))
                }
            }
        }
        let words = tokens(of: code)
        var index = 0
        while index < words.count {
            let word = words[index]
            switch word {
            case "@interface", "@protocol":
                if index + 1 < words.count, isIdentifier(words[index + 1]) { names.insert(words[index + 1]) }
            case "@class":
                var next = index + 1
                while next < words.count, words[next] != ";" {
                    if isIdentifier(words[next]) { names.insert(words[next]) }
                    next += 1
                }
            case "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM", "CF_OPTIONS", "CF_CLOSED_ENUM":
                // `NS_ENUM(NSInteger, Name)`: the name is the last identifier before the closing parenthesis.
                var next = index + 1
                var last: String?
                while next < words.count, words[next] != ")" {
                    if isIdentifier(words[next]) { last = words[next] }
                    next += 1
                }
                if let last { names.insert(last) }
            case "typedef":
                // The name a typedef gives is the last identifier before its `;` outside braces and parentheses.
                var next = index + 1
                var depth = 0
                var last: String?
                while next < words.count {
                    let token = words[next]
                    if token == "{" || token == "(" { depth += 1 } else if token == "}" || token == ")" { depth -= 1 }
                    if token == ";", depth <= 0 { break }
                    if depth == 0, isIdentifier(token), !token.hasPrefix("NS_"), !token.hasPrefix("CF_"), !token.hasPrefix("API_") { last = token }
                    next += 1
                }
                if let last { names.insert(last) }
            case "NS_SWIFT_NAME":
                // `NS_SWIFT_NAME(Name)` or `NS_SWIFT_NAME(Outer.Name)`: the name Swift writes.
                if index + 2 < words.count, words[index + 1] == "(", isIdentifier(words[index + 2]) {
                    names.insert(words[index + 2])
                }
            default:
                break
            }
            index += 1
        }
        return (names, imports)
    }

    /// The text with `//` and `/* */` comments replaced by spaces (line breaks kept).
    static func withoutComments(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var iterator = text.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar?
        var inLine = false, inBlock = false, inString = false
        while let scalar = iterator.next() {
            defer { previous = scalar }
            if inLine {
                if scalar == "\n" { inLine = false; result.unicodeScalars.append(scalar) }
                continue
            }
            if inBlock {
                if previous == "*", scalar == "/" { inBlock = false }
                if scalar == "\n" { result.unicodeScalars.append(scalar) }
                continue
            }
            if inString {
                if scalar == "\"" || scalar == "\n" { inString = false }
                result.unicodeScalars.append(scalar)
                continue
            }
            if previous == "/", scalar == "/" {
                result.unicodeScalars.removeLast()
                inLine = true
                continue
            }
            if previous == "/", scalar == "*" {
                result.unicodeScalars.removeLast()
                inBlock = true
                continue
            }
            if scalar == "\"" { inString = true }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Identifiers (with `@` for directives), and each punctuation character as a token of its own.
    private static func tokens(of code: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        func flush() {
            if !word.isEmpty { tokens.append(word) }
            word = ""
        }
        for scalar in code.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || (scalar == "@" && word.isEmpty) {
                word.unicodeScalars.append(scalar)
            } else {
                flush()
                if !scalar.properties.isWhitespace { tokens.append(String(scalar)) }
            }
        }
        flush()
        return tokens
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return (first.properties.isAlphabetic || first == "_") && !keywords.contains(token)
    }

    /// C and Objective-C words that are never a declared type's name.
    private static let keywords: Set<String> = [
        "const", "struct", "enum", "union", "unsigned", "signed", "long", "short", "int", "char", "void", "float", "double", "id",
        "nonnull", "nullable", "_Nonnull", "_Nullable", "__kindof", "extern", "static", "inline", "volatile",
    ]
}
