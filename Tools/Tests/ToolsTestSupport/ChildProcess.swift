import Foundation

/// A program a test runs to completion (a built binary, `swiftc`, `swift test`), with what it
/// printed on either stream, for behaviour only a real run shows.
public enum ChildProcess {
    /// Runs `executable` with `arguments` in `directory` (the test's own when `nil`); its exit
    /// status and its standard output and error, interleaved as printed.
    public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
