/// What `kumiki migrate observable` will do: the files it changes, the classes that move to
/// Observation, and the classes it leaves alone with the line that stops each.
public struct MigrationPlan: Sendable {
    /// The files that change, by path.
    public let files: [MigratedFile]
    /// The classes that become `@Observable`, by name.
    public let migratedClasses: [String]
    /// Why each class left alone was left alone.
    public let refusals: [MigrationRefusal]
    /// Whether types were marked `@available(iOS 17, …)` because the project deploys lower.
    public let gatedAvailability: Bool

    /// Whether the run changes nothing.
    public var isEmpty: Bool { files.isEmpty }

    /// Every change as one unified diff, file after file.
    public var diff: String {
        files.map(\.diff).joined()
    }

    /// What a person reads after the run: each migrated class, each refusal at its line, and
    /// what Observation does differently from what it replaces.
    public func summary(applied: Bool) -> String {
        var lines: [String] = []
        let verb = applied ? "migrated" : "would migrate"
        if migratedClasses.isEmpty {
            lines.append("no class to migrate")
        } else {
            lines.append("\(verb) \(migratedClasses.count) class\(migratedClasses.count == 1 ? "" : "es") to @Observable: \(migratedClasses.joined(separator: ", "))")
            lines.append("\(applied ? "changed" : "would change") \(files.count) file\(files.count == 1 ? "" : "s"): \(files.map(\.path).joined(separator: ", "))")
        }
        lines += refusals.map(\.description)
        if files.contains(where: { $0.migrated.contains("ObservationPublisher {") }) {
            lines.append("note: ObservationPublisher, which stands in for $property, delivers each value after the change rather than before it, and not when a property is set to the value it had")
        }
        if files.contains(where: { $0.original.contains("StateObject(") && $0.migrated.contains("State(wrappedValue:") }) {
            lines.append("note: State(wrappedValue:) evaluates its argument each time the view is created, where StateObject did so once; create the model outside the view's initializer if that costs")
        }
        if gatedAvailability {
            lines.append("note: types were marked \(ObservationFileRewriter.availability); code that creates them on older systems needs `if #available`")
        }
        return lines.joined(separator: "\n")
    }
}
