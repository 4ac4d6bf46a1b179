import ArgumentParser
import Foundation
import KumikiAdoption
import KumikiCheck

/// `kumiki adopt`.
struct Adopt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Writes .kumiki.yml and a baseline of today's findings for an app that already exists.",
        discussion: """
        Reads the project (Xcode projects and workspaces, Package.swift, XcodeGen specs, Tuist projects, Podfiles) \
        into its parts (each module whole, the folders of the app targets' sources) and how much each uses the \
        others, and draws the layers from that graph: the app on top (entry point, extensions, composition; \
        nothing may use it), one layer per role the code plays (screens, the state behind them, data access, \
        values), and what everything uses at the bottom; names only label them. Each layer may use the layers \
        below it. Writes .kumiki.yml with a comment on each layer, checks the project and accepts today's \
        findings in .kumiki-baseline.json (printing examples of each rule's), so the next kumiki check passes \
        and every later violation fails. It never overwrites: with either file present it exits 2 unless \
        --force. Exit status: 0; 2 for files that exist, a project that cannot be read or a file that cannot \
        be written.
        """
    )

    @Argument(help: "The app's folder (default: the current folder).")
    var directory: String = "."

    @Flag(help: "Print the configuration and the summary; write nothing.")
    var dryRun = false

    @Flag(help: "Replace .kumiki.yml and .kumiki-baseline.json when they exist.")
    var force = false

    @Flag(help: "Also print the graph the layers were drawn from, as a Mermaid flowchart.")
    var graph = false

    func run() throws {
        try orExit2 { () throws(AdoptionError) in
            let root = URL(fileURLWithPath: directory).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw .check(.unreadablePath(directory, reason: "no such folder"))
            }
            let planner = AdoptionPlanner(root: root)
            // Refuse before reading a large project, not after.
            let existing = [".kumiki.yml", Baseline.defaultFileName].filter {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }
            if !dryRun, !force, !existing.isEmpty { throw .wouldOverwrite(existing) }
            let plan = try planner.plan()
            if dryRun {
                print("# \(plan.configurationFile.path) would be:")
                print(plan.configuration)
                print(plan.summary)
                if graph, !plan.graph.isEmpty { print(plan.graph) }
                print("(dry run: nothing written; \(plan.baseline.entries.count) baseline entries would be written to \(plan.baselineFile.path))")
                return
            }
            try plan.write(force: force)
            print(plan.summary)
            if graph, !plan.graph.isEmpty { print(plan.graph) }
            print("Wrote \(plan.configurationFile.path) and \(plan.baselineFile.path).")
        }
    }
}
