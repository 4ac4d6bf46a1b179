import Foundation

/// Writes a plan's files so that no file is left half-written and, as far as the file system
/// allows, no run is left half-applied: every file is checked writable and unchanged since it
/// was read, then written beside itself, and only when all are written are they renamed over
/// the originals, keeping each one's permissions.
public enum MigrationWriter {
    /// Writes `plan`'s files, or throws before changing any when one cannot be written.
    public static func write(_ plan: MigrationPlan) throws(MigrationError) {
        for file in plan.files {
            let folder = (file.absolutePath as NSString).deletingLastPathComponent
            // A file without its owner's write bit is read-only here even for root, who could
            // write it anyway: someone marked it so.
            var status = stat()
            guard stat(file.absolutePath, &status) == 0, status.st_mode & S_IWUSR != 0,
                  access(file.absolutePath, W_OK) == 0, access(folder, W_OK) == 0
            else { throw .readOnly(file.path) }
            let now = FileManager.default.contents(atPath: file.absolutePath).map { String(decoding: $0, as: UTF8.self) }
            guard now == file.original else {
                throw .writeFailed(path: file.path, reason: "it changed since it was read; run again", alreadyWritten: [])
            }
        }
        var staged: [(file: MigratedFile, temporary: String)] = []
        func discardStaged() {
            for entry in staged { unlink(entry.temporary) }
        }
        for file in plan.files {
            let folder = (file.absolutePath as NSString).deletingLastPathComponent
            let temporary = folder + "/.\((file.absolutePath as NSString).lastPathComponent).kumiki-migrate-\(UUID().uuidString)"
            var status = stat()
            let mode = stat(file.absolutePath, &status) == 0 ? status.st_mode & 0o7777 : 0o644
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode_t(mode))
            guard descriptor >= 0 else {
                discardStaged()
                throw .writeFailed(path: file.path, reason: String(cString: strerror(errno)), alreadyWritten: [])
            }
            staged.append((file, temporary))
            let bytes = Array(file.migrated.utf8)
            var offset = 0
            var failure: String?
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { writeAll(descriptor, $0) }
                if written <= 0 {
                    failure = String(cString: strerror(errno))
                    break
                }
                offset += written
            }
            if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
            close(descriptor)
            if let failure {
                discardStaged()
                throw .writeFailed(path: file.path, reason: failure, alreadyWritten: [])
            }
        }
        var renamed: [String] = []
        for entry in staged {
            guard rename(entry.temporary, entry.file.absolutePath) == 0 else {
                let reason = String(cString: strerror(errno))
                discardStaged()
                throw .writeFailed(path: entry.file.path, reason: reason, alreadyWritten: renamed)
            }
            renamed.append(entry.file.path)
        }
    }
}

/// One `write(2)`; a free function, since inside ``MigrationWriter`` the name is its own method.
private func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
    write(descriptor, buffer.baseAddress, buffer.count)
}
