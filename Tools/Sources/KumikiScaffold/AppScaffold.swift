import Foundation
import KumikiCheck

/// Plans a new app for `kumiki init`: a SwiftPM package with `Domain`, `Infrastructure`,
/// `Presentation` and `App` targets wired only in the allowed direction, its `.kumiki.yml`,
/// README and `.ci/run`, and a first feature with its tests.
public struct AppScaffold {
    /// The package's name.
    public let name: SwiftName
    /// The architecture vocabulary the app is checked with.
    public let preset: Preset
    /// The first feature's style.
    public let style: ScaffoldStyle
    /// The first feature's name.
    public let feature: SwiftName
    /// How the package reaches Kumiki: a local checkout, or a URL and a version.
    public let kumiki: KumikiSource
    /// The templates.
    public let renderer: TemplateRenderer

    /// Where the generated package gets Kumiki from.
    public enum KumikiSource: Sendable {
        /// A checkout on disk, as a path relative to the new package (or absolute).
        case path(String)
        /// A git URL and the version to start from.
        case url(String, from: String)
    }

    /// Kumiki's package URL, used when no local checkout is given.
    public static let defaultURL = "https://github.com/kumiki-swift/kumiki.git"
    /// The Kumiki version a new app starts from: the tool's own.
    public static let defaultVersion = CheckRunner.version

    /// Creates the plan.
    public init(name: SwiftName, preset: Preset, style: ScaffoldStyle, feature: SwiftName, kumiki: KumikiSource, renderer: TemplateRenderer) {
        self.name = name
        self.preset = preset
        self.style = style
        self.feature = feature
        self.kumiki = kumiki
        self.renderer = renderer
    }

    /// The package's files; the first feature's are planned against the package as it will be
    /// laid out (`root` only names it in messages).
    public func plan(root: URL) throws(ScaffoldError) -> [PlannedFile] {
        var context: [String: Any] = [
            "appName": name.value,
            "preset": preset.name,
            "style": style.rawValue,
            "usesUseCase": preset.name != Preset.mvvmRepository.name,
        ]
        switch kumiki {
        case .path(let path): context["kumikiPath"] = path
        case .url(let url, let version):
            context["kumikiURL"] = url
            context["kumikiVersion"] = version
        }
        var files = [
            PlannedFile(path: "Package.swift", contents: try renderer.render("app/Package.swift.stencil", context: context)),
            PlannedFile(path: ".kumiki.yml", contents: try renderer.render("app/kumiki.yml.stencil", context: context)),
            PlannedFile(path: "README.md", contents: try renderer.render("app/README.md.stencil", context: context)),
            PlannedFile(path: ".ci/run", contents: try renderer.render("app/ci-run.stencil", context: context)),
            PlannedFile(path: ".gitignore", contents: try renderer.render("app/gitignore.stencil", context: context)),
            PlannedFile(path: "Sources/App/AppComposition.swift", contents: try renderer.render("app/AppComposition.swift.stencil", context: context)),
        ]
        let configuration = try Self.configuration(yaml: files[1].contents)
        let layout = ProjectLayout(
            root: root, configuration: configuration,
            targets: [.domain: "Domain", .infrastructure: "Infrastructure", .presentation: "Presentation", .app: "App"],
            hasComposition: true)
        files += try FeatureScaffold(name: feature, style: style, layout: layout, renderer: renderer).plan()
        return files
    }

    private static func configuration(yaml: String) throws(ScaffoldError) -> Configuration {
        do {
            return try Configuration.parse(yaml, file: ".kumiki.yml")
        } catch {
            throw .template(file: "app/kumiki.yml.stencil", line: 1, message: error.description)
        }
    }
}
