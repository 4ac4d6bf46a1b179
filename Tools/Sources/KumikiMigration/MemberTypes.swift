import SwiftSyntax

/// The type of each property the project's types declare, as far as syntax says: `static let
/// shared = Theme()`, `var currentClient: Client`, `@Published var account: Account?`. With the
/// names of a file (``DeclaredTypeNames``) they tell whose an expression like `Theme.shared`,
/// `accounts.currentClient` or `AppAccountsManager.shared.currentClient` is.
struct MemberTypes: Sendable {
    /// How a property's type is known: written, or the type its initializer creates.
    enum Entry: @unchecked Sendable {
        case type(String)
        case initializer(ExprSyntax)
    }

    /// Instance properties, by type then property name.
    var instance: [String: [String: Entry]] = [:]
    /// Static properties, by type then property name.
    var statics: [String: [String: Entry]] = [:]
    /// The type each function of the project returns, for functions declared with one type only.
    var functionTypes: [String: String] = [:]

    /// Adds what `other` (one file's declarations) knows; a property declared twice with different
    /// types is left out, since it could be either.
    mutating func merge(_ other: MemberTypes) {
        for (type, members) in other.instance { instance[type, default: [:]].merge(members) { first, _ in first } }
        for (type, members) in other.statics { statics[type, default: [:]].merge(members) { first, _ in first } }
    }

    /// Whether `name` is a type the project declares members of (so `Name.member` is a static member).
    func isType(_ name: String) -> Bool {
        statics[name] != nil || instance[name] != nil
    }

    /// The type of the static property `member` of `type`.
    func staticType(_ member: String, of type: String) -> String? {
        statics[type]?[member].flatMap(resolve)
    }

    /// The type of the instance property `member` of an instance of `type`.
    func instanceType(_ member: String, of type: String) -> String? {
        instance[type]?[member].flatMap(resolve)
    }

    /// A property's type: written, or created by its initializer (`Theme()`, `Theme.shared`, `makeTheme()`).
    private func resolve(_ entry: Entry) -> String? {
        switch entry {
        case .type(let name): return name
        case .initializer(let expression): return created(by: expression, depth: 0)
        }
    }

    private func created(by expression: ExprSyntax, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        if let type = DeclaredTypeNames.createdType(by: expression, functionTypes: functionTypes) { return type }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.first?.isUppercase == true {
            guard let entry = statics[base.baseName.text]?[member.declName.baseName.text] else { return nil }
            switch entry {
            case .type(let name): return name
            case .initializer(let inner): return created(by: inner, depth: depth + 1)
            }
        }
        return nil
    }
}
