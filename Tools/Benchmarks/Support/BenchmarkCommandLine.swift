import Foundation

/// A benchmark's command line. `--help` prints the usage and exits 0; an option the benchmark
/// does not take, a missing value or a malformed number exits 2 with the usage, so a typo
/// never starts a run of several minutes.
public struct BenchmarkCommandLine {
    private var values: [String: String] = [:]
    /// The arguments that are not options, in order (for benchmarks that take them).
    public private(set) var positional: [String] = []
    private let usage: String

    /// Reads `arguments` (without the program name); `options` are the flags that take a value,
    /// and `positionalLimit` how many plain arguments are allowed.
    public init(
        usage: String,
        options: Set<String>,
        positionalLimit: Int = 0,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) {
        self.usage = usage
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                print(usage)
                exit(0)
            }
            if options.contains(argument) {
                guard let value = remaining.popFirst() else { fail("\(argument) needs a value") }
                values[argument] = value
            } else if argument.hasPrefix("-") || positional.count == positionalLimit {
                fail("unknown option \(argument)")
            } else {
                positional.append(argument)
            }
        }
    }

    /// The value given for `option`, if any.
    public func value(_ option: String) -> String? {
        values[option]
    }

    /// The positive number given for `option`, or `fallback` when it is absent.
    public func count(_ option: String, default fallback: Int) -> Int {
        guard let text = values[option] else { return fallback }
        return positiveNumber(text, for: option)
    }

    /// `text` as a positive number, or a usage error naming `what`.
    public func positiveNumber(_ text: String, for what: String) -> Int {
        guard let value = Int(text), value > 0 else { fail("\(what) takes a positive number") }
        return value
    }

    /// Stops with `message` and the usage, as a usage error (exit status 2).
    public func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
