import Foundation

/// Runs a program and times it from `posix_spawn` to `waitpid`.
///
/// Foundation's `Process.waitUntilExit()` on Linux polls its run loop every 50 ms, so every
/// figure it timed came out as a multiple of 50 ms: a 12 ms warm run read as 50 ms, and the
/// ratios against the parse-only pass were set by that step rather than by the programs.
enum ChildProcess {
    /// Runs `executable` with `arguments` in `folder`, its standard output sent to the file at
    /// `output`, and returns the seconds from spawn to exit. Exit statuses 0 and 1 (findings)
    /// are a finished run; anything else throws.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String],
                    output: String) throws -> Double {
        // The child starts in the current folder; this single-threaded driver moves there first.
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
            throw BenchmarkError.spawnFailed(executable.path, code: errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid = pid_t()
        let start = ContinuousClock.now
        let code = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard code == 0 else { throw BenchmarkError.spawnFailed(executable.path, code: code) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkError.spawnFailed(executable.path, code: errno) }
        }
        let elapsed = ContinuousClock.now - start
        // Findings exit 1; a signal or any other status means the run did not do its work.
        let exited = status & 0x7f == 0
        let exitStatus = (status >> 8) & 0xff
        guard exited, exitStatus <= 1 else { throw BenchmarkError.runFailed(status: exited ? exitStatus : -(status & 0x7f)) }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
