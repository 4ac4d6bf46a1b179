import Foundation
import PackagePlugin

/// Runs `kumiki check` on a target's Swift files as part of every build, so
/// Xcode and `swift build` show the diagnostics in place and a violation
/// that fails the check fails the build.
@main
struct KumikiCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        // The stamp is an (empty) Swift file: SwiftPM compiles a generated `.swift` output, while
        // any other extension would be bundled as a resource, giving every checked target a
        // resource bundle it never asked for.
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("kumiki-check-\(target.name).swift")
        // No --config: kumiki finds the package's .kumiki.yml above the sources and analyses the whole
        // package from there (a --config would apply to the folder the build runs in).
        var arguments = ["check", "--format", "xcode", "--quiet", "--stamp", stamp.path]
        let configuration = context.package.directoryURL.appendingPathComponent(".kumiki.yml")
        arguments += sources.map(\.path)
        return [
            .buildCommand(
                displayName: "kumiki check \(target.name)",
                executable: try context.tool(named: "kumiki").url,
                arguments: arguments,
                inputFiles: sources + [configuration].filter { FileManager.default.fileExists(atPath: $0.path) },
                outputFiles: [stamp]
            ),
        ]
    }
}
