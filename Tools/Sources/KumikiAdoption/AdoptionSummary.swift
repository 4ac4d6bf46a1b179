import Foundation
import KumikiCheck
import KumikiProjects

/// What `kumiki adopt` prints: how the layers were chosen, the files in each and in none, the
/// findings accepted per rule with examples to judge them by, the uses left out because they close
/// a cycle, and what to do next.
struct AdoptionSummary {
    let root: URL
    /// How the layers were chosen, in words.
    let how: String
    let model: ProjectModel
    let findings: [Diagnostic]
    let projectNotes: [String]
    /// The graph the layers were drawn from, when they were inferred.
    var graph: UnitGraphReport?
    /// Which convention rules adopt left off and which bases it allows, in words.
    var conventions: [String] = []

    /// How many examples of each rule's findings are shown.
    static let examplesPerRule = 5

    var text: String {
        var lines: [String] = []
        let production = model.files.indices.filter { !model.isTestCode(fileAt: $0) }
        let tests = model.files.count - production.count
        let projects = model.projects.index.projects.filter(\.isChecked).map { project -> String in
            switch project.kind {
            case .swiftPackage: return project.path == "." ? "Package.swift" : "\(project.path)/Package.swift"
            case .tuistProject: return RelativePath.join(project.path, "Project.swift")
            default: return project.path
            }
        }
        lines.append("kumiki adopt: \(model.files.count) Swift files (\(production.count) of the app, \(tests) of tests)"
            + (projects.isEmpty ? ", placed by their folders (no project file found)" : ", read from \(Self.list(projects, limit: 8))"))
        if !model.unbuiltFiles.isEmpty {
            lines.append("Not compiled by any target, so not checked: \(model.unbuiltFiles.count) file\(model.unbuiltFiles.count == 1 ? "" : "s"), e.g. "
                + model.unbuiltFiles.prefix(3).joined(separator: ", "))
        }
        lines.append("Layers: \(how).")
        var perLayer: [String: Int] = [:]
        var unplaced: [String] = []
        for index in production {
            if let layer = model.layer(ofFileAt: index) { perLayer[layer, default: 0] += 1 } else { unplaced.append(model.files[index].path) }
        }
        let width = model.configuration.layers.map(\.name.count).max() ?? 0
        for layer in model.configuration.layers {
            let count = perLayer[layer.name] ?? 0
            let allowed = model.configuration.allowedDependencies[layer.name].map { $0.isEmpty ? "no other layer" : $0.sorted().joined(separator: ", ") }
                ?? "any layer"
            lines.append("  \(layer.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(String(count).leftPadded(to: 5)) files  may use \(allowed)")
        }
        if production.isEmpty {
            lines.append("No Swift file of the app was found to place.")
        } else if unplaced.isEmpty {
            lines.append("Every file of the app (\(production.count)) is in a layer; test code is in none, as usual.")
        } else {
            lines.append("In no layer: \(unplaced.count) of the app's \(production.count) files (not checked against the layers), e.g.:")
            lines += unplaced.prefix(5).map { "  \($0)" }
        }
        if !model.projects.vendored.isEmpty {
            lines.append("Left out as vendored or tooling code (vendored: in .kumiki.yml): \(Self.list(model.projects.vendored, limit: 8)).")
        }
        lines += graph?.text ?? []
        lines += conventions
        if findings.isEmpty {
            lines.append("Findings today: none; the baseline is empty.")
        } else {
            lines.append("Findings accepted in \(Baseline.defaultFileName): \(findings.count); judge each rule's examples (a finding of the configuration, or a real leak?):")
            for (rule, found) in Dictionary(grouping: findings, by: \.ruleID).sorted(by: { $0.key < $1.key }) {
                lines.append("  \(rule): \(found.count)")
                for example in found.sorted(by: Self.byLocation).prefix(Self.examplesPerRule) {
                    lines.append("    \(example.location.file):\(example.location.line): \(Self.short(example.message))")
                }
            }
        }
        lines += projectNotes.map { "note: \($0)" }
        lines += [
            "Next:",
            "  kumiki check     passes now; a new violation fails it at its line (the baseline is read by default)",
            "  kumiki layers    shows where each file landed and why; move a file or add a glob to place the ones in no layer",
            "  tighten          fix an accepted finding and delete its entry from \(Baseline.defaultFileName) (entries that no longer",
            "                   match are reported as stale-baseline); narrow a layer's may_depend_on in .kumiki.yml",
        ]
        return lines.joined(separator: "\n")
    }

    private static func byLocation(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.location.file, lhs.location.line) < (rhs.location.file, rhs.location.line)
    }

    /// A message cut to one line of reading.
    private static func short(_ message: String) -> String {
        message.count > 140 ? String(message.prefix(137)) + "…" : message
    }

    /// Up to `limit` names, then how many more.
    private static func list(_ names: [String], limit: Int) -> String {
        names.count <= limit ? names.joined(separator: ", ") : names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }
}

extension String {
    /// The string with spaces in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
