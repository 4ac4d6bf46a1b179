import Foundation
import KumikiCheck

/// What `kumiki adopt` writes for a project: its configuration and the baseline of today's
/// findings, and the summary it prints.
public struct AdoptionPlan: Sendable {
    /// The text of `.kumiki.yml`.
    public var configuration: String
    /// Today's findings, accepted.
    public var baseline: Baseline
    /// What was chosen and found, and the next steps, for the user.
    public var summary: String
    /// The unit graph the layers were drawn from, as a Mermaid flowchart; empty when a preset fits.
    public var graph: String
    /// Where the configuration goes.
    public var configurationFile: URL
    /// Where the baseline goes.
    public var baselineFile: URL

    /// The files the plan writes that exist already.
    public var existingFiles: [URL] {
        [configurationFile, baselineFile].filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Writes both files; refuses, writing neither, when one exists and `force` is off.
    public func write(force: Bool) throws(AdoptionError) {
        let existing = existingFiles
        if !force, !existing.isEmpty { throw .wouldOverwrite(existing.map(\.lastPathComponent)) }
        for (file, data) in [(configurationFile, Data(configuration.utf8)), (baselineFile, baseline.encoded())] {
            do {
                try data.write(to: file, options: .atomic)
            } catch {
                throw .cannotWrite(file.path, reason: error.localizedDescription)
            }
        }
    }
}
