import Foundation
import KumikiCheck

/// What `kumiki adopt` prints: how the layers were chosen, the files in each and in none, the
/// findings accepted per rule, and what to do next.
struct AdoptionSummary {
    let root: URL
    /// How the layers were chosen, in words.
    let how: String
    let model: ProjectModel
    let findings: [Diagnostic]
    let projectNotes: [String]

    var text: String {
        var lines: [String] = []
        let production = model.files.indices.filter { !model.isTestCode(fileAt: $0) }
        let tests = model.files.count - production.count
        let projects = model.projects.index.projects.filter(\.isChecked).map { project in
            project.kind == .swiftPackage ? (project.path == "." ? "Package.swift" : "\(project.path)/Package.swift") : project.path
        }
        lines.append("kumiki adopt: \(model.files.count) Swift files (\(production.count) of the app, \(tests) of tests)"
            + (projects.isEmpty ? ", placed by their folders (no project file found)" : ", read from \(projects.joined(separator: ", "))"))
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
        if unplaced.isEmpty {
            lines.append("Every file of the app is in a layer; test code is in none, as usual.")
        } else {
            lines.append("In no layer: \(unplaced.count) file\(unplaced.count == 1 ? "" : "s") of the app (not checked against the layers), e.g.:")
            lines += unplaced.prefix(5).map { "  \($0)" }
        }
        if findings.isEmpty {
            lines.append("Findings today: none; the baseline is empty.")
        } else {
            lines.append("Findings accepted in \(Baseline.defaultFileName): \(findings.count)")
            for (rule, found) in Dictionary(grouping: findings, by: \.ruleID).sorted(by: { $0.key < $1.key }) {
                lines.append("  \(rule): \(found.count)")
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
}

extension String {
    /// The string with spaces in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
