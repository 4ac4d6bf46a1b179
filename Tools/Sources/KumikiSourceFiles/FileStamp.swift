import Foundation

/// What the file system says about a file without reading it (size, inode, modification and
/// status-change times), so a warm run can tell an untouched file from its stamp alone, as
/// `git status` does, instead of reading and hashing every file again.
///
/// A stamp is only worth trusting when it was taken from a file last changed well before
/// the run that recorded it: a file written again within the same timestamp tick as it
/// was read would keep its stamp. ``trusted(_:before:)`` keeps such "racily clean" stamps
/// out of the cache, and those files are hashed again next time, as before.
package struct FileStamp: Equatable, Codable, Sendable {
    package var size: UInt64
    package var inode: UInt64
    /// Nanoseconds since 1970 of the last content change.
    package var modified: Int64
    /// Nanoseconds since 1970 of the last change to the content or the metadata; no program
    /// can set it back, unlike the modification time (`touch -d`, `rsync -t`).
    package var changed: Int64

    /// The stamp of a file that has none worth trusting; never equal to a real file's.
    package static let untrusted = FileStamp(size: 0, inode: 0, modified: 0, changed: 0)

    /// How long before a run a file must have last changed for its stamp to be trusted: more
    /// than the coarsest timestamps in use (two seconds on FAT) and the kernel's clock tick.
    package static let racyWindowNanoseconds: Int64 = 2_000_000_000

    /// The stamp of `status`.
    package init(_ status: stat) {
        #if canImport(Darwin)
        let modified = status.st_mtimespec, changed = status.st_ctimespec
        #else
        let modified = status.st_mtim, changed = status.st_ctim
        #endif
        size = UInt64(clamping: status.st_size)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        self.modified = Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec)
        self.changed = Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec)
    }

    package init(size: UInt64, inode: UInt64, modified: Int64, changed: Int64) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    /// The current stamp of the file at `path`, or `nil` when it cannot be looked up.
    package static func current(atPath path: String) -> FileStamp? {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
        return FileStamp(status)
    }

    /// `stamp` if the file last changed at least `window` nanoseconds before `runStart`
    /// (nanoseconds since 1970), else ``untrusted``.
    package static func trusted(_ stamp: FileStamp, before runStart: Int64, window: Int64 = racyWindowNanoseconds) -> FileStamp {
        max(stamp.modified, stamp.changed) < runStart &- window ? stamp : .untrusted
    }

    /// Whether this stamp can stand for the file's content.
    package var isTrusted: Bool { self != .untrusted }

    /// The wall-clock time now, in nanoseconds since 1970, on the file system's clock.
    package static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
