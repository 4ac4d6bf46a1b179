import ArgumentParser
import Foundation
import KumikiCheck
import KumikiScaffold

/// `kumiki new`.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generates code from Kumiki's templates.",
        subcommands: [NewFeature.self]
    )
}

/// `kumiki new feature`.
struct NewFeature: ParsableCommand {
    /// Adds the feature's targets and the App's dependencies to the manifest (a dry run only says
    /// what it would add); a manifest that cannot be edited gets the lines printed instead.
    static func updateManifest(at manifest: URL, for scaffold: FeatureScaffold, dryRun: Bool) throws(ScaffoldError) {
        guard !scaffold.requiredTargets.isEmpty || !scaffold.requiredDependencies.isEmpty else { return }
        guard var text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw .io("cannot read \(manifest.path) to add the feature's targets and dependencies")
        }
        var changes: [String] = []
        do {
            if let edited = try ManifestEditor.adding(targets: scaffold.requiredTargets, in: text) {
                text = edited
                changes.append("targets " + scaffold.requiredTargets.map(\.name).joined(separator: ", "))
            }
            for dependency in scaffold.requiredDependencies {
                if let edited = try ManifestEditor.adding(dependency.declaration, named: dependency.name, toTarget: dependency.target, in: text) {
                    text = edited
                    changes.append("\(dependency.target) depends on \(dependency.name)")
                }
            }
        } catch {
            // The files are written; what the manifest needs is printed for the user to add.
            print("Package.swift could not be edited (\(error.description)). Add these targets:")
            print(scaffold.requiredTargets.map(\.declaration).joined(separator: ",\n"))
            for dependency in scaffold.requiredDependencies {
                print("and to \(dependency.target)'s dependencies: \(dependency.declaration)")
            }
            return
        }
        guard !changes.isEmpty else { return }
        if !dryRun {
            do {
                try Data(text.utf8).write(to: manifest)
            } catch {
                throw .io("cannot write \(manifest.path): \(error.localizedDescription)")
            }
        }
        for change in changes { print("\(dryRun ? "would update" : "updated") Package.swift: \(change)") }
    }

    /// A feature module in the app's own shape (its `.kumiki/templates/feature-module/`): the
    /// module's files, then one entry in `Package.swift`'s `features` and one registration in the
    /// composition root, and nothing else.
    static func addRegisteredFeature(_ scaffold: RegisteredFeatureScaffold, writing: WriteOptions) throws(ScaffoldError) {
        let manifestURL = scaffold.root.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw .io("cannot read \(manifestURL.path) to add the feature to its features")
        }
        // Everything is worked out before anything is written: a feature half added is worse than none.
        let files = try scaffold.plan()
        let editedManifest = try scaffold.manifest(manifest)
        let registration = try scaffold.registration()
        let written = try ScaffoldWriter.write(files, under: scaffold.root, force: writing.force, dryRun: writing.dryRun)
        for path in written { print(writing.report(path)) }
        let verb = writing.dryRun ? "would update" : "updated"
        for (path, text, change) in [
            ("Package.swift", editedManifest, "features gains \(scaffold.name.value)Feature"),
            (registration.path, registration.text, "registers \(scaffold.name.value)Feature"),
        ] {
            guard let text else { continue }
            if !writing.dryRun {
                do {
                    try Data(text.utf8).write(to: scaffold.root.appendingPathComponent(path))
                } catch {
                    throw .io("cannot write \(path): \(error.localizedDescription)")
                }
            }
            print("\(verb) \(path): \(change)")
        }
    }

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

    @OptionGroup var style: StyleOptions

    @Option(help: "The package's folder (default: the current folder).")
    var into: String?

    @OptionGroup var writing: WriteOptions

    @Flag(help: ArgumentHelp(
        "Make the feature a module. In an app that describes its feature modules in .kumiki/templates/feature-module/ (as the Showcase does): that module, one entry in Package.swift's features and one registration in the composition root. Otherwise: its presentation in a <Name>Feature target that only the App imports, its tests in <Name>FeatureTests; Package.swift gains the targets (or they are printed to add).",
        valueName: "module"))
    var module = false

    func run() throws {
        try orExit2 { () throws(ScaffoldError) in
            let root = URL(fileURLWithPath: into ?? FileManager.default.currentDirectoryPath).standardizedFileURL
            if module, RegisteredFeatureScaffold.isAvailable(at: root) {
                try Self.addRegisteredFeature(RegisteredFeatureScaffold(root: root, name: try SwiftName(name), style: try style.resolved()), writing: writing)
                return
            }
            let layout = try ProjectLayout.detect(root: root, presetOverride: preset)
            let scaffold = try FeatureScaffold(
                name: try SwiftName(name), style: try style.resolved(), layout: layout,
                renderer: TemplateRenderer(overrideDirectory: root.appendingPathComponent(".kumiki/templates")), isModule: module)
            let written = try ScaffoldWriter.write(try scaffold.plan(), under: root, force: writing.force, dryRun: writing.dryRun)
            for path in written { print(writing.report(path)) }
            try Self.updateManifest(at: root.appendingPathComponent("Package.swift"), for: scaffold, dryRun: writing.dryRun)
            print("""
                The tests use \(name)Mocks.swift, made by kumiki mocks from the protocols marked // kumiki:mockable; \
                run kumiki mocks again when you change them.
                """)
        }
    }
}
