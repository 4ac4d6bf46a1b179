import Foundation

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
    /// What the user should know that stops nothing: a package that leaves a platform out of `platforms:`.
    public let notes: [String]
    /// The classes under the paths that were `@Observable` already.
    public let alreadyObservableClasses: [String]

    /// A plan of `files`, the classes migrated and those refused.
    public init(
        files: [MigratedFile], migratedClasses: [String], refusals: [MigrationRefusal], gatedAvailability: Bool, notes: [String] = [],
        alreadyObservableClasses: [String] = []
    ) {
        self.files = files
        self.migratedClasses = migratedClasses
        self.refusals = refusals
        self.gatedAvailability = gatedAvailability
        self.notes = notes
        self.alreadyObservableClasses = alreadyObservableClasses
    }

    /// The classes left alone, each once: its first refusal (in file and line order) and where the others are.
    public var refusedClasses: [(className: String, first: MigrationRefusal, others: [MigrationRefusal])] {
        var order: [String] = []
        var byClass: [String: [MigrationRefusal]] = [:]
        for refusal in refusals {
            if byClass[refusal.className] == nil { order.append(refusal.className) }
            byClass[refusal.className, default: []].append(refusal)
        }
        return order.compactMap { name in
            guard let all = byClass[name], let first = all.first else { return nil }
            return (name, first, Array(all.dropFirst()))
        }
    }

    /// Whether the run changes nothing.
    public var isEmpty: Bool { files.isEmpty }

    /// Every change as one unified diff, file after file.
    public var diff: String {
        files.map(\.diff).joined()
    }

    /// What a person reads after the run: each migrated class, each refusal at its line, and
    /// what Observation does differently from what it replaces.
    public func summary(applied: Bool, verbose: Bool = false) -> String {
        var lines: [String] = []
        let verb = applied ? "migrated" : "would migrate"
        if migratedClasses.isEmpty {
            lines.append("no class to migrate")
        } else {
            lines.append("\(verb) \(migratedClasses.count) class\(migratedClasses.count == 1 ? "" : "es") to @Observable: \(migratedClasses.joined(separator: ", "))")
            lines.append("\(applied ? "changed" : "would change") \(files.count) file\(files.count == 1 ? "" : "s"): \(files.map(\.path).joined(separator: ", "))")
        }
        lines += verbose ? refusals.map(\.description) : refusedClasses.map { refused in
            guard !refused.others.isEmpty else { return refused.first.description }
            let places = refused.others.prefix(3).map { "\($0.path):\($0.line)" }.joined(separator: ", ")
            return refused.first.description + " (and \(refused.others.count) more at \(places)\(refused.others.count > 3 ? ", …" : ""); --verbose lists each)"
        }
        if files.contains(where: { $0.migrated.contains("ObservationPublisher {") }) {
            lines.append("note: ObservationPublisher, which stands in for $property, delivers each value after the change rather than before it, and not when a property is set to the value it had")
        }
        if files.contains(where: { $0.original.contains("StateObject(") && $0.migrated.contains("State(wrappedValue:") }) {
            lines.append("note: State(wrappedValue:) evaluates its argument each time the view is created, where StateObject did so once; create the model outside the view's initializer if that costs")
        }
        if gatedAvailability {
            lines.append("note: types were marked \(ObservationFileRewriter.availability); code that creates them on older systems needs `if #available`")
        }
        lines += notes.map { "note: \($0)" }
        let refusedCount = refusedClasses.count
        lines.append("\(migratedClasses.count) class\(migratedClasses.count == 1 ? "" : "es") \(applied ? "migrated" : "to migrate"), "
            + "\(refusedCount) refused, \(alreadyObservableClasses.count) already @Observable")
        return lines.joined(separator: "\n")
    }
}

extension MigrationPlan {
    /// The plan as JSON for tools: the classes migrated, each refused class with every use that
    /// stops it, the classes already `@Observable`, the files that change and the notes.
    public func json(applied: Bool) -> String {
        struct Use: Encodable { let path: String; let line: Int; let column: Int; let reason: String }
        struct Refused: Encodable { let className: String; let uses: [Use] }
        struct Document: Encodable {
            let applied: Bool
            let migrated: [String]
            let refused: [Refused]
            let alreadyObservable: [String]
            let changedFiles: [String]
            let notes: [String]
        }
        let document = Document(
            applied: applied, migrated: migratedClasses,
            refused: refusedClasses.map { refused in
                Refused(className: refused.className, uses: ([refused.first] + refused.others).map {
                    Use(path: $0.path, line: $0.line, column: $0.column, reason: $0.reason)
                })
            },
            alreadyObservable: alreadyObservableClasses, changedFiles: files.map(\.path), notes: notes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
