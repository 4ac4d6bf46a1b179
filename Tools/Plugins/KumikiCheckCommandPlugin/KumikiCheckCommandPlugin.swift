import Foundation
import PackagePlugin

/// `swift package kumiki-check [options]`: checks every Swift target of the
/// package (or the ones named with `--target`), passing other options to `kumiki check`.
@main
struct KumikiCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty
            ? context.package.targets
            : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map(\.directoryURL.path)
        guard !folders.isEmpty else {
            Diagnostics.warning("no Swift targets to check")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "kumiki").url
        process.arguments = ["check"] + extractor.remainingArguments + folders
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("kumiki check failed with status \(process.terminationStatus)")
            throw ExitStatus(code: process.terminationStatus)
        }
    }

    /// The tool's exit status, reported as the command's failure.
    struct ExitStatus: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "kumiki check exited with status \(code)" }
    }
}
