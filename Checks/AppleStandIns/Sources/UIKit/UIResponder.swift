import Foundation

/// An object that responds to events; the root of UIKit's view and controller classes.
@MainActor
open class UIResponder: NSObject {
    /// The next responder in the chain.
    open var next: UIResponder? { nil }
}
