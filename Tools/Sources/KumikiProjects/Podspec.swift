import Foundation

/// What a pod's specification says of its Swift module: its name, the files it compiles and the
/// pods it depends on. Read from a local pod's `.podspec` (Ruby, as pods write it:
/// `s.source_files = 'Kit/**/*.swift'`, `s.dependency 'Alamofire'`, subspecs included) or from the
/// `.podspec.json` CocoaPods keeps under `Pods/Local Podspecs/`.
public struct Podspec: Hashable, Sendable {
    /// The pod's name.
    public var name: String
    /// The module its files form, when the spec names one (`module_name`).
    public var moduleName: String?
    /// The globs of the files it compiles, relative to the pod's folder, braces expanded.
    public var sourceFiles: [String]
    /// The globs of files left out, relative to the pod's folder.
    public var excludedFiles: [String]
    /// The pods (root names) it depends on, itself left out.
    public var dependencies: [String]

    /// Reads a Ruby `.podspec`; `nil` when it sets no name.
    public static func read(ruby text: String) -> Podspec? {
        var name: String?
        var moduleName: String?
        var sources: [String] = []
        var excluded: [String] = []
        var dependencies: [String] = []
        for (line, _) in PodfileReader.logicalLines(text) {
            // `s.name = 'Kit'`, `spec.ios.source_files = [...]`, `ss.dependency 'X', '~> 1'`: the last word before ` =` or the call.
            guard let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let rest = line[line.index(after: dot)...]
            let attribute = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let key = attribute.split(separator: ".").last.map(String.init) ?? ""
            let value = rest.dropFirst(attribute.count).drop { $0 == " " || $0 == "=" }
            switch key {
            case "name" where name == nil: name = PodfileReader.firstString(in: value)
            case "module_name": moduleName = PodfileReader.firstString(in: value)
            case "source_files": sources += strings(in: value)
            case "exclude_files": excluded += strings(in: value)
            case "dependency": if let dependency = PodfileReader.firstString(in: value) { dependencies.append(dependency) }
            default: continue
            }
        }
        guard let name else { return nil }
        return Podspec(name: name, moduleName: moduleName, sourceFiles: sources.flatMap(expandBraces),
                       excludedFiles: excluded.flatMap(expandBraces), dependencies: roots(dependencies, besides: name))
    }

    /// Reads a `.podspec.json`; `nil` when it is no JSON object with a name.
    public static func read(json bytes: [UInt8]) -> Podspec? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], let name = object["name"] as? String
        else { return nil }
        var sources: [String] = [], excluded: [String] = [], dependencies: [String] = []
        func collect(_ spec: [String: Any]) {
            sources += list(spec["source_files"])
            excluded += list(spec["exclude_files"])
            if let declared = spec["dependencies"] as? [String: Any] { dependencies += declared.keys.sorted() }
            for platform in ["ios", "osx", "tvos", "watchos", "visionos"] {
                if let specific = spec[platform] as? [String: Any] { collect(specific) }
            }
            for subspec in spec["subspecs"] as? [[String: Any]] ?? [] { collect(subspec) }
        }
        collect(object)
        return Podspec(name: name, moduleName: object["module_name"] as? String, sourceFiles: sources.flatMap(expandBraces),
                       excludedFiles: excluded.flatMap(expandBraces), dependencies: roots(dependencies, besides: name))
    }

    /// The module CocoaPods builds: `module_name`, else the name made a C99 identifier.
    public var module: String {
        moduleName ?? TargetDescription.moduleName(forTargetNamed: name)
    }

    private static func list(_ value: Any?) -> [String] {
        if let single = value as? String { return [single] }
        return value as? [String] ?? []
    }

    private static func roots(_ names: [String], besides own: String) -> [String] {
        var result: [String] = []
        for name in names.map(PodfileLock.rootName(ofSpec:)) where name != own && !result.contains(name) { result.append(name) }
        return result
    }

    /// The string literals of a Ruby value: `'a'`, `['a', "b"]`, `%w[a b]`.
    static func strings(in value: Substring) -> [String] {
        if value.hasPrefix("%w") {
            let body = value.dropFirst(3).prefix { $0 != "]" && $0 != ")" && $0 != "}" }
            return body.split(separator: " ").map(String.init)
        }
        var result: [String] = []
        var rest = value
        while let start = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
            let quote = rest[start]
            let body = rest[rest.index(after: start)...]
            guard let end = body.firstIndex(of: quote) else { break }
            result.append(String(body[..<end]))
            rest = body[body.index(after: end)...]
        }
        return result
    }

    /// `Kit/**/*.{h,m,swift}` → `Kit/**/*.h`, `Kit/**/*.m`, `Kit/**/*.swift`: CocoaPods' globs, as plain ones.
    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
        let head = pattern[..<open], tail = pattern[pattern.index(after: close)...]
        return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { expandBraces(String(head) + $0 + String(tail)) }
    }
}
