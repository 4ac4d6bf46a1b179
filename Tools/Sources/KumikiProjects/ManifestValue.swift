import SwiftSyntax

/// A value a `Package.swift` computes, as the static manifest reader evaluates it: what the
/// PackageDescription API builds (a package, a target, a product, a dependency) is an object of
/// the factory that made it and its labelled arguments; strings, booleans, numbers and lists are
/// themselves. Only what the reader needs is ever evaluated; anything else is left as an
/// unevaluated argument.
package indirect enum ManifestValue: Sendable {
    /// A string.
    case string(String)
    /// A boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A list.
    case array([ManifestValue])
    /// A dictionary with string keys (the process environment).
    case dictionary([String: ManifestValue])
    /// A tuple, its elements labelled where the code (or the variable's type) labels them.
    case tuple([(label: String?, value: ManifestValue)])
    /// `nil`.
    case none
    /// A value of the PackageDescription API: `.target(name: …)`, `Package(…)`, `.macOS(.v13)`.
    case object(ManifestObject)
    /// A case of an enum the manifest's own code declares (Tuist's helpers: `ProjectName.Core`).
    case enumCase(ManifestEnumCase)
    /// A function, method or closure of the manifest's own code, as a value (`map(TargetDependency.fromCore)`).
    case callable(ManifestCallable)

    /// The string, if it is one.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The list's elements, if it is one.
    var array: [ManifestValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The object, if it is one.
    var object: ManifestObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// What the value is, for a message.
    var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .bool: return "a boolean"
        case .int: return "a number"
        case .array: return "a list"
        case .dictionary: return "a dictionary"
        case .tuple: return "a tuple"
        case .none: return "nil"
        case .object(let object): return "`.\(object.factory)(…)`"
        case .enumCase(let value): return "`\(value.type).\(value.name)`"
        case .callable: return "a function"
        }
    }
}

/// A value the PackageDescription API builds: the factory or initializer that made it and its
/// arguments, the ones the reader needs already evaluated.
package struct ManifestObject: Sendable {
    /// The factory (`target`, `product`, `library`) or type (`Package`) that made it.
    var factory: String
    /// Its arguments by label (`""` for an unlabelled one), in order; `nil` for one not evaluated.
    var arguments: [(label: String, value: ManifestValue?)]
    /// Where it is written.
    var line: Int
    /// The file it is written in, when the evaluation read several (a Tuist helper).
    var file: String?

    init(factory: String, arguments: [(label: String, value: ManifestValue?)], line: Int, file: String? = nil) {
        self.factory = factory
        self.arguments = arguments
        self.line = line
        self.file = file
    }

    /// The evaluated argument labelled `label`, if there is one.
    subscript(label: String) -> ManifestValue? {
        arguments.first { $0.label == label }?.value
    }

    /// Replaces (or adds) the argument labelled `label`.
    mutating func set(_ label: String, to value: ManifestValue) {
        if let index = arguments.firstIndex(where: { $0.label == label }) {
            arguments[index].value = value
        } else {
            arguments.append((label, value))
        }
    }
}

/// A case of an enum declared by the manifest's own code.
package struct ManifestEnumCase: Sendable {
    /// The enum's name.
    var type: String
    /// The case's name.
    var name: String
}

/// A function of the manifest's own code as a value: a global function, a type's static or
/// instance method (with the instance it was read from), or a closure with the scope it closes over.
package final class ManifestCallable: @unchecked Sendable {
    /// What is called.
    enum Kind {
        /// A declared function; `owner` is the type of a method, `receiver` the instance of an instance method.
        case function(FunctionDeclSyntax, owner: String?, receiver: ManifestValue?)
        /// A closure expression; `isBuilder` when it is a list builder's body (`.build { … }`).
        case closure(ClosureExprSyntax, ManifestEvaluator.Scope, isBuilder: Bool)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }
}
