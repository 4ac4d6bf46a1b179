/// Labels, parameter names and requirement names that are Swift keywords.
// kumiki:mockable
public protocol KeywordNamed {
    /// A keyword as a label and as the parameter's only name.
    func get<T>(key: String, as: T.Type) -> T?
    /// Keywords as single names.
    func contains(_ value: Int, in: [Int], is: Bool) -> Bool
    /// A keyword as the inner name.
    func value(for key: String, _ default: Int) -> Int
    /// A method named with a keyword.
    func `repeat`(times: Int)
    /// A property named with a keyword.
    var `default`: String { get }
}
