import Foundation
import SwiftParser
import SwiftSyntax

/// `kumiki new feature <Name> --module` for an app that registers its feature modules, as the
/// Showcase does: the app describes the shape of one feature module once, in templates, and the
/// command writes a new module in that shape and wires it in with two lines and nothing else.
///
/// The app opts in with the folder `.kumiki/templates/feature-module/`:
/// - every `*.stencil` file under it, but the two below, becomes a file of the new feature at
///   the same relative path, with `__Name__` replaced by the feature's name and `.stencil` dropped
///   (`Sources/__Name__Feature/__Name__ViewModel.swift.stencil`);
/// - `ManifestEntry.stencil` renders the element appended to the array literal `features` in
///   `Package.swift` (the table the manifest makes its feature targets from);
/// - `Registration.stencil` renders the element appended to the array literal assigned to
///   `features` in the composition root (the one file under `Sources/` that lists the features
///   as `<Something>Feature(…)` calls), which also gains `import <Name>Feature`.
///
/// The templates see the feature's `name`, `lowerName`, `pathName` and `style` (as `kumiki new
/// feature` gives them) and `isObservation` (`--observable`).
public struct RegisteredFeatureScaffold {
    /// The folder under `.kumiki/templates` that holds a registered feature's templates.
    public static let templateFolder = "feature-module"

    /// The app's folder.
    public let root: URL
    /// The feature's name.
    public let name: SwiftName
    /// The presentation style.
    public let style: ScaffoldStyle

    private let templates: URL
    private let environment: TemplateRenderer

    /// Whether the app at `root` describes its feature modules in `.kumiki/templates/feature-module/`.
    public static func isAvailable(at root: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let folder = root.appendingPathComponent(".kumiki/templates/\(templateFolder)")
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A scaffold of feature `name` in `style` for the app at `root`.
    public init(root: URL, name: SwiftName, style: ScaffoldStyle) {
        self.root = root
        self.name = name
        self.style = style
        templates = root.appendingPathComponent(".kumiki/templates/\(Self.templateFolder)")
        environment = TemplateRenderer(overrideDirectory: templates)
    }

    /// The context every template sees.
    private var context: [String: Any] {
        [
            "name": name.value,
            "lowerName": name.lowerCamelCase,
            "pathName": name.kebabCase,
            "style": style.rawValue,
            "isObservation": style == .observation,
        ]
    }

    /// The feature's files, rendered, with their paths in the app.
    public func plan() throws(ScaffoldError) -> [PlannedFile] {
        guard let enumerator = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) else {
            throw .io("cannot read \(templates.path)")
        }
        let base = templates.standardizedFileURL.path + "/"
        var files: [PlannedFile] = []
        for case let url as URL in enumerator where url.pathExtension == "stencil" {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count))
            guard relative != "ManifestEntry.stencil", relative != "Registration.stencil" else { continue }
            let path = String(relative.dropLast(".stencil".count)).replacingOccurrences(of: "__Name__", with: name.value)
            files.append(PlannedFile(path: path, contents: try environment.render(relative, context: context)))
        }
        guard !files.isEmpty else {
            throw .layout("\(templates.path) holds no template of a feature's file (*.stencil besides ManifestEntry and Registration)")
        }
        return files.sorted { $0.path < $1.path }
    }

    /// One line of Swift rendered from `template`, without its trailing newline.
    private func element(_ template: String) throws(ScaffoldError) -> String {
        guard FileManager.default.fileExists(atPath: templates.appendingPathComponent(template).path) else {
            throw .layout("\(templates.path) has no \(template), which renders the line kumiki adds")
        }
        return try environment.render(template, context: context).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `Package.swift`'s text with the feature's entry appended to its `features` table; `nil`
    /// when the table names the feature already.
    public func manifest(_ source: String) throws(ScaffoldError) -> String? {
        let tree = try GuardedParser.parse(source, file: "Package.swift")
        let finder = ArrayFinder(viewMode: .sourceAccurate) { _, name in name == "features" }
        finder.walk(tree)
        guard let list = finder.found else {
            throw .layout("Package.swift has no array literal `let features = [ … ]` kumiki can add the feature to")
        }
        guard !list.description.contains("\"\(name.value)Feature\"") else { return nil }
        return ArrayLiteralEditor.appending(try element("ManifestEntry.stencil"), to: list, in: source)
    }

    /// The composition root that lists the features (its path in the app), and its text with the
    /// feature's registration appended; the text is `nil` when the list has the feature already.
    public func registration() throws(ScaffoldError) -> (path: String, text: String?) {
        let sources = root.appendingPathComponent("Sources")
        let candidates = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        for url in candidates {
            guard let source = try? String(contentsOf: url, encoding: .utf8), source.contains("features") else { continue }
            let finder = ArrayFinder(viewMode: .sourceAccurate) { list, name in
                name == "features" && !list.elements.isEmpty && list.elements.allSatisfy { element in
                    element.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription.hasSuffix("Feature") == true
                }
            }
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            // A file too deeply nested to parse is not the composition root kumiki can edit.
            guard let tree = try? GuardedParser.parse(source, file: path) else { continue }
            finder.walk(tree)
            guard let list = finder.found else { continue }
            if list.elements.contains(where: {
                $0.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "\(name.value)Feature"
            }) {
                return (path, nil)
            }
            let registered = ArrayLiteralEditor.appending(try element("Registration.stencil"), to: list, in: source)
            return (path, Self.importing("\(name.value)Feature", in: registered))
        }
        throw .layout("no file under Sources/ assigns `features = [ … ]` a list of `…Feature(…)` calls for kumiki to register the feature in")
    }

    /// `source` with `import <module>` among its imports, in alphabetical order as the Showcase
    /// keeps them (after the last import when they are not sorted); unchanged when it is there.
    static func importing(_ module: String, in source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        let statement = "import \(module)"
        guard !lines.contains(statement) else { return source }
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        guard let last = imports.last else { return statement + "\n" + source }
        let position = imports.first { lines[$0] > statement } ?? last + 1
        lines.insert(statement, at: position)
        return lines.joined(separator: "\n")
    }

    /// Finds the first array literal assigned to (or initializing) a variable that `accepts` takes.
    private final class ArrayFinder: SyntaxVisitor {
        let accepts: (ArrayExprSyntax, String) -> Bool
        var found: ArrayExprSyntax?

        init(viewMode: SyntaxTreeViewMode, accepts: @escaping (ArrayExprSyntax, String) -> Bool) {
            self.accepts = accepts
            super.init(viewMode: viewMode)
        }

        override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            if let name = Self.assignedName(node), accepts(node, name) {
                found = node
                return .skipChildren
            }
            return .visitChildren
        }

        /// The variable the array literal is the value of: `let features: [T] = [ … ]`,
        /// `features = [ … ]` or `self.features = [ … ]`.
        static func assignedName(_ node: ArrayExprSyntax) -> String? {
            if let clause = node.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return nil }
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
                  elements[index - 1].is(AssignmentExprSyntax.self)
            else { return nil }
            let target = elements[index - 2]
            return target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
    }
}
