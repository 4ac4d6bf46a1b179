import Foundation
import Kumiki

/// A swift-log handler that appends to a file: the terminal belongs to the screen, so
/// the Showcase's diagnostics (and the embedded backend's) go to `showcase.log` in its
/// data folder instead of scribbling over the frame.
public struct FileLogHandler: LogHandler {
    /// An open log file, shared by every handler writing to it.
    public final class Destination: Sendable {
        /// The file, written only with the lock held, so lines from several threads never interleave.
        private let handle: Locked<FileHandle>

        /// Opens `url` for appending, creating it (and its folder) when missing.
        public init(url: URL) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: url.path) {
                // A failure here surfaces as the open below throwing.
                _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            }
            let handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
            self.handle = Locked(handle)
        }

        deinit {
            try? handle.current.close()
        }

        /// Appends one line; a failing disk loses the line, never the app.
        func append(_ line: String) {
            handle.withLock { handle in
                try? handle.write(contentsOf: Data((line + "\n").utf8))
            }
        }
    }

    /// The level below which messages are dropped.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every message.
    public var metadata: Logger.Metadata = [:]

    private let label: String
    private let destination: Destination

    /// Creates a handler for loggers labelled `label`, writing to `destination`.
    public init(label: String, destination: Destination) {
        self.label = label
        self.destination = destination
    }

    /// Metadata by key.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes one message as `time level label: message key=value…`.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let fields = merged.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        let time = Date().formatted(.iso8601)
        destination.append("\(time) \(event.level) \(label): \(event.message)\(fields)")
    }
}
