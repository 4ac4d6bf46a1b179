import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The real binary in a real (pseudo-)terminal, driven through tmux as a user's keyboard
/// would drive it: alternate screen, keys, resize, Ctrl-C and a restored terminal.
/// CI installs tmux; elsewhere the test runs when tmux is there.
@Suite("showcase in a terminal (tmux)", .enabled(if: Tmux.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil))
struct TerminalSessionTests {
    @Test("browse, resize and quit: frames follow the keys, and Ctrl-C gives the terminal back")
    func session() async throws {
        try await onOwnThread { try Self.browseResizeAndQuit() }
    }

    private static func browseResizeAndQuit() throws {
        let tmux = try Tmux.start(command: [ShowcaseProcess.executable.path, "--in-memory", "--now", ShowcaseProcess.pinnedNow])
        defer { tmux.kill() }

        let ranking = try tmux.waitForScreen { $0.contains("1位") }
        #expect(ranking.contains("[ランキング]"))
        #expect(ranking.contains("1位   77,368pt  拝啓、婚約破棄の勇者さま"))

        tmux.send(keys: ["Down", "Down", "Enter"])
        let detail = try tmux.waitForScreen { $0.contains("ncode.syosetu.com") }
        #expect(detail.contains("元悪役令嬢の婚約破棄日誌"))

        tmux.send(text: "a")
        _ = try tmux.waitForScreen { $0.contains("読書リストに入っています") }

        tmux.resize(columns: 100, rows: 30)
        let wide = try tmux.waitForScreen { screen in
            screen.split(separator: "\n").contains { $0.count > 80 && $0.allSatisfy { $0 == "─" } }
        }
        #expect(wide.contains("元悪役令嬢の婚約破棄日誌"))

        tmux.send(keys: ["Escape"])
        _ = try tmux.waitForScreen { $0.contains("1位") && !$0.contains("ncode.syosetu.com") }

        tmux.send(keys: ["Tab"])
        tmux.send(text: "婚約破棄")
        // "件" alone is not enough: a ranking title can contain it ("…になった件").
        let search = try tmux.waitForScreen { $0.contains("[検索]") && $0.contains("26件") }
        #expect(search.contains("検索: [婚約破棄"))

        tmux.send(keys: ["C-c"])
        let after = try tmux.waitForScreen { !$0.contains("[検索]") }
        #expect(!after.contains("Ctrl-C 終了"), "the alternate screen is gone")
        #expect(try tmux.waitForExit() == 0)
    }
}

/// A detached tmux session running one command.
struct Tmux {
    let name: String
    let statusFile: URL

    static var isAvailable: Bool {
        (try? run(["-V"]).status) == 0
    }

    /// Starts `command` in an 80×24 session; its exit status is written to a file when it ends.
    static func start(command: [String]) throws -> Tmux {
        let name = "kumiki-showcase-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let statusFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).status")
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // A script file spares a second layer of quoting; the status file tells the test how it ended.
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).sh")
        try "LANG=C.UTF-8 TERM=xterm-256color \(quoted)\necho $? > '\(statusFile.path)'\nsleep 30\n".write(to: script, atomically: true, encoding: .utf8)
        // The tmux server forks from this client and would keep a captured pipe open forever.
        let result = try run(["new-session", "-d", "-s", name, "-x", "80", "-y", "24", "sh '\(script.path)'"], capturesOutput: false)
        guard result.status == 0 else { throw TmuxError.failed("new-session exited \(result.status)") }
        return Tmux(name: name, statusFile: statusFile)
    }

    func send(keys: [String]) {
        _ = try? Tmux.run(["send-keys", "-t", name] + keys)
    }

    func send(text: String) {
        _ = try? Tmux.run(["send-keys", "-t", name, "-l", text])
    }

    func resize(columns: Int, rows: Int) {
        _ = try? Tmux.run(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    func screen() -> String {
        (try? Tmux.run(["capture-pane", "-p", "-t", name]).output) ?? ""
    }

    /// Polls the pane until `condition` holds; throws with the last screen after `timeout`.
    func waitForScreen(timeout: TimeInterval = 20, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError.timedOut(last)
    }

    /// The command's exit status, once it has ended.
    func waitForExit(timeout: TimeInterval = 20) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8), let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError.timedOut(screen())
    }

    func kill() {
        _ = try? Tmux.run(["kill-session", "-t", name])
        try? FileManager.default.removeItem(at: statusFile)
        try? FileManager.default.removeItem(at: statusFile.deletingPathExtension().appendingPathExtension("sh"))
    }

    /// Runs tmux with nothing of this process open but standard input, output and error.
    ///
    /// Foundation's `Process` hands its child a socket whose closing tells it the child has
    /// ended; a tmux server forked by that client kept the socket open, and `waitUntilExit()`
    /// never returned. Spawning with every other descriptor closed leaves the server nothing to hold.
    @discardableResult
    static func run(_ arguments: [String], capturesOutput: Bool = true) throws -> (status: Int32, output: String) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw TmuxError.failed("pipe: errno \(errno)") }
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturesOutput {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        } else {
            // The server forked by new-session would keep a captured pipe open, too.
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        try closeEveryOtherDescriptor(&actions)
        let argv: [UnsafeMutablePointer<CChar>?] = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw TmuxError.failed("cannot start tmux: errno \(spawned)")
        }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), String(decoding: output, as: UTF8.self))
    }
}

/// Adds "close every descriptor from 3 up" to `actions` (glibc 2.34's
/// `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not declare).
private func closeEveryOtherDescriptor(_ actions: inout posix_spawn_file_actions_t) throws {
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
        throw TmuxError.failed("this C library cannot close descriptors in a spawned process (glibc 2.34 or later needed)")
    }
    let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
    guard addCloseFrom(&actions, 3) == 0 else { throw TmuxError.failed("posix_spawn_file_actions_addclosefrom_np failed") }
}

enum TmuxError: Error, CustomStringConvertible {
    case failed(String)
    case timedOut(String)

    var description: String {
        switch self {
        case .failed(let message): return "tmux failed: \(message)"
        case .timedOut(let screen): return "timed out; the pane showed:\n\(screen)"
        }
    }
}
