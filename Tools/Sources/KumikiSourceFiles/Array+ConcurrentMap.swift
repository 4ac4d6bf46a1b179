import Foundation

extension Array where Element: Sendable {
    /// `map`, run on every core in contiguous chunks, many per core so a slow chunk does not leave a core idle.
    ///
    /// Each chunk writes only its own slots of the result, so no lock is taken;
    /// `transform` must be safe to call from several threads at once.
    @inlinable package func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let slots = UnsafeSlots(buffer: buffer)
            forEachConcurrently { index in slots.initialize(index, to: transform(self[index])) }
            initializedCount = count
        }
    }

    /// ``concurrentMap(_:)`` for a transform with two results, returned as two arrays:
    /// splitting one array of pairs afterwards copied every element on one core.
    @inlinable package func concurrentMapUnzipped<T, U>(_ transform: (Element) -> (T, U)) -> ([T], [U]) {
        var second: [U] = []
        let first = [T](unsafeUninitializedCapacity: count) { firstBuffer, firstCount in
            second = [U](unsafeUninitializedCapacity: count) { secondBuffer, secondCount in
                let firstSlots = UnsafeSlots(buffer: firstBuffer)
                let secondSlots = UnsafeSlots(buffer: secondBuffer)
                forEachConcurrently { index in
                    let (one, two) = transform(self[index])
                    firstSlots.initialize(index, to: consume one)
                    secondSlots.initialize(index, to: consume two)
                }
                secondCount = count
            }
            firstCount = count
        }
        return (first, second)
    }

    /// Calls `body` with every index, on every core, in contiguous chunks.
    @inlinable func forEachConcurrently(_ body: (Int) -> Void) {
        let count = self.count
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 64)
        withoutActuallyEscaping(body) { body in
            let work = UnsafeBody(body: body)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                for index in (chunk * count / chunks)..<((chunk + 1) * count / chunks) {
                    work.body(index)
                }
            }
        }
    }
}

/// A result buffer, shared by the chunks; each chunk touches disjoint slots.
@usableFromInline struct UnsafeSlots<T>: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<T>

    @inlinable init(buffer: UnsafeMutableBufferPointer<T>) {
        self.buffer = buffer
    }

    /// Moves `value` into slot `index`: taking it borrowed copied it (a retain per reference it holds) and then released the original.
    @inlinable func initialize(_ index: Int, to value: consuming T) {
        (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: value)
    }
}

/// The caller's per-index work, which ``Array/concurrentMap(_:)`` documents must be thread-safe.
@usableFromInline struct UnsafeBody: @unchecked Sendable {
    @usableFromInline let body: (Int) -> Void

    @inlinable init(body: @escaping (Int) -> Void) {
        self.body = body
    }
}
