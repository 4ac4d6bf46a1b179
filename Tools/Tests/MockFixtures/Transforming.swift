/// `inout`, closures (escaping, not escaping, optional), variadics.
// kumiki:mockable
public protocol Transforming {
    /// An `inout` argument.
    func apply(_ value: inout Int)
    /// A closure that does not escape: Sourcery records no arguments then.
    func run(_ body: () -> Void)
    /// An escaping closure.
    func schedule(after delay: Double, _ work: @escaping @Sendable () -> Void)
    /// A non-escaping transform.
    func map(_ values: [Int], transform: (Int) -> String) -> [String]
    /// A variadic argument.
    func log(_ items: String...)
    /// An optional closure.
    func complete(_ handler: ((Result<Int, LookupError>) -> Void)?)
}
