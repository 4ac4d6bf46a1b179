import KumikiProjects
import Yams

/// Edits a target's `dependencies:` in an XcodeGen spec written in YAML, in its text: the
/// entry's lines are added or removed at the node the YAML parser places, at the list's own
/// indentation, so comments, anchors and the rest of the layout stay as written.
public struct XcodeGenSpecEditor: Sendable {
    /// The spec's text, with the edits made so far.
    public private(set) var text: String

    /// An editor of the spec text `text`.
    public init(text: String) {
        self.text = text
    }

    /// Adds `dependency` (`- target: X`, or `- package: P` with `product: X`) to the target's dependencies.
    public mutating func add(_ dependency: DeclaredDependency, toTarget target: String) -> ManifestEditOutcome {
        let found: TargetNode
        switch targetNode(target) {
        case .success(let node): found = node
        case .failure(let reason): return .manual(reason.message)
        }
        let entry = Self.entry(for: dependency)
        var lines = Self.lines(text)
        if let list = found.mapping["dependencies"] {
            guard case .sequence(let sequence) = list, sequence.style != .flow, let first = sequence.first, let last = sequence.last,
                  let firstMark = first.mark, let lastMark = last.mark
            else {
                return .manual("the target \(target)'s dependencies are not a block list (`- target: …` lines)")
            }
            if sequence.contains(where: { Self.names(dependency, $0) }) { return .unchanged }
            guard let dash = Self.dashColumn(line: lines[firstMark.line - 1], before: firstMark.column) else {
                return .manual("the target \(target)'s dependencies are not laid out one `- ` entry per line")
            }
            let indentation = String(lines[firstMark.line - 1].prefix(dash))
            let insertion = Self.endOfBlock(startingAt: lastMark.line - 1, deeperThan: dash, in: lines)
            lines.insert(contentsOf: entry.map { Substring(indentation + $0) }, at: insertion)
        } else {
            guard found.mapping.style != .flow, let firstKey = found.mapping.keys.first?.mark else {
                return .manual("the target \(target) is not a block mapping")
            }
            let indentation = String(lines[firstKey.line - 1].prefix { $0 == " " })
            guard indentation.count == firstKey.column - 1 else {
                return .manual("the target \(target)'s first key does not start its line")
            }
            let added = [indentation + "dependencies:"] + entry.map { indentation + "  " + $0 }
            lines.insert(contentsOf: added.map { Substring($0) }, at: firstKey.line - 1)
        }
        text = Self.joined(lines, like: text)
        return .edited
    }

    /// Removes the dependency entry of the target that names `dependency`, with the whole
    /// `dependencies:` key when it was the only one.
    public mutating func remove(_ dependency: DeclaredDependency, fromTarget target: String) -> ManifestEditOutcome {
        let found: TargetNode
        switch targetNode(target) {
        case .success(let node): found = node
        case .failure(let reason): return .manual(reason.message)
        }
        guard case .sequence(let sequence)? = found.mapping["dependencies"], sequence.style != .flow,
              let index = sequence.firstIndex(where: { Self.names(dependency, $0) }), let mark = sequence[index].mark
        else {
            return .manual("the target \(target) does not list \(dependency.name) in a block `dependencies:` list of this file")
        }
        var lines = Self.lines(text)
        guard let dash = Self.dashColumn(line: lines[mark.line - 1], before: mark.column) else {
            return .manual("the entry for \(dependency.name) is not on a `- ` line of its own")
        }
        if case .mapping(let entry) = sequence[index], entry.count > 1, (dependency.kind == .product),
           case .sequence(let products)? = entry["products"], products.count > 1 {
            return .manual("the entry for \(dependency.package ?? dependency.name) lists several products; remove \(dependency.name) from its `products:`")
        }
        let end = Self.endOfBlock(startingAt: mark.line - 1, deeperThan: dash, in: lines)
        var start = mark.line - 1
        if sequence.count == 1, let key = found.mapping.keys.first(where: { $0.string == "dependencies" })?.mark {
            start = key.line - 1
        }
        lines.removeSubrange(start..<end)
        text = Self.joined(lines, like: text)
        return .edited
    }

    // MARK: - Nodes

    private struct TargetNode {
        var mapping: Node.Mapping
    }

    private struct Reason: Error {
        var message: String
    }

    private func targetNode(_ target: String) -> Result<TargetNode, Reason> {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            return .failure(Reason(message: "the spec does not parse as YAML: \(error)"))
        }
        guard case .mapping(let targets)? = root?["targets"] else {
            return .failure(Reason(message: "the spec has no `targets:` mapping"))
        }
        guard case .mapping(let mapping)? = targets[target] else {
            return .failure(Reason(message: "the target \(target) is not written out under `targets:` in this file (a template or an include makes it)"))
        }
        return .success(TargetNode(mapping: mapping))
    }

    /// The lines of the entry: `- target: X`, or a package's product.
    private static func entry(for dependency: DeclaredDependency) -> [String] {
        if dependency.kind == .product, let package = dependency.package {
            return dependency.name == package ? ["- package: \(package)"] : ["- package: \(package)", "  product: \(dependency.name)"]
        }
        return ["- target: \(dependency.name)"]
    }

    /// Whether the list entry `node` names `dependency`.
    private static func names(_ dependency: DeclaredDependency, _ node: Node) -> Bool {
        if dependency.kind == .product, let package = dependency.package {
            guard node["package"]?.string == package else { return false }
            let products = node["products"]?.sequence?.compactMap(\.string) ?? node["product"]?.string.map { [$0] } ?? [package]
            return products.contains(dependency.name)
        }
        guard let target = node["target"]?.string else { return false }
        return target == dependency.name || target.hasSuffix("/" + dependency.name)
    }

    // MARK: - Lines

    /// The 0-based column of the `-` that opens the entry whose content starts at the 1-based `column`.
    private static func dashColumn(line: Substring, before column: Int) -> Int? {
        let characters = Array(line)
        var index = min(column - 2, characters.count - 1)
        while index >= 0, characters[index] == " " { index -= 1 }
        guard index >= 0, characters[index] == "-" else { return nil }
        guard characters[..<index].allSatisfy({ $0 == " " }) else { return nil }
        return index
    }

    /// The line after the last of the block that starts at `start`: lines indented deeper than
    /// `column` belong to it, and blank lines and comments between them; trailing ones do not.
    private static func endOfBlock(startingAt start: Int, deeperThan column: Int, in lines: [Substring]) -> Int {
        var end = start + 1
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            let indentation = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indentation)
            if content.isEmpty || content.hasPrefix("#") {
                index += 1
                continue
            }
            guard indentation > column else { break }
            index += 1
            end = index
        }
        return end
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static func joined(_ lines: [Substring], like original: String) -> String {
        lines.joined(separator: "\n")
    }
}
