import ArgumentParser
import Foundation
import KumikiCheck

/// `kumiki layers`.
struct Layers: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layers",
        abstract: "Shows each file's layer and why, the files in no layer, and which layer may depend on which.",
        discussion: """
        Use it to debug a .kumiki.yml: every file is listed with the path glob or target that placed it; \
        a file in no layer lists its types that a name suffix places. Exit status: 0, or 2 for usage, \
        configuration or I/O errors.
        """
    )

    /// The report's formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        print(try orExit2 { () throws(CheckError) -> String in
            let check = try project.loadCheck()
            let (configuration, scope) = (check.configuration, check.scope)
            if let note = check.defaultsNote { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
            let runner = CheckRunner(configuration: configuration, cacheDirectory: CheckRunner.defaultCacheDirectory, baseDirectory: scope.baseDirectory)
            let report = LayerReport(model: try runner.run(paths: scope.analysedPaths).model, shownPath: scope.reportedPath)
            return format == .json ? report.json : report.text
        })
    }
}
