import Foundation
import KumikiSourceFiles
import SwiftParser
import SwiftSyntax

/// Finds the deployment targets that govern a file: those of the nearest `Package.swift`, Xcode
/// project or XcodeGen spec above it, so the migration knows whether Observation is there.
struct DeploymentTargetReader {
    /// Where Observation begins on each platform.
    static let observationMinimums: [(platform: String, version: [Int])] = [
        ("iOS", [17]), ("macOS", [14]), ("tvOS", [17]), ("watchOS", [10]),
    ]
    /// What SwiftPM assumes for a platform a manifest does not list.
    static let swiftPMDefaults: [String: String] = ["iOS": "12.0", "macOS": "10.13", "tvOS": "12.0", "watchOS": "4.0"]
    /// Xcode's build setting for each platform.
    static let buildSettings: [String: String] = [
        "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS",
        "TVOS_DEPLOYMENT_TARGET": "tvOS", "WATCHOS_DEPLOYMENT_TARGET": "watchOS",
    ]

    /// The project root: the search stops there.
    let root: String
    private var cache: [String: [DeploymentShortfall]?] = [:]

    init(root: String) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// The platforms below Observation for the project holding `file` (an absolute path); `nil`
    /// when no project governs it (a loose folder of sources deploys nowhere).
    mutating func shortfalls(forFileAt file: String) -> [DeploymentShortfall]? {
        var folder = (file as NSString).deletingLastPathComponent
        while folder.count >= root.count {
            if let known = cache[folder] { return known }
            if let found = Self.shortfalls(inFolder: folder)?.map({ shortfall in
                DeploymentShortfall(source: shortfall.source.hasPrefix(root + "/") ? String(shortfall.source.dropFirst(root.count + 1)) : shortfall.source,
                                    platform: shortfall.platform, version: shortfall.version, origin: shortfall.origin)
            }) {
                cache[folder] = found
                return found
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    /// The shortfalls of the project kept in `folder`, if one is.
    private static func shortfalls(inFolder folder: String) -> [DeploymentShortfall]? {
        let manifest = folder + "/Package.swift"
        if FileManager.default.fileExists(atPath: manifest) {
            return below(manifestTargets(manifest), source: manifest)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if let project = entries.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
            let file = folder + "/" + project + "/project.pbxproj"
            return below(settingTargets(in: text(file)), source: file)
        }
        for name in ["project.yml", "project.yaml"] where entries.contains(name) {
            let file = folder + "/" + name
            return below(specTargets(in: text(file)), source: file)
        }
        return nil
    }

    private static func text(_ path: String) -> String {
        SourceFileReader.bytes(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Each platform's version and how it was found, kept only where it is below Observation.
    private static func below(_ found: [String: (version: String, origin: String)], source: String) -> [DeploymentShortfall] {
        observationMinimums.compactMap { minimum in
            guard let entry = found[minimum.platform] else { return nil }
            return isLower(entry.version, than: minimum.version)
                ? DeploymentShortfall(source: source, platform: minimum.platform, version: entry.version, origin: entry.origin)
                : nil
        }
    }

    static func isLower(_ version: String, than minimum: [Int]) -> Bool {
        let parts = version.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(parts.count, minimum.count) {
            let have = index < parts.count ? parts[index] : 0
            let need = index < minimum.count ? minimum[index] : 0
            if have != need { return have < need }
        }
        return false
    }

    /// A manifest's `platforms:`: `.iOS(.v16)`, `.macOS("13.0")`, `.macOS(.v10_15)`; unlisted Apple platforms get SwiftPM's defaults.
    static func manifestTargets(_ path: String) -> [String: (version: String, origin: String)] {
        var found: [String: (version: String, origin: String)] = [:]
        for (platform, version) in swiftPMDefaults {
            found[platform] = (version, "not in platforms:, so SwiftPM's default")
        }
        let tree = Parser.parse(source: text(path))
        final class Finder: SyntaxVisitor {
            var entries: [(String, String)] = []
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) else { return .visitChildren }
                for element in array.elements {
                    guard let call = element.expression.as(FunctionCallExprSyntax.self),
                          let platform = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                          let argument = call.arguments.first?.expression
                    else { continue }
                    if let member = argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text, member.hasPrefix("v") {
                        entries.append((platform, member.dropFirst().replacingOccurrences(of: "_", with: ".")))
                    } else if let string = argument.as(StringLiteralExprSyntax.self) {
                        entries.append((platform, string.segments.description))
                    }
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for (platform, version) in finder.entries where swiftPMDefaults[platform] != nil {
            found[platform] = (version, "platforms:")
        }
        return found
    }

    /// The lowest `…_DEPLOYMENT_TARGET` per platform in a project file or spec.
    static func settingTargets(in text: String) -> [String: (version: String, origin: String)] {
        var found: [String: (version: String, origin: String)] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            for (setting, platform) in buildSettings {
                var rest = line[...]
                while let range = rest.range(of: setting) {
                    rest = rest[range.upperBound...]
                    let value = rest.drop { " =:\"".contains($0) }.prefix { $0.isNumber || $0 == "." }
                    guard !value.isEmpty else { continue }
                    if let known = found[platform], !isLower(String(value), than: known.version.split(separator: ".").map { Int($0) ?? 0 }) { continue }
                    found[platform] = (String(value), setting)
                }
            }
        }
        return found
    }

    /// An XcodeGen spec's `deploymentTarget:` entries and `…_DEPLOYMENT_TARGET` settings, lowest per platform.
    static func specTargets(in text: String) -> [String: (version: String, origin: String)] {
        var found = settingTargets(in: text)
        var inBlock: Int?
        for line in text.split(whereSeparator: \.isNewline) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if content.hasPrefix("deploymentTarget:") {
                inBlock = indent
                continue
            }
            guard let block = inBlock else { continue }
            guard indent > block else {
                inBlock = nil
                continue
            }
            let parts = content.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, DeploymentTargetReader.swiftPMDefaults[String(parts[0])] != nil else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            let platform = String(parts[0])
            if let known = found[platform], !isLower(value, than: known.version.split(separator: ".").map { Int($0) ?? 0 }) { continue }
            found[platform] = (value, "deploymentTarget")
        }
        return found
    }
}
