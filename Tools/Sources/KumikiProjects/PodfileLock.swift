import Foundation
import Yams

/// What `Podfile.lock` says of the pods installed: each pod's own dependencies on other pods,
/// which is how a pod a target never names still gets linked into it, and the version each
/// resolved to, which is what a `pod` line added for it pins.
public struct PodfileLock: Hashable, Sendable {
    /// For each pod (its root name), the other pods (root names) it depends on, in the lock's order.
    public var dependencies: [String: [String]]
    /// For each spec installed, as the lock names it (`SDWebImage`, `SDWebImage/Core`), its version.
    public var versions: [String: String] = [:]
    /// For each pod fetched from elsewhere than a spec repository, the options the Podfile gave it
    /// (`:git`, `:branch`, `:path`…), without their colons.
    public var externalSources: [String: [String: String]] = [:]

    /// Creates a lock.
    public init(dependencies: [String: [String]], versions: [String: String] = [:], externalSources: [String: [String: String]] = [:]) {
        self.dependencies = dependencies
        self.versions = versions
        self.externalSources = externalSources
    }

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
        var versions: [String: String] = [:]
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
            if let (full, version) = nameAndVersion(ofSpec: spec) { versions[full] = version }
            var list = dependencies[name] ?? []
            for requirement in requirements {
                guard let text = requirement.string else { continue }
                let dependency = rootName(ofSpec: text)
                if dependency != name, !list.contains(dependency) { list.append(dependency) }
            }
            dependencies[name] = list
        }
        var externalSources: [String: [String: String]] = [:]
        for (key, value) in mapping["EXTERNAL SOURCES"]?.mapping ?? [:] {
            guard let pod = key.string, let options = value.mapping else { continue }
            var read: [String: String] = [:]
            for (option, setting) in options {
                guard let name = option.string, let text = setting.string else { continue }
                read[name.hasPrefix(":") ? String(name.dropFirst()) : name] = text
            }
            externalSources[pod] = read
        }
        return PodfileLock(dependencies: dependencies, versions: versions, externalSources: externalSources)
    }

    /// `SDWebImage/Core (5.20.0)` → (`SDWebImage/Core`, `5.20.0`); `nil` without a version in parentheses.
    static func nameAndVersion(ofSpec spec: String) -> (String, String)? {
        let parts = spec.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[1].hasPrefix("("), parts[1].hasSuffix(")") else { return nil }
        return (parts[0].replacingOccurrences(of: "\"", with: ""), String(parts[1].dropFirst().dropLast()))
    }

    /// `Firebase/Analytics (10.1.0)` → `Firebase`.
    static func rootName(ofSpec spec: String) -> String {
        let name = spec.split(separator: " ", maxSplits: 1).first.map(String.init) ?? spec
        return String(name.split(separator: "/", maxSplits: 1).first ?? Substring(name)).replacingOccurrences(of: "\"", with: "")
    }
}
