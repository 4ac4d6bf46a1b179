import Foundation
import KumikiCheck
import SwiftParser

/// The baseline `kumiki check` is measured against: list the Swift files under a folder, read
/// them and parse them on every core, as a process of its own so that it pays the same start-up
/// and exit as a run of `kumiki`. It parses the bytes as read, with no `String` made, because
/// that is the cheapest parse swift-syntax offers.
enum ParseOnlyPass {
    static func run(folder: String) {
        #if canImport(Glibc)
        // Each parse frees all it allocated, so glibc gave the memory back to the system after
        // every large file and faulted it in again for the next: on the real-code-shaped
        // corpus that was a third of this pass's time (71,000 page faults against 4,800), a
        // cost of freeing and not of parsing, which made kumiki (whose facts outlive each
        // parse and keep the heap in use) look faster than parsing alone. Memory is kept.
        keepFreedMemory()
        #endif
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let paths = DirectoryWalker.files(under: base, withSuffix: ".swift")
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let bytes = SourceFileReader.bytes(atPath: base + paths[index]) else { return }
            bytes.withUnsafeBufferPointer { buffer in
                _ = Parser.parse(source: buffer)
            }
        }
    }

    #if canImport(Glibc)
    /// `mallopt(M_TRIM_THRESHOLD, …)` and `mallopt(M_MMAP_THRESHOLD, …)`, looked up at run time
    /// because the Glibc module does not import `malloc.h`.
    private static func keepFreedMemory() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        _ = mallopt(trimThreshold, Int32.max)
        _ = mallopt(mmapThreshold, 32 << 20)
    }
    #endif
}
