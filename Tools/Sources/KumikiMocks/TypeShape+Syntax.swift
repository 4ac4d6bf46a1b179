import SwiftSyntax

extension TypeShape {
    /// Reads the shape of `type` from its syntax tree, so that optionals, closures and
    /// collections are recognised however they are spelled and spaced.
    init(_ type: TypeSyntax) {
        var base = type
        var isEscaping = false
        var isInout = false
        var kept: [String] = []
        if let attributed = type.as(AttributedTypeSyntax.self) {
            base = attributed.baseType
            for specifier in attributed.specifiers {
                if specifier.trimmedDescription == "inout" { isInout = true }
            }
            for attribute in attributed.attributes {
                let text = attribute.trimmedDescription
                if text == "@escaping" { isEscaping = true } else { kept.append(text) }
            }
        }
        let baseText = base.trimmedDescription
        let storage = (kept + [baseText]).joined(separator: " ")
        var unwrapped = storage
        var isOptional = false
        if let optional = base.as(OptionalTypeSyntax.self) {
            isOptional = true
            unwrapped = optional.wrappedType.trimmedDescription
        } else if let optional = base.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            isOptional = true
            unwrapped = optional.wrappedType.trimmedDescription
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
            text: type.trimmedDescription, storage: storage, unwrapped: unwrapped, isOptional: isOptional,
            isClosure: closureBase.is(FunctionTypeSyntax.self), isEscaping: isEscaping, isInout: isInout,
            isArray: base.is(ArrayTypeSyntax.self), isDictionary: base.is(DictionaryTypeSyntax.self),
            identifiers: identifiers, hasOpaqueType: hasOpaqueType)
    }
}
