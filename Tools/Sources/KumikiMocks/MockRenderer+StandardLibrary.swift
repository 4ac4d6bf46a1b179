/// What the standard library's protocols the mocked protocol refines require, met by the
/// mock's identity or by values the test stores: no source declares them, so the renderer knows
/// them. Each member is `nonisolated` in an isolated mock, as the protocols require it.
extension MockRenderer {
    mutating func renderStandardLibraryConformances() {
        let inherited = mock.inheritedNames
        let own = mock.mockType
        let members = Set(mock.properties.map(\.name) + mock.methods.map(\.name))
        // An isolated mock meets these nonisolated requirements outside its isolation.
        let nonisolated = mock.isMainActor || mock.isActor
        let function = access + (nonisolated ? "nonisolated " : "")
        let stored = storage(isStatic: false, isNonisolated: true)
        // NSObject is already equatable, hashable and described.
        if inherited.contains("Equatable") || inherited.contains("Hashable") || inherited.contains("Comparable"), !members.contains("=="), !mock.isObject {
            line()
            line("    /// Two mocks are equal when they are the same object.")
            line("    \(function)static func == (lhs: \(own), rhs: \(own)) -> Bool {")
            line("        lhs === rhs")
            line("    }")
        }
        if inherited.contains("Hashable"), !members.contains("hash"), !mock.isObject {
            line()
            line("    \(function)func hash(into hasher: inout Hasher) {")
            line("        hasher.combine(ObjectIdentifier(self))")
            line("    }")
        }
        if inherited.contains("Comparable"), !members.contains("<") {
            line()
            line("    /// Where the mock sorts among other mocks: by this, then by identity.")
            line("    \(stored)var underlyingOrder = 0")
            line("    \(function)static func < (lhs: \(own), rhs: \(own)) -> Bool {")
            line("        (lhs.underlyingOrder, ObjectIdentifier(lhs)) < (rhs.underlyingOrder, ObjectIdentifier(rhs))")
            line("    }")
        }
        if inherited.contains("Encodable") || inherited.contains("Codable"), !members.contains("encode") {
            line()
            line("    /// What `encode(to:)` writes: nothing until a test sets it.")
            line("    \(stored)var underlyingEncodable: (any Encodable)?")
            line("    \(function)func encode(to encoder: any Encoder) throws {")
            line("        try underlyingEncodable?.encode(to: encoder)")
            line("    }")
        }
        if inherited.contains("Decodable") || inherited.contains("Codable") {
            line()
            line("    \(access)\(required)init(from decoder: any Decoder) throws {}")
        }
        if inherited.contains("CustomStringConvertible"), !members.contains("description"), !mock.isObject {
            line()
            line("    \(stored)var description = \"\(mock.mockName)\"")
        }
        if inherited.contains("CustomDebugStringConvertible"), !members.contains("debugDescription"), !mock.isObject {
            line()
            line("    \(stored)var debugDescription = \"\(mock.mockName)\"")
        }
        if inherited.contains("RawRepresentable"), !members.contains("rawValue"), let raw = mock.rawValueType {
            line()
            line("    /// The raw value the mock was made with.")
            line("    \(stored)var underlyingRawValue: (\(raw))!")
            line("    \(function)var rawValue: \(raw) {")
            line("        underlyingRawValue")
            line("    }")
            line("    \(access)\(required)init?(rawValue: \(raw)) {")
            line("        underlyingRawValue = rawValue")
            line("    }")
        }
        if inherited.contains("CaseIterable"), !members.contains("allCases") {
            line()
            line("    \(storage(isStatic: true))var allCases: [\(own)] = []")
        }
        renderSequenceConformances(inherited: inherited, members: members, function: function)
        renderLiteralConformances(inherited: inherited)
    }

    /// `required ` where a class's subclasses must keep an initializer: not in a final class or an actor.
    private var required: String {
        mock.isFinal || mock.isActor ? "" : "required "
    }

    /// `Sequence`, `Collection` and `AsyncSequence` over elements the test stores, in order.
    private mutating func renderSequenceConformances(inherited: Set<String>, members: Set<String>, function: String) {
        let isCollection = ["Collection", "BidirectionalCollection", "RandomAccessCollection"].contains { inherited.contains($0) }
        let isAsync = inherited.contains("AsyncSequence")
        guard isCollection || inherited.contains("Sequence") || isAsync, !members.contains("underlyingElements") else { return }
        line()
        line("    /// The elements the mock gives, in order.")
        line("    \(storage(isStatic: false, isNonisolated: true))var underlyingElements: [Element] = []")
        if isCollection {
            line("    \(function)var startIndex: Int { underlyingElements.startIndex }")
            line("    \(function)var endIndex: Int { underlyingElements.endIndex }")
            line("    \(function)subscript(position: Int) -> Element { underlyingElements[position] }")
            line("    \(function)func index(after index: Int) -> Int { underlyingElements.index(after: index) }")
            if inherited.contains("BidirectionalCollection") || inherited.contains("RandomAccessCollection") {
                line("    \(function)func index(before index: Int) -> Int { underlyingElements.index(before: index) }")
            }
        } else if inherited.contains("Sequence"), !members.contains("makeIterator") {
            line("    \(function)func makeIterator() -> IndexingIterator<[Element]> { underlyingElements.makeIterator() }")
        }
        if isAsync, !members.contains("makeAsyncIterator") {
            // A sequence that never fails (`where Failure == Never`) iterates a stream that cannot throw.
            let failing = mock.sameTypes["Failure"] != "Never"
            let stream = failing ? "AsyncThrowingStream<Element, any Error>" : "AsyncStream<Element>"
            if failing {
                line("    /// What iterating throws after the elements, if anything.")
                line("    \(storage(isStatic: false, isNonisolated: true))var underlyingFailure: (any Error)?")
            }
            line("    \(function)func makeAsyncIterator() -> \(stream).Iterator {")
            line("        let (stream, continuation) = \(stream).makeStream()")
            line("        for element in underlyingElements { continuation.yield(element) }")
            line("        continuation.finish(\(failing ? "throwing: underlyingFailure" : ""))")
            line("        return stream.makeAsyncIterator()")
            line("    }")
        }
    }

    /// The `ExpressibleBy…Literal` protocols: the mock keeps the literal it was written as. A
    /// class declares the initializers of the literal protocols these refine too, `required`.
    private mutating func renderLiteralConformances(inherited: Set<String>) {
        let wanted = inherited.union(inherited.flatMap { StandardLibraryPrelude.impliedLiterals[$0] ?? [] })
        let initializers = Set(mock.initializers.map { $0.parameters.first?.label ?? "" })
        for literal in StandardLibraryPrelude.literals where wanted.contains(literal.name) && !initializers.contains(literal.label) {
            let type = mock.sameTypes[literal.associatedType] ?? literal.type
            let property = "underlying" + SourceryNaming.upperFirst(literal.label)
            let stored = storage(isStatic: false, isNonisolated: true)
            line()
            line("    /// The literal the mock was written as.")
            switch literal.label {
            case "stringInterpolation":
                line("    \(stored)var \(property): String?")
                line("    \(access)\(required)init(\(literal.label) value: \(type)) {")
                line("        \(property) = String(stringInterpolation: value)")
            case "arrayLiteral":
                line("    \(stored)var \(property): [\(type)]?")
                line("    \(access)\(required)init(\(literal.label) elements: \(type)...) {")
                line("        \(property) = elements")
            case "dictionaryLiteral":
                let pair = "(\(type), \(mock.sameTypes["Value"] ?? "Any"))"
                line("    \(stored)var \(property): [\(pair)]?")
                line("    \(access)\(required)init(\(literal.label) elements: \(pair)...) {")
                line("        \(property) = elements")
            case "nilLiteral":
                line("    \(stored)var \(property): ()?")
                line("    \(access)\(required)init(\(literal.label): ()) {")
                line("        \(property) = ()")
            default:
                line("    \(stored)var \(property): \(type)?")
                line("    \(access)\(required)init(\(literal.label) value: \(type)) {")
                line("        \(property) = value")
            }
            line("    }")
        }
    }
}
