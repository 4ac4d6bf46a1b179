import Foundation

/// A thread-safe, append-only list: what a spy double has been given so far.
public final class LockedLog<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    public init() {}

    /// Everything appended so far, in order.
    public var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    /// Appends one element.
    public func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }
}
