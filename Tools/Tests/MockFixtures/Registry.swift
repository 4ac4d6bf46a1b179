/// Static requirements, initializers of every kind, `mutating`, and subscripts.
// kumiki:mockable
public protocol Registry {
    /// A static property of `Self`.
    static var shared: Self { get }
    /// A settable static property.
    static var count: Int { get set }
    /// A static method.
    static func register(_ name: String) -> Bool
    /// A static factory that throws.
    static func make() throws -> Self
    /// An initializer without parameters.
    init()
    /// A failable initializer.
    init?(name: String)
    /// A throwing initializer.
    init(bytes: [UInt8]) throws
    /// A generic initializer.
    init<T: BinaryInteger>(number: T)
    /// An `async` initializer.
    init(loading id: Int) async
    /// A `mutating` method.
    mutating func reset()
    /// A settable subscript.
    subscript(key: String) -> Int? { get set }
    /// A generic subscript.
    subscript<T>(typed key: String) -> T? { get }
    /// A static subscript.
    static subscript(index: Int) -> String { get }
    /// A throwing subscript.
    subscript(checked index: Int) -> Int { get throws }
}
