import ArgumentParser
import Foundation

/// Runs `body` and returns its result; the error it throws (a usage, configuration or I/O
/// problem, every command's exit status 2) goes to standard error.
func orExit2<Result, Failure: Error & CustomStringConvertible>(_ body: () throws(Failure) -> Result) throws -> Result {
    do {
        return try body()
    } catch {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        throw ExitCode(2)
    }
}
