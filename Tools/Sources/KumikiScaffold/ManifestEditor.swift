import SwiftSyntax

/// Adds a dependency to one target of a `Package.swift`, in the manifest's own layout: what
/// `kumiki new feature` does when the code it writes imports a module its target does not yet
/// declare (so the new code passes `undeclared-dependency` at once).
public enum ManifestEditor {
    /// `source` with `dependency` (Swift text such as `.product(name: "KumikiStore", package: "Kumiki")`)
    /// added to the dependencies of the target called `target`; `nil` when a dependency on
    /// `dependencyName` is already there. Throws when the target or its literal `dependencies:`
    /// list cannot be found, naming what to add by hand.
    public static func adding(
        _ dependency: String, named dependencyName: String, toTarget target: String, in source: String
    ) throws(ScaffoldError) -> String? {
        let tree = try GuardedParser.parse(source, file: "Package.swift")
        let finder = TargetFinder(target: target)
        finder.walk(tree)
        guard let call = finder.call else {
            throw .layout("Package.swift declares no target named \(target) that kumiki can edit; add \(dependency) to its dependencies by hand")
        }
        guard let list = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) else {
            throw .layout("the target \(target) in Package.swift has no literal dependencies list; add \(dependency) to its dependencies by hand")
        }
        if list.elements.contains(where: { element in element.expression.description.contains("\"\(dependencyName)\"") }) {
            return nil
        }
        return ArrayLiteralEditor.appending(dependency, to: list, in: source)
    }

    /// `source` with `targets` (each a name and the manifest's text for it) appended to the
    /// `targets:` list of the `Package(…)` call, leaving out those already there; `nil` when all are.
    /// Throws when the list is not written out literally, naming what to add by hand.
    public static func adding(targets: [(name: String, declaration: String)], in source: String) throws(ScaffoldError) -> String? {
        let tree = try GuardedParser.parse(source, file: "Package.swift")
        let finder = PackageFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let missing = targets.filter { target in !finder.targetNames.contains(target.name) }
        guard !missing.isEmpty else { return nil }
        guard let list = finder.targets else {
            throw .layout("Package.swift has no literal targets list kumiki can edit; add these targets by hand:\n"
                + missing.map(\.declaration).joined(separator: ",\n"))
        }
        var utf8 = Array(source.utf8)
        let closing = list.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
        let lineStart = utf8[..<closing].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let bracketOnItsOwnLine = utf8[lineStart..<closing].allSatisfy { $0 == UInt8(ascii: " ") }
        // Indented one level deeper than the closing bracket's line.
        let indent = String(decoding: utf8[lineStart..<closing].prefix { $0 == UInt8(ascii: " ") }, as: UTF8.self) + "    "
        let declarations = missing.map { target in
            target.declaration.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(separator: "\n") + ","
        }
        // The later insertion first, so the earlier offset (the last element's comma) stays right.
        if bracketOnItsOwnLine {
            utf8.insert(contentsOf: Array((declarations.joined(separator: "\n") + "\n").utf8), at: lineStart)
        } else {
            utf8.insert(contentsOf: Array(("\n" + declarations.joined(separator: "\n") + "\n").utf8), at: closing)
        }
        if let last = list.elements.last, last.trailingComma == nil {
            utf8.insert(UInt8(ascii: ","), at: last.expression.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Finds the `Package(…)` call's literal `targets:` list and every target name it declares.
    private final class PackageFinder: SyntaxVisitor {
        var targets: ArrayExprSyntax?
        var targetNames: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
               let list = node.arguments.first(where: { $0.label?.text == "targets" })?.expression.as(ArrayExprSyntax.self) {
                targets = list
            }
            if let factory = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"].contains(factory),
               let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self) {
                targetNames.insert(name.segments.description)
            }
            return .visitChildren
        }
    }

    /// Finds `.target(name: "<target>", …)` (or any target factory) in a manifest.
    private final class TargetFinder: SyntaxVisitor {
        let target: String
        var call: FunctionCallExprSyntax?

        init(target: String) {
            self.target = target
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard call == nil, let factory = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  ["target", "executableTarget", "testTarget"].contains(factory),
                  let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self),
                  name.segments.description == target
            else { return .visitChildren }
            call = node
            return .skipChildren
        }
    }
}
