import Foundation
import SwiftParser
import SwiftSyntax

/// What a package's manifest says about how its sources are compiled that changes what their
/// requirements mean to a mock compiled elsewhere: an `async` function type that runs on its
/// caller's actor (`NonisolatedNonsendingByDefault`), and availability macros
/// (`@available(Configuration 1.0, *)`). Read from the text of the nearest `Package.swift` above a file.
struct PackageSettings: Hashable, Sendable {
    /// Whether `NonisolatedNonsendingByDefault` is on: an `async` function type written without
    /// `@concurrent` is `nonisolated(nonsending)`, which the mock must then write out.
    var nonisolatedNonsendingByDefault = false
    /// The availability macros the manifest defines, by name and version (`Configuration 1.0`): the platforms they stand for.
    var availabilityMacros: [String: String] = [:]

    /// The settings `manifest`'s text gives its targets (all of them: the generator cannot tell
    /// which target a file is compiled by, and packages set these for every target).
    init(manifest: String) {
        let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        nonisolatedNonsendingByDefault = code.contains("\"NonisolatedNonsendingByDefault\"")
        // `.enableExperimentalFeature("AvailabilityMacro=Name 1.0:macOS 15.0, iOS 18.0")`, or
        // `-define-availability "Name 1.0:macOS 15.0"` among unsafe flags.
        let pattern = /(?:AvailabilityMacro=|-define-availability"\s*,\s*")([^:"]+):([^"]+)"/
        for match in code.matches(of: pattern) {
            availabilityMacros[match.1.trimmingCharacters(in: .whitespaces)] = match.2.trimmingCharacters(in: .whitespaces)
        }
    }

    /// No manifest: Swift's defaults.
    init() {}

    /// The settings of the package each of `paths` lies in, found by walking up to the nearest
    /// `Package.swift`; a file outside any package has none.
    static func reading(forFiles paths: [String]) -> [String: PackageSettings] {
        var manifests: [String: PackageSettings?] = [:]
        var settings: [String: PackageSettings] = [:]
        for path in paths {
            var folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
            var visited: [String] = []
            var found: PackageSettings?
            while true {
                if let known = manifests[folder] {
                    found = known
                    break
                }
                visited.append(folder)
                let manifest = (folder as NSString).appendingPathComponent("Package.swift")
                if let text = try? String(contentsOfFile: manifest, encoding: .utf8) {
                    found = PackageSettings(manifest: text)
                    break
                }
                guard folder != "/", !folder.isEmpty else { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
            for folder in visited { manifests[folder] = found }
            if let found, found != PackageSettings() { settings[path] = found }
        }
        return settings
    }

    /// An `@available(…)` attribute with each availability macro written as the platforms it stands for.
    func expandingAvailability(_ attribute: String) -> String {
        guard attribute.hasPrefix("@available"), !availabilityMacros.isEmpty else { return attribute }
        return availabilityMacros.reduce(attribute) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    /// `type` as a mock compiled without this package's settings must write it: each `async`
    /// function type in it without an isolation of its own marked `nonisolated(nonsending)`.
    func explicit(_ type: TypeSyntax) -> TypeSyntax {
        guard nonisolatedNonsendingByDefault else { return type }
        return CallerIsolation().rewrite(type).as(TypeSyntax.self) ?? type
    }

    /// Marks the `async` function types that run on their caller's actor by default.
    private final class CallerIsolation: SyntaxRewriter {
        override func visit(_ node: FunctionTypeSyntax) -> TypeSyntax {
            let visited = super.visit(node)
            guard node.effectSpecifiers?.asyncSpecifier != nil, !Self.hasIsolation(node) else { return visited }
            var parser = Parser("nonisolated(nonsending) " + visited.trimmedDescription)
            let marked = TypeSyntax.parse(from: &parser)
            return marked.hasError ? visited : marked.with(\.leadingTrivia, visited.leadingTrivia).with(\.trailingTrivia, visited.trailingTrivia)
        }

        /// Whether the function type is written with an isolation: `@concurrent`, `nonisolated(…)`, or a global actor.
        private static func hasIsolation(_ node: FunctionTypeSyntax) -> Bool {
            guard let attributed = node.parent?.as(AttributedTypeSyntax.self) else { return false }
            return attributed.specifiers.contains { $0.trimmedDescription.hasPrefix("nonisolated") }
                || attributed.attributes.contains { element in
                    guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                    return name == "concurrent" || name.hasSuffix("Actor")
                }
        }
    }
}
