import Foundation

/// Runs `swift package dump-package` for a package folder: SwiftPM's own evaluation of the
/// manifest, so custom paths, conditions and anything computed in `Package.swift` come out as
/// SwiftPM sees them.
public struct SwiftPackageDumper: Sendable {
    /// Why the manifest could not be dumped.
    public enum Failure: Error, Equatable, Sendable {
        /// No `swift` executable could be started; the caller falls back to the folder convention.
        case noToolchain(String)
        /// SwiftPM could not evaluate the manifest; the line is where its compiler put the error.
        case invalidManifest(line: Int?, column: Int?, message: String)
    }

    /// The `swift` executable: `KUMIKI_SWIFT` when set, else the first `swift` on `PATH`.
    public var swiftExecutable: String?
    /// How long one dump may take before it is stopped, so a manifest that never finishes cannot hang a check.
    public var timeout: TimeInterval

    /// Creates a dumper with the executable found in `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 120) {
        swiftExecutable = Self.findSwift(in: environment)
        self.timeout = timeout
    }

    /// The JSON SwiftPM prints for the package in `folder` (an absolute path).
    public func dump(packageAt folder: String) throws(Failure) -> Data {
        guard let swiftExecutable else { throw .noToolchain("no `swift` executable on PATH (set KUMIKI_SWIFT to name one)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftExecutable)
        // A scratch folder of its own: the package's `.build` may be locked by the very build
        // that runs this check (the build plugin), and dump-package would wait on that lock.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-dump-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["package", "--package-path", folder, "--scratch-path", scratch, "dump-package"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw .noToolchain("`\(swiftExecutable)` could not be started: \(error.localizedDescription)")
        }
        // Both pipes are drained while the process runs, so a full pipe never blocks it.
        let outputData = Drain(output.fileHandleForReading), errorData = Drain(errors.fileHandleForReading)
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut { kill(process.processIdentifier, SIGKILL) }
            throw .invalidManifest(line: nil, column: nil, message: "swift package dump-package did not finish within \(Int(timeout)) seconds")
        }
        let stdout = outputData.value, stderr = String(decoding: errorData.value, as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Self.manifestFailure(stderr, status: process.terminationStatus)
        }
        return stdout
    }

    /// Why the manifest did not evaluate, in swift's words: the first compiler error about
    /// `Package.swift`, with its line; else the `fatalError` (or failed precondition) the manifest
    /// stopped at, with its line; else SwiftPM's first error that says more than "invalid manifests".
    static func manifestFailure(_ stderr: String, status: Int32) -> Failure {
        let lines = stderr.split(separator: "\n").map(String.init)
        for line in lines {
            guard let range = line.range(of: "Package.swift:") ?? line.range(of: ".swift:"), line.contains(": error: ") else { continue }
            let rest = line[range.upperBound...].split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard rest.count == 3, let lineNumber = Int(rest[0]) else { continue }
            let message = line.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
            return .invalidManifest(line: lineNumber, column: Int(rest[1]), message: message)
        }
        // `…/Package.swift:5: Fatal error: boom`, as the manifest's own process prints it when it traps.
        for line in lines {
            guard let range = line.range(of: "Package.swift:") else { continue }
            let rest = line[range.upperBound...].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard rest.count == 2, let lineNumber = Int(rest[0]) else { continue }
            let message = rest[1].trimmingCharacters(in: .whitespaces)
            guard message.hasPrefix("Fatal error") || message.hasPrefix("Precondition failed") || message.hasPrefix("Assertion failed")
            else { continue }
            return .invalidManifest(line: lineNumber, column: nil, message: message)
        }
        let reasons = lines.filter { $0.hasPrefix("error: ") }.map { String($0.dropFirst(7)) }
            .filter { !$0.hasPrefix("invalid manifests at") }
            .map(Self.withoutPackagePrefix)
        let reason = reasons.first ?? lines.last { $0.hasPrefix("error: ") }.map { String($0.dropFirst(7)) }
        return .invalidManifest(line: nil, column: nil, message: reason ?? "swift package dump-package exited with status \(status)")
    }

    /// SwiftPM's message without the `'package-name': ` it starts with.
    private static func withoutPackagePrefix(_ message: String) -> String {
        guard message.hasPrefix("'"), let end = message.dropFirst().firstIndex(of: "'"),
              message[message.index(after: end)...].hasPrefix(": ")
        else { return message }
        return String(message[message.index(end, offsetBy: 3)...])
    }

    static func findSwift(in environment: [String: String]) -> String? {
        if let named = environment["KUMIKI_SWIFT"], !named.isEmpty { return named }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/swift"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class Drain: @unchecked Sendable {
    private let group = DispatchGroup()
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async(group: group) { self.data = handle.readDataToEndOfFile() }
    }

    /// Everything read; waits for the end of the pipe.
    var value: Data {
        group.wait()
        return data
    }
}
