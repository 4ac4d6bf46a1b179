import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a file descriptor as they arrive, for a script piped into `showcase
/// --script -` by a program that decides its next step from the frames it has seen.
public enum LineStream {
    /// Reads `descriptor` on a thread of its own until end of file or a read error, and
    /// yields each line's bytes without its `\n` (a last line without one included).
    ///
    /// A thread, not a task: `read(2)` blocks, and a blocked task would hold one of the
    /// cooperative pool's few threads for as long as the writer takes.
    public static func lines(of descriptor: Int32) -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .unbounded)
        let reader = Thread {
            var pending = Data()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                pending.append(contentsOf: buffer[0..<count])
                // Lines are cut from the front in one pass, and what is left moved once per read.
                var start = pending.startIndex
                while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    continuation.yield(Data(pending[start..<end]))
                    start = pending.index(after: end)
                }
                pending = Data(pending[start...])
            }
            if !pending.isEmpty {
                continuation.yield(pending)
            }
            continuation.finish()
        }
        reader.start()
        return stream
    }
}
