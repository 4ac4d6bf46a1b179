import SwiftSyntax

extension TypeShape {
    /// The identifiers a type written as `text` names (`E` for `throws(E)`'s `E`).
    static func identifiers(in text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }

    /// Reads the shape of `type` from its syntax tree, so that optionals, closures and
    /// collections are recognised however they are spelled and spaced; `written` is how the
    /// protocol writes it, when `type` says more (`nonisolated(nonsending)` made explicit).
    init(_ type: TypeSyntax, written: String? = nil) {
        var base = type
        var isEscaping = false
        var isAutoclosure = false
        var isInout = false
        var kept: [String] = []
        var isOwned = false
        var closureParameter = type.spelling
        if let attributed = type.as(AttributedTypeSyntax.self) {
            base = attributed.baseType
            var specifiers: [String] = []
            for specifier in attributed.specifiers {
                let text = specifier.trimmedDescription
                if text == "inout" { isInout = true }
                if text == "borrowing" || text == "consuming" { isOwned = true }
                if text != "sending" { specifiers.append(text) }
            }
            closureParameter = (specifiers + attributed.attributes.map(\.spelling) + [attributed.baseType.spelling]).joined(separator: " ")
            for attribute in attributed.attributes {
                let text = attribute.spelling
                if text == "@escaping" {
                    isEscaping = true
                } else if text == "@autoclosure" {
                    isAutoclosure = true
                } else {
                    kept.append(text)
                }
            }
        }
        let baseText = base.spelling
        let storage = (kept + [baseText]).joined(separator: " ")
        var unwrapped = storage
        var isOptional = false
        if let optional = base.as(OptionalTypeSyntax.self) {
            isOptional = true
            unwrapped = optional.wrappedType.spelling
        } else if let optional = base.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            isOptional = true
            unwrapped = optional.wrappedType.spelling
        }
        var closureBase = base
        if let optional = base.as(OptionalTypeSyntax.self) { closureBase = optional.wrappedType }
        if let tuple = closureBase.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            closureBase = only.type
        }
        if let attributed = closureBase.as(AttributedTypeSyntax.self) { closureBase = attributed.baseType }
        var identifiers: Set<String> = []
        var hasOpaqueType = false
        for token in type.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name): identifiers.insert(name)
            case .keyword(.some): hasOpaqueType = true
            default: break
            }
        }
        self.init(
            text: type.spelling, storage: storage, unwrapped: unwrapped, isOptional: isOptional,
            isClosure: closureBase.is(FunctionTypeSyntax.self), isEscaping: isEscaping, isInout: isInout,
            isArray: base.is(ArrayTypeSyntax.self), isDictionary: base.is(DictionaryTypeSyntax.self),
            identifiers: identifiers, hasOpaqueType: hasOpaqueType)
        self.written = written ?? type.spelling
        self.isOwned = isOwned
        self.closureParameter = closureParameter
        if isAutoclosure, let function = base.as(FunctionTypeSyntax.self) {
            autoclosureValue = function.returnClause.type.spelling
            autoclosureThrows = function.effectSpecifiers?.throwsClause != nil
            autoclosureIsAsync = function.effectSpecifiers?.asyncSpecifier != nil
        }
    }
}
