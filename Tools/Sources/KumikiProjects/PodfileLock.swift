import Foundation
import Yams

/// What `Podfile.lock` says of the pods installed: each pod's own dependencies on other pods,
/// which is how a pod a target never names still gets linked into it.
public struct PodfileLock: Hashable, Sendable {
    /// For each pod (its root name), the other pods (root names) it depends on, in the lock's order.
    public var dependencies: [String: [String]]

    /// Reads the lock's `PODS` section; a lock that is no YAML mapping is an error with its line.
    public static func read(_ text: String, file: String) throws(ProjectReadError) -> PodfileLock {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ProjectReadError(file: file, line: SpecParser.line(of: error), message: "not valid YAML: \(error)")
        } catch {
            throw ProjectReadError(file: file, message: "not valid YAML: \(error)")
        }
        guard let mapping = root?.mapping else { throw ProjectReadError(file: file, message: "not a Podfile.lock: no mapping of sections") }
        var dependencies: [String: [String]] = [:]
        for entry in mapping["PODS"]?.sequence ?? [] {
            // `- Name (1.0)` or `- Name/Sub (1.0):` with its dependencies below.
            let (spec, requirements): (String?, [Node]) = if let scalar = entry.scalar?.string {
                (scalar, [])
            } else if let pair = entry.mapping?.first {
                (pair.key.string, pair.value.sequence.map(Array.init) ?? [])
            } else {
                (nil, [])
            }
            guard let spec else { continue }
            let name = rootName(ofSpec: spec)
            var list = dependencies[name] ?? []
            for requirement in requirements {
                guard let text = requirement.string else { continue }
                let dependency = rootName(ofSpec: text)
                if dependency != name, !list.contains(dependency) { list.append(dependency) }
            }
            dependencies[name] = list
        }
        return PodfileLock(dependencies: dependencies)
    }

    /// `Firebase/Analytics (10.1.0)` → `Firebase`.
    static func rootName(ofSpec spec: String) -> String {
        let name = spec.split(separator: " ", maxSplits: 1).first.map(String.init) ?? spec
        return String(name.split(separator: "/", maxSplits: 1).first ?? Substring(name)).replacingOccurrences(of: "\"", with: "")
    }
}
