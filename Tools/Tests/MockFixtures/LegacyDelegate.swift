#if canImport(ObjectiveC)
import Foundation

/// An Objective-C protocol with optional requirements, where Objective-C interop exists.
// kumiki:mockable
@objc public protocol LegacyDelegate: NSObjectProtocol {
    /// A required method.
    func didStart()
    /// An optional method.
    @objc optional func didFinish(_ count: Int)
    /// An optional property.
    @objc optional var progress: Double { get }
}
#endif
