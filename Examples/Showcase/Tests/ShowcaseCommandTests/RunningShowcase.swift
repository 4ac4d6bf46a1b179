import Foundation

/// A `showcase` process read while it runs: its frames are counted as they are printed, so a
/// test can kill it (`SIGKILL`, no chance to clean up) in the middle of what the script does.
final class RunningShowcase: @unchecked Sendable {
    private let process = Process()
    private let output = PrintedText()
    private let input = Pipe()

    /// Starts `showcase` with `arguments`, its script on standard input; with `closesInput`
    /// false, more of the script can follow through ``send(_:)`` until ``closeInput()``.
    /// `executable` runs instead of `showcase` for the package's other executables.
    init(
        _ arguments: [String], input script: String, closesInput: Bool = true, executable: URL = ShowcaseProcess.executable
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        send(script)
        if closesInput { try closeInput() }
        let handle = stdout.fileHandleForReading
        let output = self.output
        Thread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                output.append(chunk)
            }
        }.start()
    }

    /// Writes more of the script to the running process.
    func send(_ script: String) {
        input.fileHandleForWriting.write(Data(script.utf8))
    }

    /// Ends the script: the session ends after its last step.
    func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    /// Everything printed so far.
    var printed: String {
        output.text
    }

    /// How many lines printed so far start with `prefix`.
    func count(linesStartingWith prefix: String) -> Int {
        printed.split(separator: "\n").count { $0.hasPrefix(prefix) }
    }

    /// Waits until `condition` holds for what was printed, or `timeout` passes; says which.
    /// It sleeps with `Task.sleep`: a blocking sleep here would hold one of the few
    /// cooperative threads every other test in the process needs.
    func wait(upTo timeout: TimeInterval, until condition: (RunningShowcase) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(self) { return true }
            if !process.isRunning { return condition(self) }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Kills the process at once (`SIGKILL`): no handler runs, nothing is flushed or closed.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the process to end; its exit status (or the signal, for a killed one).
    func waitForExit(timeout: TimeInterval = 60) async -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning { kill() }
        return process.terminationStatus
    }
}

/// Text a reader thread appends to while the test reads it.
private final class PrintedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.withLock { data.append(chunk) }
    }

    var text: String {
        lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
