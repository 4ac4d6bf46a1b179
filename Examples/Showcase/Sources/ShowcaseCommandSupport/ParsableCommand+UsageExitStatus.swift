import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the command line, or exits the way the Showcase's executables promise: status 0
    /// after printing `--help` or `--version`, status 2 after a usage error (an unknown option,
    /// a missing or invalid value, a failed validation), with the message and usage on
    /// standard error.
    ///
    /// ArgumentParser's own `parseOrExit()` exits 64 (`EX_USAGE`) on usage errors; scripts
    /// that drive these executables, like `kumiki`'s, read 2 as "you called me wrongly".
    public static func parseOrExitWithUsageStatus(_ arguments: [String]? = nil) -> Self {
        do {
            return try parse(arguments)
        } catch {
            if error is ExitCode || exitCode(for: error) == .success {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode(2))
        }
    }
}
