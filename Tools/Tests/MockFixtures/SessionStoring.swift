/// Static members, async and throwing properties, an initializer.
public protocol SessionStoring: AutoMockable, Sendable {
    /// An async throwing property.
    var token: String { get async throws }
    /// A static property.
    static var defaultTimeout: Double { get }
    /// A static method.
    static func configure(timeout: Double)
    /// An initializer.
    init(name: String)
}
