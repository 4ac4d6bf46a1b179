import Foundation

/// A thread-safe, append-only list: what a spy double has been given so far.
final class LockedLog<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    init() {}

    /// Everything appended so far, in order.
    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    /// Appends one element.
    func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }
}
