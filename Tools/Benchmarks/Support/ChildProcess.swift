import Foundation

/// Runs a program and times it from `posix_spawn` to `waitpid`, for the benchmarks that time
/// whole runs of the `kumiki` binary.
///
/// Foundation's `Process.waitUntilExit()` on Linux polls its run loop every 50 ms, so every
/// figure it timed came out as a multiple of 50 ms: a 12 ms warm run read as 50 ms, and the
/// ratios against the parse-only pass were set by that step rather than by the programs.
package enum ChildProcess {
    /// How a run ended.
    package struct Exit: Sendable {
        /// Seconds from spawn to exit.
        package let seconds: Double
        /// The exit status.
        package let status: Int32
        /// CPU seconds the program used, user and system, every thread together.
        package var cpuSeconds: Double = 0
    }

    /// Runs `executable` with `arguments` (in `folder`, if given), its standard output sent to
    /// the file at `output` and its standard error to the file at `errors` (or to this process's),
    /// and returns how long it took and its exit status. A program that cannot be started or that
    /// a signal ends throws.
    package static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, output: String = "/dev/null", errors: String? = nil
    ) throws(ChildProcessError) -> Exit {
        // The child starts in the current folder; the single-threaded benchmark moves there first.
        if let folder, !FileManager.default.changeCurrentDirectoryPath(folder.path) {
            throw .cannotStart(executable.path, code: errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let errors { posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid = pid_t()
        let start = ContinuousClock.now
        let code = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard code == 0 else { throw .cannotStart(executable.path, code: code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw .cannotStart(executable.path, code: errno) }
        }
        let elapsed = ContinuousClock.now - start
        guard status & 0x7f == 0 else { throw .signalled(executable.path, signal: status & 0x7f) }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Exit(seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                    status: (status >> 8) & 0xff, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }
}

/// A timed program that could not be started, or that a signal ended.
package enum ChildProcessError: Error, CustomStringConvertible {
    /// The program at the path could not be started, or waited for (`errno`).
    case cannotStart(String, code: Int32)
    /// The program at the path was ended by a signal.
    case signalled(String, signal: Int32)

    package var description: String {
        switch self {
        case .cannotStart(let path, let code): "cannot run \(path): \(String(cString: strerror(code)))"
        case .signalled(let path, let signal): "\(path) was ended by signal \(signal)"
        }
    }
}
