/// Every way Swift passes a parameter to a protocol requirement.
// kumiki:mockable
public protocol ParameterPassing {
    /// `inout`: the test's closure writes through it.
    func increment(_ value: inout Int)
    /// A generic `inout`.
    func exchange<T>(_ first: inout T, _ second: inout T)
    /// An `@autoclosure`, evaluated once.
    func log(_ message: @autoclosure () -> String)
    /// An escaping `@autoclosure`.
    func logLater(_ message: @autoclosure @escaping () -> String)
    /// A throwing `@autoclosure` of a `rethrows` method.
    func evaluate(_ value: @autoclosure () throws -> Int) rethrows -> Int
    /// A generic `@autoclosure`.
    func record<Value>(at instant: @autoclosure () -> Value)
    /// A variadic parameter.
    func sum(_ values: Int...) -> Int
    /// `borrowing`.
    func inspect(_ payload: borrowing Payload)
    /// `consuming`.
    func keep(_ payload: consuming Payload)
    /// An `isolated` actor.
    func run(on actor: isolated any Actor)
    /// A `sending` parameter of a type that is not `Sendable`.
    func hand(over box: sending Box)
    /// An escaping `@Sendable` closure.
    func schedule(_ work: @escaping @Sendable () -> Void)
    /// A closure that takes a closure.
    func adapt(_ body: (@escaping (Int) -> Int) -> Void)
    /// `some` and `any` parameters.
    func encode(_ value: some Encodable, with encoder: any Encoder)
    /// A labelled tuple, in and out.
    func move(to point: (x: Int, y: Int)) -> (x: Int, y: Int)
    /// An optional function.
    func finish(_ completion: ((Int) -> Void)?)
    /// A generic `rethrows` method with a closure that does not escape.
    func first<T>(in values: [T], where predicate: (T) throws -> Bool) rethrows -> T?
    /// A parameter pack.
    func describe<each Value>(_ values: repeat each Value) -> String
    /// A type written over several lines, with a comment inside.
    func send(
        _ request: String,
        body: [UInt8]? // the body, if any
    ) async throws -> (
        status: Int,
        body: [UInt8]?
    )
}
