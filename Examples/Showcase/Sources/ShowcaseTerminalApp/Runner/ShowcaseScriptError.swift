/// Why a script could not be read or did not run to its end.
public enum ShowcaseScriptError: Error, Equatable, CustomStringConvertible {
    /// A line starts with a word that is not a command.
    case unknownCommand(String, line: Int)
    /// `key` names a key the Showcase does not know.
    case unknownKey(String, line: Int)
    /// A command that needs an argument has none.
    case missingArgument(command: String, line: Int)
    /// An argument is not what its command takes (a count, milliseconds, a size).
    case invalidArgument(command: String, argument: String, line: Int)
    /// A line of a script read as it arrives is not UTF-8 text.
    case notText(line: Int)
    /// A `wait-for` or `wait-while` did not come true in time; `frame` is the screen at that moment.
    case timedOut(waiting: String, line: Int, frame: String)

    /// Whether the script itself is wrong (a usage error), rather than the session not
    /// reaching what the script waited for.
    public var isUsageError: Bool {
        if case .timedOut = self { return false }
        return true
    }

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .unknownCommand(let command, let line):
            return "line \(line): unknown command '\(command)' (key, type, wait-for, wait-while, sleep, resize, timeout, frame)"
        case .unknownKey(let key, let line):
            return "line \(line): unknown key '\(key)' (up, down, left, right, enter, esc, tab, shift-tab, backspace, ctrl-c)"
        case .missingArgument(let command, let line):
            return "line \(line): '\(command)' needs an argument"
        case .invalidArgument(let command, let argument, let line):
            return "line \(line): '\(argument)' is not a valid argument for '\(command)'"
        case .notText(let line):
            return "line \(line): not UTF-8 text"
        case .timedOut(let waiting, let line, let frame):
            return "line \(line): timed out \(waiting); the screen was:\n\(frame)"
        }
    }
}
