import KumikiProjects
import SwiftParser
import SwiftSyntax

/// Edits the dependencies of a `Package.swift`'s targets and the package's own dependencies in
/// place, through its syntax tree: only the one array changes, in its existing style (one element
/// per line or all on one, trailing commas or not, bare names or `.target(name:)`), and every
/// other byte of the manifest stays as it was.
public struct PackageManifestEditor: Sendable {
    /// The manifest's text, with the edits made so far.
    public private(set) var source: String

    /// An editor of the manifest text `source`.
    public init(source: String) {
        self.source = source
    }

    /// Declares `dependency` in the target `target`'s `dependencies:`, adding the argument when the
    /// target has none.
    public mutating func add(_ dependency: DeclaredDependency, toTarget target: String) -> ManifestEditOutcome {
        let tree = Parser.parse(source: source)
        let calls = TargetCallFinder.calls(named: target, in: tree)
        guard calls.count == 1, let call = calls.first else { return unwritten(target, calls: calls.count, in: tree) }
        guard let argument = call.arguments.first(where: { $0.label?.text == "dependencies" }) else {
            return insertArgument("dependencies: [\(Self.spelling(of: dependency, like: nil, members: [:]))]", into: call)
        }
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
            return .manual("the target \(target)'s dependencies are computed (`\(argument.expression.trimmedDescription.prefix(60))`), not a list written out")
        }
        let members = DependencyMemberFinder.members(in: tree)
        if array.elements.contains(where: { Self.names(dependency, $0.expression, members: members) }) { return .unchanged }
        insert(Self.spelling(of: dependency, like: array, members: members), into: array)
        return .edited
    }

    /// Removes `dependency` from the target `target`'s `dependencies:` list.
    public mutating func remove(_ dependency: DeclaredDependency, fromTarget target: String) -> ManifestEditOutcome {
        let tree = Parser.parse(source: source)
        let calls = TargetCallFinder.calls(named: target, in: tree)
        guard calls.count == 1, let call = calls.first else { return unwritten(target, calls: calls.count, in: tree) }
        guard let array = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self),
              let element = array.elements.first(where: { Self.names(dependency, $0.expression, members: DependencyMemberFinder.members(in: tree)) })
        else {
            return .manual("\(dependency.name) is not written in the target \(target)'s own `dependencies:` list (it comes from a shared list or a helper)")
        }
        removeElement(element, of: array)
        return .edited
    }

    /// Why a target cannot be edited: the manifest declares it several times, or a helper makes
    /// it, in which case the target calls whose names are computed are where to add it by hand.
    private func unwritten(_ target: String, calls: Int, in tree: SourceFileSyntax) -> ManifestEditOutcome {
        guard calls == 0 else { return .manual("the manifest declares the target \(target) \(calls) times") }
        let converter = SourceLocationConverter(fileName: "Package.swift", tree: tree)
        let lines = TargetCallFinder.computedCalls(in: tree).map { String($0.positionAfterSkippingLeadingTrivia.line(converter)) }
        let place = lines.isEmpty ? "" : " at line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")) of the manifest"
        return .manual("a helper makes the target \(target): change the target call\(lines.count == 1 ? "" : "s") with a computed name\(place)")
    }

    /// Adds `.package(path: path)` to the package's `dependencies:` unless a package at that path is there.
    public mutating func addPackage(path: String) -> ManifestEditOutcome {
        let tree = Parser.parse(source: source)
        let packages = PackageCallFinder.calls(in: tree)
        guard packages.count == 1, let package = packages.first else {
            return .manual("the manifest has \(packages.count) `Package(…)` initialisers")
        }
        let entry = ".package(path: \(Self.literal(path)))"
        guard let argument = package.arguments.first(where: { $0.label?.text == "dependencies" }) else {
            guard let targets = package.arguments.first(where: { $0.label?.text == "targets" }) else {
                return .manual("the package's initialiser has no `targets:` to put `dependencies:` before")
            }
            splice(at: targets.positionAfterSkippingLeadingTrivia, inserting: "dependencies: [\(entry)]," + Self.separator(before: targets))
            return .edited
        }
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
            return .manual("the package's dependencies are computed, not a list written out")
        }
        let written = array.elements.contains { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self) else { return false }
            return call.arguments.contains { $0.label?.text == "path" && $0.expression.as(StringLiteralExprSyntax.self).flatMap(Self.text) == path }
        }
        if written { return .unchanged }
        insert(entry, into: array)
        return .edited
    }

    // MARK: - Text

    /// Inserts `element` as the last of `array`'s elements, laid out as the others are.
    private mutating func insert(_ element: String, into array: ArrayExprSyntax) {
        guard let last = array.elements.last, let first = array.elements.first else {
            splice(at: array.rightSquare.positionAfterSkippingLeadingTrivia, inserting: element)
            return
        }
        let converter = SourceLocationConverter(fileName: "Package.swift", tree: array.root)
        let multiline = first.positionAfterSkippingLeadingTrivia.line(converter) != array.leftSquare.position.line(converter)
            || last.endPositionBeforeTrailingTrivia.line(converter) != array.rightSquare.positionAfterSkippingLeadingTrivia.line(converter)
        let trailingComma = last.trailingComma != nil
        guard multiline else {
            if let comma = last.trailingComma {
                splice(at: comma.endPositionBeforeTrailingTrivia, inserting: " \(element),")
            } else {
                splice(at: last.endPositionBeforeTrailingTrivia, inserting: ", \(element)")
            }
            return
        }
        let indentation = Self.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia, in: source)
        let lineEnd = last.endPositionBeforeTrailingTrivia.line(converter) == array.rightSquare.positionAfterSkippingLeadingTrivia.line(converter)
            ? nil : Self.endOfLine(from: last.endPositionBeforeTrailingTrivia, in: source)
        var edits: [(AbsolutePosition, String)] = []
        if !trailingComma { edits.append((last.endPositionBeforeTrailingTrivia, ",")) }
        if let lineEnd {
            edits.append((lineEnd, "\n\(indentation)\(element)\(trailingComma ? "," : "")"))
        } else {
            // `…last]`: the new element goes on its own line before the bracket.
            edits.append((array.rightSquare.positionAfterSkippingLeadingTrivia, "\n\(indentation)\(element)\(trailingComma ? "," : "")"))
        }
        for (position, text) in edits.reversed() { splice(at: position, inserting: text) }
    }

    /// Inserts the argument `text` after the target's `name:` (and `capability:`, for a plugin), where SwiftPM expects `dependencies:`.
    private mutating func insertArgument(_ text: String, into call: FunctionCallExprSyntax) -> ManifestEditOutcome {
        let arguments = Array(call.arguments)
        guard let nameIndex = arguments.firstIndex(where: { $0.label?.text == "name" }) else {
            return .manual("the target's call has no `name:` argument")
        }
        let before = arguments[(nameIndex + 1)...].prefix { $0.label?.text == "capability" }.last ?? arguments[nameIndex]
        let converter = SourceLocationConverter(fileName: "Package.swift", tree: call.root)
        if let next = arguments.first(where: { $0.position > before.position }) {
            let ownLine = next.positionAfterSkippingLeadingTrivia.line(converter) != before.endPositionBeforeTrailingTrivia.line(converter)
            if ownLine {
                let indentation = Self.indentation(ofLineAt: next.positionAfterSkippingLeadingTrivia, in: source)
                splice(at: next.positionAfterSkippingLeadingTrivia, inserting: "\(text),\n\(indentation)")
            } else {
                splice(at: next.positionAfterSkippingLeadingTrivia, inserting: "\(text), ")
            }
        } else {
            splice(at: before.endPositionBeforeTrailingTrivia, inserting: before.trailingComma == nil ? ", \(text)" : " \(text)")
        }
        return .edited
    }

    /// Removes `element` from `array` with its separator: its whole line when it is alone on it.
    private mutating func removeElement(_ element: ArrayElementSyntax, of array: ArrayExprSyntax) {
        let bytes = Array(source.utf8)
        let start = element.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = element.endPositionBeforeTrailingTrivia.utf8Offset
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        var lineEnd = end
        // What follows on its line: only spaces and a comment about it.
        while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") { lineEnd += 1 }
        if lineEnd + 1 < bytes.count, bytes[lineEnd] == UInt8(ascii: "/"), bytes[lineEnd + 1] == UInt8(ascii: "/") {
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        }
        let aloneOnLine = (lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")) && lineEnd < bytes.count && bytes[lineEnd] == UInt8(ascii: "\n")
        if aloneOnLine {
            // The last element without a trailing comma leaves its predecessor's comma dangling, which Swift accepts.
            replace(lineStart..<(lineEnd + 1), with: "")
            return
        }
        let elements = Array(array.elements)
        if element.trailingComma != nil {
            var next = end
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            replace(start..<next, with: "")
        } else if let index = elements.firstIndex(where: { $0.id == element.id }), index > 0, let comma = elements[index - 1].trailingComma {
            replace(comma.position.utf8Offset..<end, with: "")
        } else {
            replace(start..<end, with: "")
        }
    }

    private mutating func splice(at position: AbsolutePosition, inserting text: String) {
        replace(position.utf8Offset..<position.utf8Offset, with: text)
    }

    private mutating func replace(_ range: Range<Int>, with text: String) {
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(range, with: Array(text.utf8))
        source = String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Spelling

    /// The way `dependency` is written in the list `array`: as the manifest's own static member
    /// (`.theme`) where it declares one and the list uses them; else a target by bare name unless
    /// the list spells its targets `.target(name:)`; a product as `.product(name:package:)`.
    static func spelling(of dependency: DeclaredDependency, like array: ArrayExprSyntax?, members: [String: ExprSyntax]) -> String {
        let usesMembers = array?.elements.contains { element in
            element.expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        } ?? false
        if usesMembers, let member = members.sorted(by: { $0.key < $1.key }).first(where: { names(dependency, $0.value, members: [:]) })?.key {
            return ".\(member)"
        }
        switch dependency.kind {
        case .product:
            if let package = dependency.package { return ".product(name: \(literal(dependency.name)), package: \(literal(package)))" }
            return literal(dependency.name)
        case .target, .byName:
            let spelled = array?.elements.contains { element in
                element.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target"
            } ?? false
            let bare = array?.elements.contains { $0.expression.is(StringLiteralExprSyntax.self) } ?? false
            return spelled && !bare ? ".target(name: \(literal(dependency.name)))" : literal(dependency.name)
        }
    }

    /// Whether the list element `expression` names `dependency` (for a product, of the same
    /// package), directly or through one of the manifest's static members.
    static func names(_ dependency: DeclaredDependency, _ expression: ExprSyntax, members: [String: ExprSyntax]) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, let value = members[member.declName.baseName.text] {
            return names(dependency, value, members: [:])
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return text(of: literal) == dependency.name }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self).flatMap(text) == dependency.name
        else { return false }
        guard dependency.kind == .product, let package = dependency.package,
              let written = call.arguments.first(where: { $0.label?.text == "package" })?.expression.as(StringLiteralExprSyntax.self).flatMap(text)
        else { return true }
        return written.lowercased() == package.lowercased()
    }

    static func text(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The separator to write after an inserted argument so `next` keeps its place: a new line at its indentation, or a space.
    private static func separator(before next: LabeledExprSyntax) -> String {
        guard next.leadingTrivia.contains(where: \.isNewline) else { return " " }
        return "\n" + String(next.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    private static func indentation(ofLineAt position: AbsolutePosition, in source: String) -> String {
        let bytes = Array(source.utf8)
        var start = min(position.utf8Offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The end of the line `position` is on, before its newline and after any comment on it.
    private static func endOfLine(from position: AbsolutePosition, in source: String) -> AbsolutePosition {
        let bytes = Array(source.utf8)
        var end = position.utf8Offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return AbsolutePosition(utf8Offset: end)
    }
}

extension AbsolutePosition {
    fileprivate func line(_ converter: SourceLocationConverter) -> Int {
        converter.location(for: self).line
    }
}

/// Every `.target(name: "X", …)`-shaped call (any target factory) naming one target.
private final class TargetCallFinder: SyntaxVisitor {
    static let factories: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]
    var calls: [FunctionCallExprSyntax] = []

    init(name: String?) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func calls(named name: String, in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        let finder = TargetCallFinder(name: name)
        finder.walk(tree)
        // `.target(name: "Core")` also names a dependency outside a target (a shared list): a call
        // with more than a name is the declaration.
        let declarations = finder.calls.filter { !isDependencyShaped($0) }
        return declarations.isEmpty ? finder.calls : declarations
    }

    /// The target calls whose `name:` is not a literal: those a helper makes targets with.
    static func computedCalls(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        let finder = TargetCallFinder(name: nil)
        finder.walk(tree)
        return finder.calls.filter { !isDependencyShaped($0) }
    }

    /// Whether the call has only what a `Target.Dependency` takes: a name and a condition.
    static func isDependencyShaped(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.allSatisfy { $0.label?.text == "name" || $0.label?.text == "condition" }
    }

    /// The name matched; `nil` matches the calls whose name is computed.
    let name: String?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let factory = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, Self.factories.contains(factory),
              let argument = node.arguments.first(where: { $0.label?.text == "name" })
        else { return .visitChildren }
        let literal = argument.expression.as(StringLiteralExprSyntax.self).flatMap(PackageManifestEditor.text)
        if name.map({ literal == $0 }) ?? (literal == nil) { calls.append(node) }
        // Targets do not nest: what a target's call holds names its dependencies, not targets.
        return .skipChildren
    }
}

/// The `Package(…)` initialisers of a manifest.
private final class PackageCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    static func calls(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        let finder = PackageCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" { calls.append(node) }
        return .visitChildren
    }
}

/// The static members a manifest declares for its dependencies (`extension Target.Dependency {
/// static let theme: Self = "Theme" }`), by name, with the value each stands for.
private final class DependencyMemberFinder: SyntaxVisitor {
    var members: [String: ExprSyntax] = [:]

    static func members(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
        let finder = DependencyMemberFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.members
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        guard extended == "Target.Dependency" || extended == "PackageDescription.Target.Dependency" else { return .skipChildren }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
                else { continue }
                members[name] = value
            }
        }
        return .skipChildren
    }
}
