import Foundation

/// Bytes made on another thread, waited for when needed.
final class PendingBytes: @unchecked Sendable {
    private let group = DispatchGroup()
    private var computed: [UInt8] = []

    init(_ compute: @escaping @Sendable () -> [UInt8]) {
        DispatchQueue.global().async(group: group) { self.computed = compute() }
    }

    /// The bytes, once made; the group's wait orders the worker's write before this read.
    var value: [UInt8] {
        group.wait()
        return computed
    }
}
