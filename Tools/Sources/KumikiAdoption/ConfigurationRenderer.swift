import Foundation

/// Writes inferred layers as `.kumiki.yml`'s full form, each with a comment saying what it holds
/// and why, in the order layers are tried, and the vendored code left out.
enum ConfigurationRenderer {
    /// The configuration of `layers`, listed in `order`, with `vendored` folders left out.
    static func render(_ layers: [InferredLayer], order: [String], vendored: [String] = []) -> String {
        var lines = [
            "# kumiki's configuration, written by `kumiki adopt` from the project's module graph: the app on top (its",
            "# entry point, extensions and composition; nothing may use it), then one layer per role the code plays,",
            "# each free to use the layers below it; the shared layer at the bottom uses none. A file's path places it",
            "# before its target does. Every finding of today is accepted in .kumiki-baseline.json, so `kumiki check`",
            "# passes until something new breaks a rule. Tighten it by removing an entry from may_depend_on, or from",
            "# the baseline once fixed.",
        ]
        lines += vendoredLines(vendored)
        guard !layers.isEmpty else { return (lines + ["layers: {}"]).joined(separator: "\n") + "\n" }
        lines.append("layers:")
        for name in order {
            guard let layer = layers.first(where: { $0.name == name }) else { continue }
            var why = layer.origin.joined(separator: "; ")
            why = "\(layer.fileCount) file\(layer.fileCount == 1 ? "" : "s"): " + why
            lines.append("  # \(why).")
            lines.append("  \(layer.name):")
            if !layer.paths.isEmpty { lines.append("    paths: [\(layer.paths.map(quoted).joined(separator: ", "))]") }
            if !layer.targets.isEmpty { lines.append("    targets: [\(layer.targets.map(quoted).joined(separator: ", "))]") }
            if !layer.forbiddenImports.isEmpty { lines.append("    forbidden_imports: [\(layer.forbiddenImports.joined(separator: ", "))]") }
            if layer.isIsolated { lines.append("    isolated: true") }
            lines.append("    may_depend_on: [\(layer.mayDependOn.joined(separator: ", "))]")
        }
        lines.append("layer_order: [\(order.joined(separator: ", "))]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `vendored:` key and its comment, or nothing when no folder is left out.
    static func vendoredLines(_ vendored: [String]) -> [String] {
        guard !vendored.isEmpty else { return [] }
        return [
            "# Vendored and tooling code, neither checked nor read as the app's projects: what a dependency manager",
            "# installed, tooling, and the example apps inside a dependency kept here.",
            "vendored: [\(vendored.map(quoted).joined(separator: ", "))]",
        ]
    }

    /// `text` as a double-quoted YAML string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
