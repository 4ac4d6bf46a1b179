import KumikiLSP

/// The fixes offered for `kumiki` diagnostics: silence the finding on its line with a
/// `// kumiki:disable:next` comment above it, or accept it in the baseline file.
enum CodeActionProvider {
    static func actions(for diagnostics: [Diagnostic], uri: String, document: TextDocument, baselineName: String) -> [CodeAction] {
        var actions: [CodeAction] = []
        for diagnostic in diagnostics {
            guard let rule = diagnostic.code else { continue }
            let line = diagnostic.range.start.line
            let indentation = String(document.line(line).prefix { $0 == " " || $0 == "\t" })
            let insertion = Position(line: line, character: 0)
            actions.append(CodeAction(
                title: "Suppress \(rule) on this line",
                kind: "quickfix", diagnostics: [diagnostic],
                edit: WorkspaceEdit(changes: [uri: [TextEdit(
                    range: Range(start: insertion, end: insertion), newText: "\(indentation)// kumiki:disable:next \(rule)\n")]])))
            if let file = diagnostic.data?["file"]?.stringValue, let symbol = diagnostic.data?["symbol"]?.stringValue {
                actions.append(CodeAction(
                    title: "Accept this \(rule) finding in \(baselineName)",
                    kind: "quickfix", diagnostics: [diagnostic],
                    command: Command(
                        title: "Add to the baseline", command: LanguageServer.CommandID.addToBaseline,
                        // The document names the project: the same relative path can be in several.
                        arguments: [.string(rule), .string(file), .string(symbol), .string(uri)])))
            }
        }
        return actions
    }
}
