#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole source files with `open`/`read`: `FileManager.contents(atPath:)`
/// cost a tenth of parsing the file on Linux.
enum SourceFileReader {
    /// The bytes of the file at `path`, or `nil` when it cannot be opened or read (a folder, a broken link).
    static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // The size is a hint: the file may change between `fstat` and the last `read`.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.unsafelyUnwrapped + count, buffer.count - count)
            }
            if received == 0 { break }
            if received < 0 {
                guard errno == EINTR else { return nil }
                continue
            }
            count += received
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
