import KumikiSourceFiles
import SwiftParser
import SwiftSyntax

/// Parses the files `kumiki new` edits (a manifest, a composition root) only when their nesting
/// is within what swift-syntax's parser reads in bounded time and stack, so a damaged file stops
/// the command with a message instead of hanging it.
enum GuardedParser {
    /// The syntax tree of `source`, the text of the file `file` names.
    static func parse(_ source: String, file: String) throws(ScaffoldError) -> SourceFileSyntax {
        var text = source
        if let excess = text.withUTF8({ NestingGuard.firstExcess(in: $0) }) {
            throw .layout("\(file):\(excess.line): \(excess.message); kumiki cannot edit this file, so add the feature to it by hand")
        }
        return Parser.parse(source: source)
    }
}
