/// The condition of an `#if` or `#elseif` clause, parsed from its text, and what it comes to for
/// one target: compiled, skipped, or undecided (a flag only some configurations set, an
/// architecture, a feature the toolchain may or may not have).
///
/// Swift compiles one branch of a conditional block per build; a target built for iOS never sees
/// `#if os(watchOS) import WatchKit #endif`. The checker asks each clause's condition of each target
/// that compiles the file, so an import or a use in a branch the target never compiles is not the
/// target's, and one in a branch it cannot decide is taken both ways.
public indirect enum CompilationCondition: Hashable, Sendable {
    /// `true`, `false`.
    case literal(Bool)
    /// A compilation condition (`DEBUG`, `BETA`): set by the configuration or not.
    case flag(String)
    /// A platform condition: `os(iOS)`, `canImport(UIKit)`, `targetEnvironment(simulator)`,
    /// `arch(arm64)`, `swift(>=5.9)`, `compiler(>=6)`, `hasFeature(X)`, `_runtime(_ObjC)`…
    case test(function: String, argument: String)
    /// `!condition`.
    case not(CompilationCondition)
    /// `a && b`.
    case and(CompilationCondition, CompilationCondition)
    /// `a || b`.
    case or(CompilationCondition, CompilationCondition)
    /// Text that is no condition Swift accepts: nothing can be said of it.
    case unreadable

    /// What a condition comes to for a target.
    public enum Outcome: Hashable, Sendable {
        /// The branch is compiled in every build of the target.
        case compiled
        /// The branch is never compiled for the target.
        case skipped
        /// Some builds compile it and others do not, or the target's settings do not say.
        case undecided

        /// `!outcome`.
        public var negated: Outcome {
            switch self {
            case .compiled: .skipped
            case .skipped: .compiled
            case .undecided: .undecided
            }
        }

        /// Whether the branch may be compiled in some build: compiled or undecided.
        public var mayBeCompiled: Bool { self != .skipped }
    }

    /// Parses the text of a condition as written after `#if` (tokens may be separated by spaces or
    /// not); text Swift would not accept is ``unreadable``, never a crash.
    public init(parsing text: String) {
        var parser = Parser(tokens: Self.tokens(of: text))
        guard let parsed = parser.disjunction(depth: 0), parser.isAtEnd else {
            self = .unreadable
            return
        }
        self = parsed
    }

    /// What the condition comes to in `environment`.
    public func evaluate(in environment: BuildEnvironment) -> Outcome {
        switch self {
        case .literal(let value):
            return value ? .compiled : .skipped
        case .flag(let name):
            return environment.flag(name)
        case .test(let function, let argument):
            return environment.test(function, argument)
        case .not(let inner):
            return inner.evaluate(in: environment).negated
        case .and(let left, let right):
            let first = left.evaluate(in: environment)
            if first == .skipped { return .skipped }
            let second = right.evaluate(in: environment)
            if second == .skipped { return .skipped }
            return first == .compiled && second == .compiled ? .compiled : .undecided
        case .or(let left, let right):
            let first = left.evaluate(in: environment)
            if first == .compiled { return .compiled }
            let second = right.evaluate(in: environment)
            if second == .compiled { return .compiled }
            return first == .skipped && second == .skipped ? .skipped : .undecided
        case .unreadable:
            return .undecided
        }
    }

    // MARK: - Parsing

    private enum Token: Equatable {
        case identifier(String)
        case symbol(String)
        case other(String)
    }

    /// The condition's tokens: identifiers (with dots and digits, `_ObjC`, `5.9`), `(`, `)`, `!`, `&&`, `||`, `,`, and anything else.
    private static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "."
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if isWordScalar(scalar) {
                var word = ""
                while index < scalars.count, isWordScalar(scalars[index]) {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(.identifier(word))
            } else if index + 1 < scalars.count, ["&&", "||", ">=", "<="].contains(String(scalars[index]) + String(scalars[index + 1])) {
                tokens.append(.symbol(String(scalars[index]) + String(scalars[index + 1])))
                index += 2
            } else if "()!,".unicodeScalars.contains(scalar) {
                tokens.append(.symbol(String(scalar)))
                index += 1
            } else {
                tokens.append(.other(String(scalar)))
                index += 1
            }
        }
        return tokens
    }

    /// A recursive-descent parser of `||` over `&&` over `!` over atoms, as Swift's grammar of
    /// compilation conditions has it; deep nesting is refused rather than followed without end.
    private struct Parser {
        let tokens: [Token]
        var position = 0

        var isAtEnd: Bool { position == tokens.count }

        mutating func disjunction(depth: Int) -> CompilationCondition? {
            guard depth < 64, var result = conjunction(depth: depth + 1) else { return nil }
            while position < tokens.count, tokens[position] == .symbol("||") {
                position += 1
                guard let right = conjunction(depth: depth + 1) else { return nil }
                result = .or(result, right)
            }
            return result
        }

        mutating func conjunction(depth: Int) -> CompilationCondition? {
            guard var result = unary(depth: depth + 1) else { return nil }
            while position < tokens.count, tokens[position] == .symbol("&&") {
                position += 1
                guard let right = unary(depth: depth + 1) else { return nil }
                result = .and(result, right)
            }
            return result
        }

        mutating func unary(depth: Int) -> CompilationCondition? {
            guard depth < 128, position < tokens.count else { return nil }
            if tokens[position] == .symbol("!") {
                position += 1
                return unary(depth: depth + 1).map { .not($0) }
            }
            return atom(depth: depth + 1)
        }

        mutating func atom(depth: Int) -> CompilationCondition? {
            guard position < tokens.count else { return nil }
            switch tokens[position] {
            case .symbol("("):
                position += 1
                guard let inner = disjunction(depth: depth + 1), position < tokens.count, tokens[position] == .symbol(")") else { return nil }
                position += 1
                return inner
            case .identifier(let word):
                position += 1
                if word == "true" { return .literal(true) }
                if word == "false" { return .literal(false) }
                guard position < tokens.count, tokens[position] == .symbol("(") else { return .flag(word) }
                // `os(iOS)`, `swift(>=5.9)`, `canImport(A.B, _version: 2)`: the argument's text up to the matching `)`.
                position += 1
                var argument = ""
                var open = 1
                while position < tokens.count {
                    let token = tokens[position]
                    position += 1
                    if token == .symbol("(") { open += 1 }
                    if token == .symbol(")") {
                        open -= 1
                        if open == 0 { return .test(function: word, argument: argument) }
                    }
                    switch token {
                    case .identifier(let text), .symbol(let text), .other(let text): argument += text
                    }
                }
                return nil
            default:
                return nil
            }
        }
    }
}
