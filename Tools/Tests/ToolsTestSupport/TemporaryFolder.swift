import Foundation

/// A folder of files a test writes under the temporary directory (a package with its resolved
/// checkouts, say), for code that reads real paths; the test removes it when done.
public struct TemporaryFolder {
    /// Where the folder is.
    public let url: URL

    /// Writes `files` (path inside the folder → text) into a new folder.
    public init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-folder-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// The path of `relative` inside the folder.
    public func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
