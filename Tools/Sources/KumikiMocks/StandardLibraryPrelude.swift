import SwiftParser

/// The standard library's protocols whose associated types and requirements a mock takes as if
/// the sources declared them: the iterator protocols' `next()` and an executor's `enqueue(_:)`
/// are recorded like any method (the job, like a `Span`, handed on but never kept), and
/// the sequence protocols' `Element` is fixed by the refinement (`where Element == Int`,
/// `Collection<String>`) or becomes the mock's generic parameter. Their other members are the
/// renderer's (`underlyingElements`).
enum StandardLibraryPrelude {
    /// The protocols as the generator reads them.
    static let source = """
        protocol Sequence<Element> { associatedtype Element }
        protocol Collection<Element>: Sequence {}
        protocol BidirectionalCollection<Element>: Collection {}
        protocol RandomAccessCollection<Element>: BidirectionalCollection {}
        protocol IteratorProtocol<Element> {
            associatedtype Element
            mutating func next() -> Element?
        }
        protocol AsyncSequence<Element, Failure> { associatedtype Element }
        protocol AsyncIteratorProtocol<Element, Failure> {
            associatedtype Element
            mutating func next() async throws -> Element?
        }
        protocol Executor: AnyObject, Sendable {
            func enqueue(_ job: consuming ExecutorJob)
        }
        protocol SerialExecutor: Executor {}
        struct ExecutorJob: ~Copyable {}
        struct Span<Element>: ~Escapable {}
        struct RawSpan: ~Escapable {}
        struct MutableSpan<Element>: ~Copyable, ~Escapable {}
        struct MutableRawSpan: ~Copyable, ~Escapable {}
        struct OutputSpan<Element>: ~Copyable, ~Escapable {}
        struct OutputRawSpan: ~Copyable, ~Escapable {}
        struct UTF8Span: ~Escapable {}
        """

    /// The prelude, read once.
    private static let declarations = ProtocolCollector(path: "<standard library>", tree: Parser.parse(source: source)).declarations

    /// The prelude's protocols.
    static let protocols: [MockableProtocol] = declarations.protocols.map { declared in
        var declared = declared
        declared.isFromDependency = true
        return declared
    }

    /// The standard library's types that cannot be copied or escape (`ExecutorJob`, `RawSpan`), which a mock never keeps.
    static let unstorableTypes = declarations.unstorableTypes

    /// The literal protocols a mock meets by storing the literal it was written as: each one's
    /// initializer label, the associated type that names the literal's type and the type it has
    /// unless the refinement fixes it.
    static let literals: [(name: String, label: String, associatedType: String, type: String)] = [
        ("ExpressibleByIntegerLiteral", "integerLiteral", "IntegerLiteralType", "Int"),
        ("ExpressibleByFloatLiteral", "floatLiteral", "FloatLiteralType", "Double"),
        ("ExpressibleByBooleanLiteral", "booleanLiteral", "BooleanLiteralType", "Bool"),
        ("ExpressibleByUnicodeScalarLiteral", "unicodeScalarLiteral", "UnicodeScalarLiteralType", "String"),
        ("ExpressibleByExtendedGraphemeClusterLiteral", "extendedGraphemeClusterLiteral", "ExtendedGraphemeClusterLiteralType", "String"),
        ("ExpressibleByStringLiteral", "stringLiteral", "StringLiteralType", "String"),
        ("ExpressibleByStringInterpolation", "stringInterpolation", "StringInterpolation", "DefaultStringInterpolation"),
        ("ExpressibleByArrayLiteral", "arrayLiteral", "ArrayLiteralElement", "Any"),
        ("ExpressibleByDictionaryLiteral", "dictionaryLiteral", "Key", "Any"),
        ("ExpressibleByNilLiteral", "nilLiteral", "", "()"),
    ]

    /// The literal protocols each literal protocol refines, whose initializers a class must also
    /// declare `required`: a default implementation in an extension does not meet them.
    static let impliedLiterals: [String: [String]] = [
        "ExpressibleByExtendedGraphemeClusterLiteral": ["ExpressibleByUnicodeScalarLiteral"],
        "ExpressibleByStringLiteral": ["ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral"],
        "ExpressibleByStringInterpolation": ["ExpressibleByStringLiteral", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral"],
    ]
}
