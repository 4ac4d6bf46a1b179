import Foundation

/// Reads whole source files with `open`/`read`: `FileManager.contents(atPath:)`
/// cost a tenth of parsing the file on Linux.
package enum SourceFileReader {
    /// The bytes of the file at `path`, or `nil` when it cannot be opened or read (a folder, a
    /// broken link, a device) or is larger than `limit` bytes.
    package static func bytes(atPath path: String, limit: Int = FileAdmission.maximumSize) -> [UInt8]? {
        try? load(atPath: path, limit: limit).get().bytes
    }

    /// The bytes of the file at `path` and its stamp, taken before the first `read`: if the
    /// file changes while it is read, its next stamp differs from this one.
    package static func contents(atPath path: String) -> (bytes: [UInt8], stamp: FileStamp)? {
        try? load(atPath: path).get()
    }

    /// Why a file was not read.
    package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// It does not exist, or cannot be opened.
        case cannotOpen
        /// It is not a regular file: a device, a FIFO, a socket, a folder.
        case notRegularFile(String)
        /// It is a file of the system's own (`/proc`, `/sys`, `/dev`), which is no source.
        case systemFile
        /// It is larger than ``FileAdmission/maximumSize``.
        case tooLarge
        /// Reading it failed.
        case readFailed

        package var description: String {
            switch self {
            case .cannotOpen: return "it cannot be opened"
            case .notRegularFile(let kind): return "it is \(kind), not a regular file"
            case .systemFile: return "it is a file of the operating system (/proc, /sys, /dev), not a source file"
            case .tooLarge: return "it is larger than \(FileAdmission.maximumSize / 1_048_576) MB, the most any kumiki reader takes"
            case .readFailed: return "reading it failed"
            }
        }
    }

    /// ``contents(atPath:)``, or why the file was not read. Only a regular file of at most
    /// ``FileAdmission/maximumSize`` is read: a device such as `/dev/zero` would never end, a FIFO
    /// such as `/dev/stdin` would wait for ever, and neither is refused only once it has hurt.
    /// `limit` is the cap in bytes: the admission cap for source and project files, more for
    /// kumiki's own caches, which hold the facts of every file of a project.
    package static func load(atPath path: String, limit: Int = FileAdmission.maximumSize) -> Result<(bytes: [UInt8], stamp: FileStamp), Refusal> {
        // The path as written: a path a user or a client names is checked with its links resolved
        // where it is admitted (``FileAdmission/refusal(ofPath:)``), once, not per file read.
        if FileAdmission.isSystemPathAsWritten(path) { return .failure(.systemFile) }
        // Non-blocking, so that opening a FIFO returns at once; the type is checked before any read.
        // Through `withCString`, which hands over a native string's own bytes: passing the
        // `String` made a C copy of every path.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return .failure(.cannotOpen) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotOpen) }
        if let kind = FileAdmission.kindIfNotRegular(status.st_mode) { return .failure(.notRegularFile(kind)) }
        if Int(status.st_size) > limit { return .failure(.tooLarge) }
        // O_NONBLOCK stays: a regular file's reads never wait, and clearing it cost two system calls a file.
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
            if failed { return .failure(.readFailed) }
            if bytes.isEmpty, reachedEnd { return .success((chunk, FileStamp(status))) }
            bytes += chunk
            // A file that grows while it is read is read no further than the cap.
            if bytes.count > limit { return .failure(.tooLarge) }
            if reachedEnd { break }
            capacity *= 2
        }
        return .success((bytes, FileStamp(status)))
    }
}
