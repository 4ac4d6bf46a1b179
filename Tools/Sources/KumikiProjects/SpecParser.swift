import Foundation
import Yams

/// Parses an XcodeGen spec file (YAML, or JSON for `.json`) into ``SpecValue``s that remember the
/// file and line of every value, for the spec reader and the findings about it.
package enum SpecParser {
    /// The document in `bytes`, read from `file` (root-relative, as findings name it).
    package static func parse(_ bytes: [UInt8], file: String) throws(ProjectReadError) -> SpecValue {
        let text = String(decoding: bytes, as: UTF8.self)
        if file.hasSuffix(".json") {
            do {
                return value(of: try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]), file: file)
            } catch {
                throw ProjectReadError(file: file, message: "not a valid JSON spec: \(error.localizedDescription)")
            }
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ProjectReadError(file: file, line: Self.line(of: error), message: "not a valid YAML spec: \(error)")
        } catch {
            throw ProjectReadError(file: file, message: "not a valid YAML spec: \(error)")
        }
        guard let node else { throw ProjectReadError(file: file, line: 1, message: "the spec is empty") }
        return value(of: node, file: file, depth: 0)
    }

    /// A YAML node as a spec value; `<<` merge keys applied, nesting bounded.
    private static func value(of node: Node, file: String, depth: Int) -> SpecValue {
        let location = node.mark.map { DeclarationLocation(file: file, line: $0.line, column: $0.column) }
        guard depth < 200 else { return .scalar("", at: location) }
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.string, at: location)
        case .sequence(let sequence):
            return .sequence(sequence.map { value(of: $0, file: file, depth: depth + 1) }, at: location)
        case .mapping(let mapping):
            var entries: [SpecValue.Entry] = []
            var merged: [SpecValue.Entry] = []
            for (key, child) in mapping {
                let keyText = key.scalar?.string ?? ""
                let converted = value(of: child, file: file, depth: depth + 1)
                if keyText == "<<" {
                    // YAML's merge key: the anchored mapping's entries, under the ones written here.
                    for source in converted.elements ?? [converted] { merged += source.entries ?? [] }
                    continue
                }
                entries.append(SpecValue.Entry(
                    key: keyText, value: converted, location: key.mark.map { DeclarationLocation(file: file, line: $0.line, column: $0.column) }))
            }
            let written = Set(entries.map(\.key))
            return .mapping(merged.filter { !written.contains($0.key) } + entries, at: location)
        case .alias:
            return .scalar("", at: location)
        }
    }

    /// A JSON value as a spec value (JSON gives no lines: only the file is known).
    private static func value(of object: Any, file: String) -> SpecValue {
        let location = DeclarationLocation(file: file, line: 1)
        switch object {
        case let dictionary as [String: Any]:
            return .mapping(dictionary.keys.sorted().map { key in
                SpecValue.Entry(key: key, value: value(of: dictionary[key] as Any, file: file), location: location)
            }, at: location)
        case let array as [Any]:
            return .sequence(array.map { value(of: $0, file: file) }, at: location)
        case let string as String:
            return .scalar(string, at: location)
        case let flag as Bool:
            return .scalar(flag ? "true" : "false", at: location)
        case let number as NSNumber:
            return .scalar(number.stringValue, at: location)
        default:
            return .scalar("", at: location)
        }
    }

    /// The line a YAML error points at, when it says.
    static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return nil
        }
    }
}
