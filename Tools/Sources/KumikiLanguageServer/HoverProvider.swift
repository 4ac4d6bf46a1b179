import KumikiCheck
import KumikiLSP

/// What hovering over an `import` or a type name shows: the layer it belongs to, and whether
/// the hovered file's layer may depend on it.
struct HoverProvider {
    let session: CheckSession

    func hover(at position: Position, in document: TextDocument, facts: FileFacts, path: String) -> Hover? {
        let line = position.line + 1
        let fileLayer = session.layer(ofFile: path)
        if let statement = facts.imports.first(where: { $0.position.line == line }) {
            let module = facts[statement.module]
            if let fileLayer, session.forbids(fileLayer, importing: module), let silenced = silenced(.forbiddenImport, line: line, facts: facts) {
                return note("**module \(module)** is in the \(fileLayer) layer's `forbidden_imports`, but \(silenced), so it is not reported.",
                            line: position.line, in: document)
            }
            if let fileLayer, session.forbids(fileLayer, importing: module) {
                let text = "**module \(module)** must not be imported by the \(fileLayer) layer (its `forbidden_imports`)."
                return Hover(contents: MarkupContent(kind: "markdown", value: text), range: document.lineRange(position.line))
            }
            return hover(for: "module \(module)", layer: session.layer(ofModule: module), from: fileLayer, line: position.line, in: document,
                         silenced: silenced(.layerDependency, line: line, facts: facts))
        }
        for (index, reference) in facts.references.enumerated() where reference.position.line == line {
            let name = facts[reference.name]
            let start = document.position(line: line, utf8Column: reference.position.column)
            let end = start.character + name.utf16.count
            guard position.character >= start.character, position.character < end else { continue }
            var result: Hover
            // Resolved in its scope, as the rules resolve it: `DBModel.CountryDetails` is not the view `CountryDetails`.
            switch session.resolvedReference(index, inFile: path) {
            case let resolved? where resolved.status == .resolved:
                result = hover(for: "type \(resolved.name)", layer: resolved.layer, from: fileLayer, line: position.line, in: document,
                               silenced: silenced(.layerDependency, line: line, facts: facts))
            case let resolved? where resolved.status == .ambiguous:
                result = note("**type \(name)** could mean types of the \(resolved.candidateLayers.joined(separator: ", ")) layers; "
                    + "qualify it (`Module.\(name)` or `Enclosing.\(name)`) to say which. No finding is made from it.", line: position.line, in: document)
            case let resolved? where resolved.status == .local:
                result = note("**\(name)** is declared here (a generic parameter, an associated type, a typealias or a local type), "
                    + "not a type of another layer.", line: position.line, in: document)
            case let resolved? where resolved.status == .unresolved:
                result = note("**type \(name)**: the project declares types of this name, but none is visible here; "
                    + "no finding is made from it.", line: position.line, in: document)
            default:
                result = hover(for: "type \(name)", layer: nil, from: fileLayer, line: position.line, in: document)
            }
            result.range = Range(start: start, end: Position(line: start.line, character: end))
            return result
        }
        return nil
    }

    /// A hover of one paragraph.
    private func note(_ text: String, line: Int, in document: TextDocument) -> Hover {
        Hover(contents: MarkupContent(kind: "markdown", value: text), range: document.lineRange(line))
    }

    /// Why findings of `rule` on the 1-based `line` are not reported, when they are not: the
    /// rule is `off` in the configuration, or a `kumiki:disable` comment covers the line. The
    /// hover then says so instead of explaining a violation the diagnostics do not show.
    private func silenced(_ rule: RuleID, line: Int, facts: FileFacts) -> String? {
        if session.configuration.severity(of: rule) == .off { return "the \(rule.rawValue) rule is off in this project's configuration" }
        if facts.suppressions.isSuppressed(rule, line: line) { return "a `kumiki:disable` comment silences \(rule.rawValue) on this line" }
        return nil
    }

    private func hover(
        for subject: String, layer: String?, from fileLayer: String?, line: Int, in document: TextDocument, silenced: String? = nil
    ) -> Hover {
        var lines: [String] = []
        if let layer {
            lines.append("**\(subject)** is in the **\(layer)** layer.")
        } else {
            lines.append("**\(subject)** belongs to no layer of this project's configuration.")
        }
        if let fileLayer {
            if let layer {
                if session.allows(fileLayer, layer) {
                    lines.append("The \(fileLayer) layer may depend on it.")
                } else if let silenced {
                    lines.append("The \(fileLayer) layer's allowed layers (\(allowed(fileLayer))) do not include it, but \(silenced), so it is not reported.")
                } else {
                    lines.append("The \(fileLayer) layer must not depend on it: it may depend on \(allowed(fileLayer)).")
                }
            } else {
                lines.append("This file is in the \(fileLayer) layer, which may depend on \(allowed(fileLayer)).")
            }
        } else {
            lines.append("This file is in no layer.")
        }
        return Hover(contents: MarkupContent(kind: "markdown", value: lines.joined(separator: "\n\n")), range: document.lineRange(line))
    }

    private func allowed(_ layer: String) -> String {
        let layers = session.allowedLayers(from: layer)
        return layers.isEmpty ? "no other layer" : layers.joined(separator: ", ")
    }
}
