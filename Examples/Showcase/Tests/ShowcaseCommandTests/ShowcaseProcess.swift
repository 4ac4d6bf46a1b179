import Foundation

/// The built `showcase` executable, run as a user would run it: arguments, standard input,
/// and what comes out on standard output and standard error.
struct ShowcaseProcess {
    /// What a finished run left behind.
    struct Outcome: Sendable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The executable beside this test bundle (SwiftPM builds every product of the package for its tests).
    static var executable: URL {
        executable(named: "showcase")
    }

    /// The package's executable called `name` (`showcase-server`, for the backend on its own).
    static func executable(named name: String) -> URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDirectory, bundleDirectory.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
        for directory in candidates {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return bundleDirectory.appendingPathComponent(name)
    }

    /// The moment every run is pinned at, so frames do not depend on the hour.
    static let pinnedNow = "2026-11-23T12:00:00+09:00"

    /// Runs `showcase` with `arguments`, `input` on its standard input (never a terminal).
    /// `executable` runs instead of `showcase` itself when the test needs a wrapper (another user).
    static func run(
        _ arguments: [String], input: String = "", timeout: TimeInterval = 60, executable: URL = ShowcaseProcess.executable
    ) async throws -> Outcome {
        try await run(arguments, inputBytes: Data(input.utf8), timeout: timeout, executable: executable)
    }

    /// Runs `showcase` with `inputBytes` on its standard input, for input that is not text.
    static func run(
        _ arguments: [String], inputBytes: Data, timeout: TimeInterval = 60, executable: URL = ShowcaseProcess.executable
    ) async throws -> Outcome {
        try await onOwnThread { try runBlocking(arguments, input: inputBytes, timeout: timeout, executable: executable) }
    }

    private static func runBlocking(_ arguments: [String], input: Data, timeout: TimeInterval, executable: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        // Read both pipes while it runs, so a full pipe never blocks it.
        let output = DataCollector(stdout.fileHandleForReading)
        let errors = DataCollector(stderr.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        return Outcome(status: process.terminationStatus, standardOutput: output.text(), standardError: errors.text())
    }
}

/// Collects everything a pipe delivers on a thread of its own.
final class DataCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            let all = handle.readDataToEndOfFile()
            lock.withLock { data = all }
            done.signal()
        }
        thread.start()
    }

    func text() -> String {
        _ = done.wait(timeout: .now() + 10)
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}

/// Runs blocking work (process waits, polling) on a thread of its own, so it never holds
/// one of the few threads Swift concurrency shares with the other tests.
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
