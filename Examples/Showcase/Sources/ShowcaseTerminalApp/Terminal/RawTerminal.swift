import Foundation
import ShowcaseUIComponents
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: raw mode in and out, its size, and putting everything back,
/// on a normal exit, on SIGTERM, SIGHUP and SIGQUIT, and on a crash (SIGSEGV, SIGILL,
/// SIGTRAP, SIGABRT, SIGBUS, SIGFPE: a Swift runtime trap is one of these), so a
/// user's shell is never left in raw mode on the alternate screen.
public final class RawTerminal: @unchecked Sendable {
    /// Why the terminal cannot be used.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Standard input or output is not a terminal (a pipe, a file, CI).
        case notATerminal
        /// The terminal refused raw mode.
        case cannotEnterRawMode(Int32)

        /// A sentence for the user.
        public var description: String {
            switch self {
            case .notATerminal:
                return "showcase needs an interactive terminal. Without one, run it scripted: showcase --script <file> --frames (see --help)."
            case .cannotEnterRawMode(let code): return "The terminal refused raw mode (errno \(code))."
            }
        }
    }

    private var isActive = false

    /// Whether standard input and output are both a terminal, as interactive mode needs.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Takes over the terminal: raw mode, alternate screen, hidden cursor.
    public init() throws(Failure) {
        guard Self.isInteractive else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw .cannotEnterRawMode(errno) }
        var raw = original
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw .cannotEnterRawMode(errno) }
        TerminalRestoration.install(original: original)
        isActive = true
        write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen)
    }

    deinit {
        restore()
    }

    /// The terminal's size in columns and rows (80×24 if it will not say).
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes `text` to the terminal, whole.
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return Foundation.write(STDOUT_FILENO, base + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Reads what the terminal sends, blocking until something arrives; empty at end of input.
    public func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1_024)
        let count = Foundation.read(STDIN_FILENO, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Gives the terminal back as it was.
    public func restore() {
        guard isActive else { return }
        isActive = false
        TerminalRestoration.restoreNow()
    }
}

/// What every exit path needs to put the terminal back, kept where a signal handler
/// can reach it with async-signal-safe calls only (`tcsetattr`, `write`).
enum TerminalRestoration {
    nonisolated(unsafe) private static var original = termios()
    nonisolated(unsafe) private static var isInstalled = false
    private static let restoreBytes = Array(ANSI.restore.utf8)

    static func install(original settings: termios) {
        original = settings
        isInstalled = true
        for signal in [SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
            Foundation.signal(signal, handleFatalSignal)
        }
    }

    static func restoreNow() {
        guard isInstalled else { return }
        isInstalled = false
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        restoreBytes.withUnsafeBytes { _ = Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// Restores the terminal, then lets the signal do what it would have done.
    private static let handleFatalSignal: @convention(c) (Int32) -> Void = { signal in
        TerminalRestoration.restoreNow()
        Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
