/// Writes inferred layers as `.kumiki.yml`'s full form, each with a comment saying where its
/// files come from, in the order layers are tried.
enum ConfigurationRenderer {
    /// The configuration of `layers`, listed in `order`; `counts` gives each layer's files for its comment.
    static func render(_ layers: [InferredLayer], order: [String], counts: [String: Int]) -> String {
        var lines = [
            "# kumiki's configuration, written by `kumiki adopt`: the layers of this project as it is today,",
            "# named from its own targets and folders. A file's path places it before its target does, so a",
            "# target's layer holds the files no folder layer takes. Each layer may use the layers it uses today",
            "# as long as that makes no cycle, and every shared layer; what it uses beyond that (and every other",
            "# finding of today) is accepted in .kumiki-baseline.json, so `kumiki check` passes until something",
            "# new breaks a rule. Tighten it by removing an entry from may_depend_on, or from the baseline once fixed.",
        ]
        guard !layers.isEmpty else { return (lines + ["layers: {}"]).joined(separator: "\n") + "\n" }
        lines.append("layers:")
        for name in order {
            guard let layer = layers.first(where: { $0.name == name }) else { continue }
            var why = layer.origin.joined(separator: "; ")
            if let count = counts[name] { why = "\(count) file\(count == 1 ? "" : "s"): " + why }
            if layer.isShared { why += "; shared: every layer may use it, and it uses none" }
            if !layer.suffixes.isEmpty { why += "; types ending in \(layer.suffixes.joined(separator: ", ")) elsewhere belong here too" }
            lines.append("  # \(why).")
            lines.append("  \(layer.name):")
            if !layer.paths.isEmpty { lines.append("    paths: [\(layer.paths.map(quoted).joined(separator: ", "))]") }
            if !layer.targets.isEmpty { lines.append("    targets: [\(layer.targets.map(quoted).joined(separator: ", "))]") }
            if !layer.suffixes.isEmpty { lines.append("    suffixes: [\(layer.suffixes.map(quoted).joined(separator: ", "))]") }
            if !layer.forbiddenImports.isEmpty { lines.append("    forbidden_imports: [\(layer.forbiddenImports.joined(separator: ", "))]") }
            if layer.isIsolated { lines.append("    isolated: true") }
            lines.append("    may_depend_on: [\(layer.mayDependOn.joined(separator: ", "))]")
        }
        lines.append("layer_order: [\(order.joined(separator: ", "))]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a double-quoted YAML string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
