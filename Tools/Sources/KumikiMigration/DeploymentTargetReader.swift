import Foundation
import KumikiCheck
import KumikiProjects
import KumikiSourceFiles
import SwiftParser
import SwiftSyntax

/// Finds the deployment targets a file is built with: those of the targets that compile it, for
/// the platforms each is built for, so the migration knows whether Observation is there.
///
/// A platform counts only where a target builds for it. A Swift package builds for the platforms
/// its `platforms:` lists (an unlisted one gets SwiftPM's default only if someone builds the
/// package for it, so it is a note, not a refusal); an Xcode target for its `SUPPORTED_PLATFORMS`
/// or `SDKROOT` (an iPhone app's `MACOSX_DEPLOYMENT_TARGET` builds nothing; Mac Catalyst and
/// "Designed for iPad" run on the iOS deployment target); an XcodeGen target for its platform(s).
struct DeploymentTargetReader {
    /// Where Observation begins on each platform.
    static let observationMinimums: [(platform: String, version: String)] = [
        ("iOS", "17"), ("macOS", "14"), ("tvOS", "17"), ("watchOS", "10"),
    ]
    /// What SwiftPM assumes for a platform a manifest does not list.
    static let swiftPMDefaults: [String: String] = ["iOS": "12.0", "macOS": "10.13", "tvOS": "12.0", "watchOS": "4.0"]

    /// The project root, absolute.
    let root: String
    private let projects: LoadedProjects
    private var manifests: [String: [String: String]] = [:]
    /// The packages read that leave a platform out of `platforms:`, with the platforms each leaves out.
    private var unlisted: [(manifest: String, platforms: [String])] = []

    /// The notes of the run: one for the packages that leave the same platforms out of `platforms:`.
    var notes: [String] {
        var groups: [[String]: [String]] = [:]
        for entry in unlisted { groups[entry.platforms, default: []].append(entry.manifest) }
        return groups.sorted { $0.key.joined() < $1.key.joined() }.map { platforms, manifests in
            let defaults = platforms.map { "\($0) \(Self.swiftPMDefaults[$0] ?? "")" }.joined(separator: ", ")
            let named = manifests.count <= 3 ? manifests.joined(separator: ", ")
                : manifests.prefix(3).joined(separator: ", ") + " and \(manifests.count - 3) more packages"
            return "\(named) do\(manifests.count == 1 ? "es" : "") not list \(platforms.joined(separator: ", ")) in platforms:, so nothing here "
                + "builds \(platforms.count == 1 ? "it" : "them") for \(platforms.count == 1 ? "that platform" : "those platforms"); a build there would take SwiftPM's "
                + "default\(platforms.count == 1 ? "" : "s") (\(defaults)), where Observation is not, so list \(platforms.count == 1 ? "it" : "them") first"
        }
    }

    /// A reader for the files of the project in `root`, with the projects read there.
    init(root: String, projects: LoadedProjects) {
        self.root = root.hasSuffix("/") ? String(root.dropLast()) : root
        self.projects = projects
    }

    /// The platforms below Observation that the file at `file` (an absolute path) is built for; empty
    /// when no target compiles it (a loose file deploys nowhere).
    mutating func shortfalls(forFileAt file: String) -> [DeploymentShortfall] {
        let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
        let index = projects.index
        guard !index.isEmpty, let targets = index.targets(ofFiles: [relative]).first else { return [] }
        var found: [DeploymentShortfall] = []
        for target in targets {
            let description = index.targets[target].description
            let project = index.projects[index.targets[target].project]
            switch project.kind {
            case .swiftPackage:
                let manifest = RelativePath.join(project.path, "Package.swift")
                for (platform, version) in listedPlatforms(of: manifest) {
                    guard let minimum = Self.minimum(of: platform), TargetDescription.isVersion(version, lowerThan: minimum) else { continue }
                    found.append(DeploymentShortfall(source: manifest, platform: platform, version: version, origin: "platforms:"))
                }
            case .xcodeProject, .xcodeGenSpec:
                let source = project.kind == .xcodeProject ? RelativePath.join(project.path, "project.pbxproj") : project.path
                for (platform, version) in description.deploymentTargets.sorted(by: { $0.key < $1.key }) {
                    guard let minimum = Self.minimum(of: platform), TargetDescription.isVersion(version, lowerThan: minimum) else { continue }
                    let setting = TargetDescription.deploymentSettings.first { $0.platform == platform }?.setting ?? "deployment target"
                    found.append(DeploymentShortfall(
                        source: source, platform: platform, version: version,
                        origin: project.kind == .xcodeProject ? "\(setting) of the target \(description.name)" : "deploymentTarget of the target \(description.name)"))
                }
            case .tuistProject, .cocoaPods:
                // A pod's platforms are in its podspec, which sets no deployment target of the app's.
                continue
            }
        }
        return found
    }

    /// Observation's first version on `platform`, if it is one of Apple's it needs.
    static func minimum(of platform: String) -> String? {
        observationMinimums.first { $0.platform == platform }?.version
    }

    /// The platforms a manifest's `platforms:` lists, with their versions; a note for each package
    /// that leaves an Apple platform out.
    private mutating func listedPlatforms(of manifest: String) -> [String: String] {
        if let known = manifests[manifest] { return known }
        let listed = Self.manifestPlatforms(RelativePath.join(root, manifest))
        manifests[manifest] = listed
        let left = Self.observationMinimums.map(\.platform).filter { listed[$0] == nil }
        if !left.isEmpty { unlisted.append((manifest, left)) }
        return listed
    }

    /// A manifest's `platforms:`: `.iOS(.v16)`, `.macOS("13.0")`, `.macOS(.v10_15)`.
    static func manifestPlatforms(_ path: String) -> [String: String] {
        let text = SourceFileReader.bytes(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let tree = Parser.parse(source: text)
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
        var found: [String: String] = [:]
        for (platform, version) in finder.entries where swiftPMDefaults[platform] != nil { found[platform] = version }
        return found
    }
}
