import Foundation
import KumikiCheck
import SwiftParser
import KumikiSourceFiles
@_spi(RawSyntax) import SwiftSyntax

/// The baseline `kumiki check` is measured against: list the Swift files under a folder, read
/// them and parse them on every core, as a process of its own so that it pays the same start-up
/// and exit as a run of `kumiki`. It parses the bytes as read, with no `String` made, because
/// that is the cheapest parse swift-syntax offers.
///
/// With `walk`, each tree is also walked as `kumiki check` walks it (raw nodes, their kinds and
/// children) with nothing recorded: the least any fact collection after the parse can cost,
/// and so the best ratio a cold check could reach.
enum ParseOnlyPass {
    /// The option that runs the pass over a folder, and the one that runs it with the walk.
    static let flag = "--parse-only", walkFlag = "--parse-and-walk"

    static func run(folder: String, walk: Bool = false) {
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
                let tree = Parser.parse(source: buffer)
                if walk {
                    // The count is used, so the walk cannot be optimised away.
                    if visit(tree.raw) < 0 { print("unreachable") }
                }
            }
        }
    }

    /// Visits `raw` and every node under it, asking each for its kind, as the facts walk does
    /// (which also stops at string segments, nodes that hold only their text); returns how many
    /// nodes there were.
    private static func visit(_ raw: RawSyntax) -> Int {
        guard let layout = raw.layoutView, raw.kind != .stringSegment else { return 1 }
        var count = 1
        for child in layout.children {
            if let child { count += visit(child) }
        }
        return count
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
