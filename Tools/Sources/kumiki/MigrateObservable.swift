import ArgumentParser
import Foundation
import KumikiMigration

/// `kumiki migrate observable`.
struct MigrateObservable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observable",
        abstract: "Moves ObservableObject classes, and the views, screens and tests using them, to Observation (@Observable).",
        discussion: """
        Each ObservableObject class declared under the paths becomes @Observable: @Published is dropped, other \
        stored properties are marked @ObservationIgnored (they were never announced), and import Observation is \
        added. Across the project, $property publishers become ObservationPublisher (Timeline.observe records \
        the property), @StateObject becomes @State, @ObservedObject becomes let (or @Bindable where a binding is \
        taken), @EnvironmentObject becomes @Environment(Type.self) and .environmentObject(x) .environment(x). \
        A class migrates whole or not at all: a use with no exact equivalent (objectWillChange, a publisher of \
        its own property, assign(to: &$x), an ObservableObject extension member) leaves it and its users as \
        they were, reported at the line. A second run changes nothing. Projects deploying below iOS 17, \
        macOS 14, tvOS 17 or watchOS 10 are refused unless --gate-availability. Exit status: 0; 1 when a class \
        was left unmigrated, or with --check when something would change; 2 for a path outside the project, a \
        file that cannot be read, parsed or written, or a deployment target below Observation.
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

    func run() throws {
        let plan = try orExit2 { () throws(MigrationError) in
            let scope = try MigrationScope(paths: paths)
            return try ObservableMigration(gatesAvailability: gateAvailability)
                .plan(root: scope.root, projectFiles: scope.projectFiles, selected: scope.selectedFiles)
        }
        if dryRun || check {
            if dryRun { print(plan.diff, terminator: "") }
            FileHandle.standardError.write(Data((plan.summary(applied: false) + "\n").utf8))
            if check, !plan.isEmpty { throw ExitCode(1) }
        } else {
            try orExit2 { () throws(MigrationError) in try MigrationWriter.write(plan) }
            print(plan.summary(applied: true))
        }
        if !plan.refusals.isEmpty { throw ExitCode(1) }
    }
}
