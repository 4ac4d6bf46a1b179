import ArgumentParser
import Foundation
import KumikiMigration

/// `kumiki migrate observable`.
struct MigrateObservable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observable",
        abstract: "Moves ObservableObject classes, and the views, screens and tests using them, to Observation (@Observable).",
        discussion: """
        Each ObservableObject class declared under the paths (directly, or through a protocol or composition \
        alias refining ObservableObject, which moves with its adopters) becomes @Observable: @Published is \
        dropped, other stored properties are marked @ObservationIgnored (they were never announced), \
        @AppStorage and the project's property wrappers become @ObservationIgnored storage behind a computed \
        property calling access and withMutation, and import Observation is added. Across the project, \
        $property publishers become ObservationPublisher (Timeline.observe records the property), @StateObject \
        becomes @State, @ObservedObject becomes let (or @Bindable where a binding is taken), @EnvironmentObject \
        becomes @Environment(Type.self) (with @Bindable var x = x where a view takes a binding from it) and \
        .environmentObject(x) .environment(x). The project read is the nearest folder holding .kumiki.yml, a \
        manifest, an Xcode project or workspace, or an XcodeGen or Tuist spec, with the projects around it that \
        name it by path. A sink on the class's own property ($x[.dropFirst()][.removeDuplicates()].sink { … } kept \
        in its cancellables) becomes a didSet on x, its timing kept. A class migrates whole or not at all: a use \
        with no exact equivalent (objectWillChange, any other pipeline on its own property, assign(to: &$x), an ObservableObject extension member, an owner whose \
        type cannot be told) leaves it and its users as they were, reported once per class (--verbose: every \
        use). A second run changes nothing. A platform the changed files are built for that deploys below \
        iOS 17, macOS 14, tvOS 17 or watchOS 10 is refused unless --gate-availability. Exit status: 0; 1 when a \
        class was left unmigrated, or with --check when something would change; 2 for a path outside the \
        project, a file that cannot be read, parsed or written, or a deployment target below Observation.
        """
    )

    @Argument(help: "Files or folders whose classes to migrate (default: the current folder).")
    var paths: [String] = []

    @Flag(help: "Print the changes as a unified diff; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing; exit 1 if something would change (for CI).")
    var check = false

    @Flag(help: "Where the project deploys below iOS 17 / macOS 14 / tvOS 17 / watchOS 10, mark the migrated types and the views using them @available instead of refusing.")
    var gateAvailability = false

    @Flag(name: .shortAndLong, help: "List every use that stops a class, not only the first of each.")
    var verbose = false

    @Option(help: "text (default) or json: the classes migrated, each refused class with every use that stops it, the files changed.")
    var format: MigrationOutputFormat = .text

    func run() throws {
        let plan = try orExit2 { () throws(MigrationError) in
            let scope = try MigrationScope(paths: paths)
            return try ObservableMigration(gatesAvailability: gateAvailability)
                .plan(root: scope.root, projectFiles: scope.projectFiles, selected: scope.selectedFiles)
        }
        let applied = !(dryRun || check)
        if applied { try orExit2 { () throws(MigrationError) in try MigrationWriter.write(plan) } }
        switch format {
        case .json:
            print(plan.json(applied: applied))
        case .text where applied:
            print(plan.summary(applied: true, verbose: verbose))
        case .text:
            if dryRun { print(plan.diff, terminator: "") }
            FileHandle.standardError.write(Data((plan.summary(applied: false, verbose: verbose) + "\n").utf8))
        }
        if check, !plan.isEmpty { throw ExitCode(1) }
        if !plan.refusals.isEmpty { throw ExitCode(1) }
    }
}

/// How `kumiki migrate observable` reports.
enum MigrationOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// A summary for a person (and, with `--dry-run`, the diff).
    case text
    /// One JSON document for tools.
    case json
}
