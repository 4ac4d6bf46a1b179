import ArgumentParser
import Foundation
import KumikiCheck
import KumikiScaffold

/// `kumiki new`.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generates code from Kumiki's templates.",
        subcommands: [NewFeature.self]
    )
}

/// `kumiki new feature`.
struct NewFeature: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feature",
        abstract: "Generates one feature, each file in the layer kumiki check expects, with its tests and mocks.",
        discussion: """
        The layout comes from the package: its .kumiki.yml (preset and layer globs) and its targets under \
        Sources/ (one for the whole app, or ones named or ending in Domain, Infrastructure and Presentation). \
        Templates in .kumiki/templates/ replace the bundled ones of the same name. \
        Exit status: 0; 2 for a bad name or option, a layout with no place for a file, a broken template \
        (its file and line are printed), or files that exist (nothing is written without --force).
        """
    )

    @Argument(help: "The feature's name, a Swift type name (Product, OrderHistory).")
    var name: String

    @Option(help: "The vocabulary: \(Preset.all.map(\.name).joined(separator: ", ")) (default: the .kumiki.yml preset, else mvvm-repository).")
    var preset: String?

    @Option(help: "The presentation style: \(ScaffoldStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: String = ScaffoldStyle.inputsOutputs.rawValue

    @Option(help: "The package's folder (default: the current folder).")
    var into: String?

    @Flag(help: "Print what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Replace files that exist.")
    var force = false

    func run() throws {
        try orExit2 { () throws(ScaffoldError) in
            let root = URL(fileURLWithPath: into ?? FileManager.default.currentDirectoryPath).standardizedFileURL
            let layout = try ProjectLayout.detect(root: root, presetOverride: preset)
            let scaffold = FeatureScaffold(
                name: try SwiftName(name), style: try ScaffoldStyle.named(style), layout: layout,
                renderer: TemplateRenderer(overrideDirectory: root.appendingPathComponent(".kumiki/templates")))
            let written = try ScaffoldWriter.write(try scaffold.plan(), under: root, force: force, dryRun: dryRun)
            for path in written { print("\(dryRun ? "would create" : "created") \(path)") }
            let manifest = root.appendingPathComponent("Package.swift")
            for dependency in scaffold.requiredDependencies {
                guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
                    throw ScaffoldError.io("cannot read \(manifest.path) to add \(dependency.declaration) to \(dependency.target)")
                }
                guard let edited = try ManifestEditor.adding(
                    dependency.declaration, named: dependency.name, toTarget: dependency.target, in: text) else { continue }
                if !dryRun {
                    do {
                        try Data(edited.utf8).write(to: manifest)
                    } catch {
                        throw ScaffoldError.io("cannot write \(manifest.path): \(error.localizedDescription)")
                    }
                }
                print("\(dryRun ? "would update" : "updated") Package.swift: \(dependency.target) depends on \(dependency.name)")
            }
            print("""
                The tests use \(name)Mocks.swift, made by kumiki mocks from the protocols marked // kumiki:mockable; \
                run kumiki mocks again when you change them.
                """)
        }
    }
}
