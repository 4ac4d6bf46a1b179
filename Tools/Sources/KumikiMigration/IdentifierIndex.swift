import SwiftSyntax

/// The identifiers of the project's code, file by file. A member named in one file only is used by
/// no other, which is how the migration tells that code outside the file cannot reach what it
/// rewrites, and where another file names it is what a refusal points at.
struct IdentifierIndex: Sendable {
    /// One file's tree, with the converter that names it and gives its lines.
    private struct File: Sendable {
        let name: String
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
        let names: Set<String>
    }

    private let files: [File]

    /// The index of `files`, each a parsed tree and the converter made for it.
    init(files: [(tree: SourceFileSyntax, converter: SourceLocationConverter)] = []) {
        self.files = files.map { tree, converter in
            File(name: converter.location(for: tree.position).file, tree: tree, converter: converter, names: Self.names(in: tree))
        }
    }

    /// Whether a file other than the one parsed as `tree` names `name`.
    func isNamed(_ name: String, outside tree: SourceFileSyntax) -> Bool {
        files.contains { $0.tree.id != tree.id && $0.names.contains(name) }
    }

    /// Where a file other than the one parsed as `tree` first names `name`, as `path:line`; `nil` when none does.
    func place(of name: String, outside tree: SourceFileSyntax) -> String? {
        for file in files where file.tree.id != tree.id && file.names.contains(name) {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                return "\(file.name):\(file.converter.location(for: token.positionAfterSkippingLeadingTrivia).line)"
            }
        }
        return nil
    }

    /// The identifiers under `tree`.
    private static func names(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }
}
