/// A main-actor protocol with every kind of property.
// kumiki:mockable
@MainActor
public protocol ScreenTracking: AnyObject {
    /// An optional settable property.
    var currentScreen: String? { get set }
    /// An array.
    var visits: [String] { get }
    /// A dictionary.
    var counts: [String: Int] { get set }
    /// A non-optional settable property.
    var sessionCount: Int { get set }
    /// A read-only property.
    var appVersion: String { get }
    /// An async property.
    var remoteFlag: Bool { get async }
    /// A typed-throwing property.
    var latestProduct: Product { get throws(LookupError) }
    /// A method.
    func track(_ screen: String)
}
