import KumikiCheck
import KumikiProjects

/// What `kumiki check --fix` will do: the files it rewrites, and the changes it cannot make in a
/// file but can spell out (a Tuist helper, a list a helper builds, a subproject the Xcode project
/// does not reference), each with the finding it settles.
public struct FixPlan: Equatable, Sendable {
    /// A change to make by hand, with where and why.
    public struct ManualStep: Equatable, Sendable {
        /// The finding it settles.
        public var diagnostic: Diagnostic
        /// The change, spelled out: where to make it and what to write.
        public var instruction: String

        /// Creates a step.
        public init(diagnostic: Diagnostic, instruction: String) {
            self.diagnostic = diagnostic
            self.instruction = instruction
        }
    }

    /// The files rewritten, in path order.
    public var changes: [FileChange]
    /// The changes left to the user.
    public var manual: [ManualStep]
    /// How many baseline entries are pruned (cut or removed) because they match nothing any more:
    /// no finding is fixed by that, so they are not among ``settled``.
    public var prunedBaselineEntries: Int

    /// Creates a plan.
    public init(changes: [FileChange] = [], manual: [ManualStep] = [], prunedBaselineEntries: Int = 0) {
        self.changes = changes
        self.manual = manual
        self.prunedBaselineEntries = prunedBaselineEntries
    }

    /// How many findings the file changes settle.
    public var settled: Int {
        changes.reduce(0) { $0 + $1.settled }
    }

    /// The Podfiles the plan changes: `pod install` must run in their folders before Xcode links what they now name.
    public var podfiles: [String] {
        changes.map(\.path).filter { RelativePath.lastComponent(of: $0) == "Podfile" }
    }
}

extension FixPlan {
    /// The plan in words, for an editor's code action: "Add `"Net"` to the dependencies of the target App (Package.swift)".
    public var title: String {
        let described = changes.flatMap { change in change.descriptions.map { "\($0) (\(RelativePath.lastComponent(of: change.path)))" } }
        guard let first = described.first else { return "Fix \(settled) finding\(settled == 1 ? "" : "s")" }
        // Editors show a code action's title as plain text: backticks would show as they are.
        let sentence = (described.count == 1 ? first : described.joined(separator: "; ")).replacingOccurrences(of: "`", with: "")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
