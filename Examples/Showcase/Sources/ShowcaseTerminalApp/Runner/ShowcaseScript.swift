import Foundation
import ShowcaseUIComponents

/// A scripted session: the keys a user would press and the moments to look at the
/// screen, one command per line. Scripts drive the Showcase without a terminal, for
/// tests, for CI, and for anyone reading frames instead of watching them.
///
/// ```
/// # Open the second novel of the weekly ranking.
/// wait-for 1位
/// key right
/// wait-for 週間
/// key down
/// key enter
/// wait-for あらすじ
/// frame novel detail
/// ```
///
/// | command | does |
/// |---|---|
/// | `key <name> [count]` | presses a key: `up`, `down`, `left`, `right`, `enter`, `esc`, `tab`, `shift-tab`, `backspace`, `ctrl-c` |
/// | `type <text>` | types text (as an input method commits it, Japanese included) |
/// | `wait-for <text>` | waits until the screen shows `text` |
/// | `wait-while <text>` | waits until the screen no longer shows `text` |
/// | `sleep <milliseconds>` | waits that long |
/// | `resize <columns>x<rows>` | changes the terminal's size |
/// | `timeout <seconds>` | how long later waits may take (10 s unless set) |
/// | `frame [label]` | prints the screen |
///
/// Blank lines and lines starting with `#` are ignored. A script file is read whole and
/// refused before anything starts if a line is bad; a script on standard input
/// (`--script -`) runs each line as it arrives, so a program driving the Showcase can
/// look at a frame before it decides what to send next.
public struct ShowcaseScript: Equatable, Sendable {
    /// One command, with the line it came from.
    public struct Step: Equatable, Sendable {
        /// What to do.
        public var action: Action
        /// The line of the script, from 1, for error messages.
        public var line: Int

        /// Creates a step: `action`, read from `line`.
        public init(action: Action, line: Int) {
            self.action = action
            self.line = line
        }
    }

    /// What a step does.
    public enum Action: Equatable, Sendable {
        /// Presses `key` `count` times.
        case key(Key, count: Int)
        /// Types text.
        case type(String)
        /// Waits until the screen shows the text.
        case waitFor(String)
        /// Waits until the screen no longer shows the text.
        case waitWhile(String)
        /// Waits a number of milliseconds.
        case sleep(milliseconds: Int)
        /// Changes the terminal's size.
        case resize(columns: Int, rows: Int)
        /// Sets how long later waits may take, in seconds.
        case timeout(seconds: Double)
        /// Prints the screen, with an optional label.
        case frame(String?)
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Parses a script; the first bad line is a typed error naming it.
    public init(parsing text: String) throws(ShowcaseScriptError) {
        var steps: [Step] = []
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if let step = try Self.step(parsing: rawLine, line: offset + 1) {
                steps.append(step)
            }
        }
        self.steps = steps
    }

    /// Parses one line of a script: `nil` for a blank line or a comment, a typed error
    /// naming `line` for anything else that is not a command. A script that arrives line
    /// by line (``ScriptRunner/run(lines:emit:)``) is read with it.
    public static func step(parsing rawLine: some StringProtocol, line: Int) throws(ShowcaseScriptError) -> Step? {
        let trimmed = rawLine.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let command: String
        let argument: String
        if let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) {
            command = String(trimmed[..<space])
            argument = String(trimmed[trimmed.index(after: space)...]).trimmingCharacters(in: .whitespaces)
        } else {
            command = trimmed
            argument = ""
        }
        return Step(action: try action(command: command, argument: argument, line: line), line: line)
    }

    private static func action(command: String, argument: String, line: Int) throws(ShowcaseScriptError) -> Action {
        func required() throws(ShowcaseScriptError) -> String {
            guard !argument.isEmpty else { throw .missingArgument(command: command, line: line) }
            return argument
        }
        switch command.lowercased() {
        case "key":
            let words = try required().split(separator: " ", omittingEmptySubsequences: true)
            guard let key = Key(scriptName: String(words[0])) else { throw .unknownKey(String(words[0]), line: line) }
            var count = 1
            if words.count > 1 {
                guard words.count == 2, let number = Int(words[1]), (1...1_000).contains(number) else {
                    throw .invalidArgument(command: command, argument: argument, line: line)
                }
                count = number
            }
            return .key(key, count: count)
        case "type":
            return .type(try required())
        case "wait-for":
            return .waitFor(try required())
        case "wait-while":
            return .waitWhile(try required())
        case "sleep":
            guard let milliseconds = Int(try required()), (0...600_000).contains(milliseconds) else {
                throw .invalidArgument(command: command, argument: argument, line: line)
            }
            return .sleep(milliseconds: milliseconds)
        case "resize":
            guard let size = TerminalSize(parsing: try required()) else {
                throw .invalidArgument(command: command, argument: argument, line: line)
            }
            return .resize(columns: size.columns, rows: size.rows)
        case "timeout":
            guard let seconds = Double(try required()), seconds > 0, seconds <= 600 else {
                throw .invalidArgument(command: command, argument: argument, line: line)
            }
            return .timeout(seconds: seconds)
        case "frame":
            return .frame(argument.isEmpty ? nil : argument)
        default:
            throw .unknownCommand(command, line: line)
        }
    }
}
