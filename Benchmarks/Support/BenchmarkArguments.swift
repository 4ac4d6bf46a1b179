import Foundation

/// A root-package benchmark's command line: `--help` prints the usage and exits 0, and an
/// argument the benchmark does not take exits 2 with the usage, so a typo never starts a run.
public struct BenchmarkArguments {
    private var values: [String: String] = [:]
    private let usage: String

    /// Reads `arguments` (without the program name); `options` are the flags that take a value.
    public init(usage: String, options: Set<String> = [], arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        self.usage = usage
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" {
                print(usage)
                exit(0)
            }
            guard options.contains(argument) else { fail("unknown argument \(argument)") }
            guard let value = remaining.popFirst() else { fail("\(argument) needs a value") }
            values[argument] = value
        }
    }

    /// The positive number given for `option`, or `fallback` when it is absent.
    public func count(_ option: String, default fallback: Int) -> Int {
        guard let text = values[option] else { return fallback }
        guard let value = Int(text), value > 0 else { fail("\(option) takes a positive number") }
        return value
    }

    /// Stops with `message` and the usage, as a usage error (exit status 2).
    public func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
