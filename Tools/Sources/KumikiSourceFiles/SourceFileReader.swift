import Foundation

/// Reads whole source files with `open`/`read`: `FileManager.contents(atPath:)`
/// cost a tenth of parsing the file on Linux.
package enum SourceFileReader {
    /// The bytes of the file at `path`, or `nil` when it cannot be opened or read (a folder, a broken link).
    package static func bytes(atPath path: String) -> [UInt8]? {
        contents(atPath: path)?.bytes
    }

    /// The bytes of the file at `path` and its stamp, taken before the first `read`: if the
    /// file changes while it is read, its next stamp differs from this one.
    package static func contents(atPath path: String) -> (bytes: [UInt8], stamp: FileStamp)? {
        // Through `withCString`, which hands over a native string's own bytes: passing the
        // `String` made a C copy of every path.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // The size is a hint: the file may grow or shrink before the last `read`.
        var bytes: [UInt8] = []
        var capacity = max(Int(status.st_size), 0) + 1
        while true {
            var failed = false
            var reachedEnd = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let received = read(descriptor, buffer.baseAddress.unsafelyUnwrapped + initialized, buffer.count - initialized)
                    if received > 0 {
                        initialized += received
                    } else if received == 0 {
                        reachedEnd = true
                        return
                    } else if errno != EINTR {
                        failed = true
                        return
                    }
                }
            }
            if failed { return nil }
            if bytes.isEmpty, reachedEnd { return (chunk, FileStamp(status)) }
            bytes += chunk
            if reachedEnd { break }
            capacity *= 2
        }
        return (bytes, FileStamp(status))
    }
}
