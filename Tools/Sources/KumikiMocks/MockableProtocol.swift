import KumikiSourceFiles

/// A protocol as the mock generator sees it: its name, where it was declared, and the
/// requirements a mock must implement, its own and (after resolution) inherited ones.
public struct MockableProtocol: Hashable, Sendable {
    /// The protocol's name as a conformance names it (`Outer.Inner` for a nested protocol).
    public var name: String
    /// `public`, `package`, `internal` or `fileprivate`/`private` as declared (`internal` when omitted).
    public var accessLevel: String
    /// Whether the protocol is marked for mocking (`// kumiki:mockable`, `// sourcery: AutoMockable`).
    public var isMarked: Bool
    /// Whether the protocol is bound to the main actor (`@MainActor protocol …`).
    public var isMainActor: Bool
    /// Its `@available` attributes, which its mock repeats: a mock is available where its protocol is.
    public var availability: [String] = []
    /// Whether it is an Objective-C protocol (`@objc protocol …`), whose requirements may be `optional`.
    public var isObjC = false
    /// The protocols it inherits, as written (`Sendable`, `AutoMockable`, `FooProtocol`).
    public var inherited: [String]
    /// The type aliases it declares among its requirements (`typealias Visitor = (Element) -> Void`),
    /// by name: a mock class cannot name them, so its requirements are written with what they stand for.
    public var memberTypeAliases: [String: String] = [:]
    /// Its primary associated types (`Element` for `protocol Container<Element>`), which a refinement fixes by writing `Container<Int>`.
    public var primaryAssociatedTypes: [String] = []
    /// The protocol's associated types, which the mock takes as generic parameters.
    public var associatedTypes: [AssociatedTypeRequirement]
    /// The `where` clause of the protocol, without `where`.
    public var whereClause: String?
    /// Property requirements, in declaration order.
    public var properties: [PropertyRequirement]
    /// Method requirements, in declaration order.
    public var methods: [MethodRequirement]
    /// Initializer requirements, in declaration order.
    public var initializers: [InitializerRequirement]
    /// Subscript requirements, in declaration order.
    public var subscripts: [SubscriptRequirement] = []
    /// The file and line of the declaration, for diagnostics.
    public var location: SourceLocation
    /// Whether a requirement cannot be mocked (a `#if` branch holding other than declarations): such a protocol gets no mock.
    public var isUnsupported = false
    /// The concrete types the mark names for associated types
    /// (`// kumiki:mockable(typealias: Element = Int; Failure = Never)`), which make the mock one type, not a generic one.
    public var typeAliases: [String: String] = [:]
    /// Whether it is declared `@available(*, unavailable)`: nothing may conform to it.
    public var isUnavailable = false
    /// Its file's imports, which the mocks' file repeats so that the requirements' types resolve.
    public var imports: [SourceImport] = []
    /// The compilation condition it is declared under (`canImport(UIKit)`), if inside `#if`: its
    /// mock is written under the same condition.
    public var condition: String?
    /// The module its file belongs to, where the path tells (`Sources/<Module>/…`).
    public var module: String?
    /// Whether it was read from another module's sources (a dependency), only as a parent of the
    /// mocked protocols: only its file's public imports matter to them.
    var isFromDependency = false
}

/// An `import` of a protocol's file, as the mocks' file repeats it: under the same `#if`, with
/// the same access level and the attributes that change what it imports.
public struct SourceImport: Hashable, Sendable {
    /// The module imported (`Foundation` for `import struct Foundation.URL`).
    public var module: String
    /// The attributes kept (`@preconcurrency`, `@_spi(Generated)`, `@testable`).
    public var attributes: [String]
    /// The access level written (`public`, `package`, `internal`, `fileprivate`, `private`), `nil` when none is.
    public var accessLevel: String?
    /// The kind and path imported (`struct Foundation.URL`, `HTTPTypes`).
    public var path: String
    /// The compilation condition it is under, if inside `#if`.
    public var condition: String?
}

/// An `associatedtype` requirement.
public struct AssociatedTypeRequirement: Hashable, Sendable {
    /// Its name.
    public var name: String
    /// Its inheritance clause without the colon (`Hashable & Sendable`), if any.
    public var constraint: String?
    /// Its `where` clause without `where`, if any.
    public var whereClause: String?
    /// Its default type (`associatedtype Columns = Never`), if any.
    public var defaultType: String?
}

/// A `var` requirement.
public struct PropertyRequirement: Hashable, Sendable {
    /// Its name.
    public var name: String
    /// Its type, as written.
    public var type: TypeShape
    /// Whether it is settable (`{ get set }`).
    public var isSettable: Bool
    /// Whether its getter is `async`.
    public var isAsync: Bool
    /// Whether its getter throws.
    public var isThrowing: Bool
    /// The thrown type of a typed-throws getter (`throws(LoadError)`).
    public var thrownType: String?
    /// Whether it is a `static` (or `class`) requirement.
    public var isStatic: Bool
    /// The compilation condition it is declared under (`os(iOS) && !(DEBUG)`), if inside `#if`.
    public var condition: String?
    /// Attributes written on the requirement (`@MainActor`, `@available(…)`).
    public var attributes: [String] = []
    /// Whether it is `nonisolated` in an isolated protocol.
    public var isNonisolated = false
    /// Whether an extension of the protocol (or of one it inherits) implements it, so the mock
    /// returns that implementation's value until the test sets one.
    var hasDefault = false

    /// What tells a default implementation of this property from another: static or not, and its name.
    var defaultKey: String {
        (isStatic ? "static " : "") + "var " + name
    }
}

/// A parameter of a method or initializer requirement.
public struct ParameterRequirement: Hashable, Sendable {
    /// The argument label (`nil` for `_`).
    public var label: String?
    /// The name used inside the body (the second name, or the label when there is one name).
    public var name: String
    /// Its type as written, attributes and `inout` included, without a trailing `...`.
    public var type: TypeShape
    /// Whether it is variadic (`Int...`).
    public var isVariadic: Bool
    /// The parameter exactly as written, for Sourcery's method names.
    public var source: String
}

/// A `func` requirement.
public struct MethodRequirement: Hashable, Sendable {
    /// The base name (`fetch`).
    public var name: String
    /// The generic parameter clause as written (`<T: Decodable>`), if any.
    public var genericClause: String?
    /// The names of its generic parameters (and of `some` parameters, which are generic too).
    public var genericParameterNames: [String]
    /// The parameters.
    public var parameters: [ParameterRequirement]
    /// The return type as written, or `nil` for none.
    public var returnType: TypeShape?
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Whether it throws (`throws`, `throws(E)` or `rethrows`).
    public var isThrowing: Bool
    /// Whether it is `rethrows`.
    public var isRethrowing: Bool
    /// The thrown type of a typed-throws method.
    public var thrownType: String?
    /// Whether it is a `static` (or `class`) requirement.
    public var isStatic: Bool
    /// Attributes written on the requirement (`@MainActor`, `@discardableResult`).
    public var attributes: [String]
    /// The generic `where` clause without `where`, if any.
    public var whereClause: String?
    /// The compilation condition it is declared under, if inside `#if`.
    public var condition: String?
    /// Whether it is `nonisolated` in an isolated protocol.
    public var isNonisolated = false
    /// Whether it runs on its caller's actor: an `async` requirement of a package compiled with
    /// `NonisolatedNonsendingByDefault`, which the mock writes out as `nonisolated(nonsending)`.
    public var runsOnCallersActor = false
    /// The prefix of its mock's properties when its types were rewritten for the mock to compile:
    /// the names stay those of the protocol's spelling.
    var spelledPrefix: String?
    /// Whether an extension of the protocol (or of one it inherits) implements it, so the mock
    /// runs that implementation until the test sets a closure or a return value.
    var hasDefault = false
    /// Whether it is `mutating`: its default implementation runs on a variable, not a temporary.
    var isMutating = false

    /// What tells a default implementation of this method from another: static or not, its name,
    /// its labels and its types as written (an overload by return type is another requirement).
    var defaultKey: String {
        (isStatic ? "static " : "") + SourceryNaming.prefix(for: self)
    }
}

/// An `init` requirement.
public struct InitializerRequirement: Hashable, Sendable {
    /// The generic parameter clause as written (`<T: BinaryInteger>`), if any.
    public var genericClause: String?
    /// The names of its generic parameters (and of `some` parameters).
    public var genericParameterNames: [String] = []
    /// The generic `where` clause without `where`, if any.
    public var whereClause: String?
    /// The parameters.
    public var parameters: [ParameterRequirement]
    /// Whether it is failable (`init?`).
    public var isFailable: Bool
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Whether it throws.
    public var isThrowing: Bool
    /// The compilation condition it is declared under, if inside `#if`.
    public var condition: String?
}

/// A `subscript` requirement, mocked as a method called `subscript` whose getter is recorded
/// like a call, and whose setter, when it has one, is counted and handed to a closure.
public struct SubscriptRequirement: Hashable, Sendable {
    /// The getter as a method: the subscript's parameters, element type, effects and generics.
    public var getter: MethodRequirement
    /// Whether it is settable (`{ get set }`).
    public var isSettable: Bool
}

/// A type as written, with what the generator needs to know of its shape.
public struct TypeShape: Hashable, Sendable {
    /// The type exactly as written (`@escaping (Int) -> Void`, `inout [String]`), with what the
    /// package's settings leave unwritten written out (`nonisolated(nonsending)`).
    public var text: String
    /// The type as the protocol writes it, on one line: what names the mock's properties.
    public var written = ""
    /// The type as a stored property holds it: without `inout`, `@escaping` and ownership specifiers.
    public var storage: String
    /// For an optional (or implicitly unwrapped) type, the wrapped type; otherwise ``storage``.
    public var unwrapped: String
    /// Whether the type is `T?` or `T!`.
    public var isOptional: Bool
    /// Whether the type is a function type (after attributes).
    public var isClosure: Bool
    /// Whether the type is a function type marked `@escaping`.
    public var isEscaping: Bool
    /// Whether the type is `inout`.
    public var isInout: Bool
    /// Whether the parameter is `borrowing` or `consuming`: the mock copies its value explicitly to keep it.
    public var isOwned = false
    /// The type as a parameter of the test's closure: as written, without `sending`, since the
    /// mock has kept the value in its own region before handing it on.
    public var closureParameter = ""
    /// For an `@autoclosure`, the type of the value it gives (`ServiceContext` for
    /// `@autoclosure () -> ServiceContext`), which the mock evaluates once and records.
    public var autoclosureValue: String?
    /// Whether an `@autoclosure` throws, so evaluating it takes `try`.
    public var autoclosureThrows = false
    /// Whether an `@autoclosure` is `async`, so evaluating it takes `await`.
    public var autoclosureIsAsync = false
    /// Whether the type is an array literal type (`[T]`).
    public var isArray: Bool
    /// Whether the type is a dictionary literal type (`[K: V]`).
    public var isDictionary: Bool
    /// The identifiers the type names, for finding generic parameters in it.
    public var identifiers: Set<String>
    /// Whether the type contains `some`, an anonymous generic parameter.
    public var hasOpaqueType: Bool
}
