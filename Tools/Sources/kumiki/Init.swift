import ArgumentParser
import Foundation
import KumikiCheck
import KumikiScaffold

/// `kumiki init`.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Creates a Kumiki app: Domain, Infrastructure, Presentation and App targets, a first feature and its tests.",
        discussion: """
        `swift build` and `swift test` pass in the new package at once, and kumiki check finds nothing. \
        Exit status: 0; 2 for a bad name or option, or a folder that already holds a package (nothing is \
        written without --force).
        """
    )

    @Argument(help: "The app's name, a Swift type name.")
    var name: String

    @Option(help: "The vocabulary: \(Preset.all.map(\.name).joined(separator: ", ")).")
    var preset: String = Preset.modules.name

    @OptionGroup var style: StyleOptions

    @Option(help: "The first feature's name.")
    var feature: String = "Item"

    @Option(help: "The folder to create the package in (default: ./<name>).")
    var into: String?

    @Option(help: "Depend on a Kumiki checkout at this path instead of Kumiki's package URL.")
    var kumikiPath: String?

    @OptionGroup var writing: WriteOptions

    func run() throws {
        try orExit2 { () throws(ScaffoldError) in
            let appName = try SwiftName(name)
            let root = URL(fileURLWithPath: into ?? appName.value).standardizedFileURL
            let source: AppScaffold.KumikiSource
            if let kumikiPath {
                source = .path(Self.relativePath(from: root, to: URL(fileURLWithPath: kumikiPath).standardizedFileURL))
            } else {
                source = .url(AppScaffold.defaultURL, from: AppScaffold.defaultVersion)
            }
            let presetValue: Preset
            do throws(CheckError) {
                presetValue = try Preset.named(preset)
            } catch {
                throw .unknownOption(error.description)
            }
            let scaffold = AppScaffold(
                name: appName, preset: presetValue, style: try style.resolved(), feature: try SwiftName(feature),
                kumiki: source, renderer: TemplateRenderer(overrideDirectory: root.appendingPathComponent(".kumiki/templates")))
            let written = try ScaffoldWriter.write(try scaffold.plan(root: root), under: root, force: writing.force, dryRun: writing.dryRun)
            for path in written { print(writing.report("\(root.lastPathComponent)/\(path)")) }
            if !writing.dryRun {
                print("\nNext: cd \(root.path) && swift test && kumiki check")
            }
        }
    }

    /// `target` as a path from `base`, so the generated package keeps working when both move together.
    static func relativePath(from base: URL, to target: URL) -> String {
        let from = base.pathComponents
        let to = target.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        guard common > 1 else { return target.path }
        let path = Array(repeating: "..", count: from.count - common) + to.dropFirst(common)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
