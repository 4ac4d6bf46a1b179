import Foundation

/// The real `kumiki` binary, run on a folder of inputs: any exit other than 0, 1 or 2 (a
/// signal, a trap, a stack overflow) or a run past the deadline is a failure.
struct FuzzTarget {
    /// How one run ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case crashed(signal: Int32)
        case hung

        var isFailure: Bool {
            switch self {
            case .exited(let status): return ![0, 1, 2].contains(status)
            case .crashed, .hung: return true
            }
        }
    }

    let executable: URL
    let deadline: TimeInterval

    /// Runs `kumiki check` on `folder` (the inputs are its `.swift` files).
    func run(on folder: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["check", "--format", "summary", folder.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        // A crash prints a backtrace that takes seconds; the fuzzer only needs to know it happened.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        try process.run()
        let end = Date().addingTimeInterval(deadline)
        while process.isRunning, Date() < end { Thread.sleep(forTimeInterval: 0.005) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return .hung
        }
        switch process.terminationReason {
        case .uncaughtSignal: return .crashed(signal: process.terminationStatus)
        case .exit: return .exited(process.terminationStatus)
        @unknown default: return .exited(process.terminationStatus)
        }
    }

    /// Runs the target on `inputs` written into a fresh folder under `scratch`.
    func run(inputs: [(name: String, bytes: [UInt8])], scratch: URL) throws -> Outcome {
        let folder = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for input in inputs {
            let url = folder.appendingPathComponent(input.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(input.bytes).write(to: url)
        }
        return try run(on: folder)
    }
}
