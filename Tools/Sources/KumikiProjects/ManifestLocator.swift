import SwiftParser
import SwiftSyntax
import KumikiSourceFiles

/// Finds where a `Package.swift` declares each target and each target's dependencies, so
/// findings about a declaration (`unused-dependency`) point at its line. SwiftPM's dump says
/// what the manifest means but not where; the manifest's syntax says where for every
/// declaration written out literally, and a declaration built in code keeps its target's line.
package enum ManifestLocator {
    /// `description` with the locations found in `source`, the manifest at `file` (root-relative).
    package static func annotate(_ description: ProjectDescription, source: String, file: String) -> ProjectDescription {
        // A manifest nested too deeply for swift-syntax keeps its findings at the target lines SwiftPM gave.
        var text = source
        guard text.withUTF8({ NestingGuard.firstExcess(in: $0) }) == nil else { return description }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let finder = DeclarationFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var annotated = description
        for index in annotated.targets.indices {
            let name = annotated.targets[index].name
            guard let declaration = finder.targets.first(where: { $0.name == name }) else {
                continue
            }
            let targetLocation = location(of: declaration.node, converter, file: file)
            annotated.targets[index].location = targetLocation
            var remaining = declaration.dependencies
            for dependencyIndex in annotated.targets[index].dependencies.indices {
                let dependencyName = annotated.targets[index].dependencies[dependencyIndex].name
                if let found = remaining.firstIndex(where: { $0.name == dependencyName }) {
                    annotated.targets[index].dependencies[dependencyIndex].location = location(of: remaining[found].node, converter, file: file)
                    remaining.remove(at: found)
                } else {
                    annotated.targets[index].dependencies[dependencyIndex].location = targetLocation
                }
            }
        }
        return annotated
    }

    private static func location(of node: some SyntaxProtocol, _ converter: SourceLocationConverter, file: String) -> DeclarationLocation {
        let location = node.startLocation(converter: converter)
        return DeclarationLocation(file: file, line: location.line, column: location.column)
    }

    /// A target declaration written out in the manifest.
    private struct TargetDeclaration {
        var name: String
        var node: Syntax
        var dependencies: [(name: String, node: Syntax)]
    }

    /// Collects every `.target(name: "…", dependencies: […])`-shaped call.
    private final class DeclarationFinder: SyntaxVisitor {
        static let targetFactories: Set<String> = [
            "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
        ]
        var targets: [TargetDeclaration] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let factory = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  Self.targetFactories.contains(factory),
                  let name = Self.stringArgument("name", of: node)
            else { return .visitChildren }
            var dependencies: [(String, Syntax)] = []
            if let list = node.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) {
                for element in list.elements {
                    if let named = Self.dependencyName(element.expression) { dependencies.append((named, Syntax(element))) }
                }
            }
            targets.append(TargetDeclaration(name: name, node: Syntax(node), dependencies: dependencies))
            return .skipChildren
        }

        /// `"X"`, `.product(name: "X", …)`, `.target(name: "X")`, `.byName(name: "X")`.
        static func dependencyName(_ expression: ExprSyntax) -> String? {
            if let literal = expression.as(StringLiteralExprSyntax.self) { return literalText(literal) }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            return stringArgument("name", of: call)
        }

        static func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self).flatMap(literalText)
        }

        static func literalText(_ literal: StringLiteralExprSyntax) -> String? {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }
    }
}
