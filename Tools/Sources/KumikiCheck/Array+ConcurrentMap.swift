import Foundation

extension Array where Element: Sendable {
    /// `map`, run on every core in contiguous chunks, many per core so a slow chunk does not leave a core idle.
    ///
    /// Each chunk writes only its own slots of the result, so no lock is taken;
    /// `transform` must be safe to call from several threads at once.
    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let count = self.count
        let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 64)
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let slots = UnsafeSlots(buffer: buffer)
            withoutActuallyEscaping(transform) { transform in
                let work = UnsafeTransform(transform: transform)
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    for index in (chunk * count / chunks)..<((chunk + 1) * count / chunks) {
                        slots.initialize(index, to: work.transform(self[index]))
                    }
                }
            }
            initializedCount = count
        }
    }
}

/// The result buffer, shared by the chunks; each chunk touches disjoint slots.
private struct UnsafeSlots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>

    func initialize(_ index: Int, to value: T) {
        (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: value)
    }
}

/// The caller's transform, which ``Array/concurrentMap(_:)`` documents must be thread-safe.
private struct UnsafeTransform<Element, T>: @unchecked Sendable {
    let transform: (Element) -> T
}
