import Foundation
import Testing
@testable import KumikiCheck

@Suite("Configuration")
struct ConfigurationTests {
    @Test("preset, include, exclude, layers and rules are read")
    func parses() throws {
        let configuration = try Configuration.parse("""
            preset: clean
            include: ["Sources/**"]
            exclude:
              - "**/Generated/**"
            layers:
              Domain: ["Sources/Core/**"]
            rules:
              force-unwrap: error
              no-singleton-access: off
            """, file: ".kumiki.yml")
        #expect(configuration.preset.name == "clean")
        #expect(configuration.include == [Glob("Sources/**")])
        #expect(configuration.exclude.contains(Glob("**/Generated/**")))
        #expect(configuration.layers.first { $0.name == "Domain" }?.paths.first == Glob("Sources/Core/**"))
        #expect(configuration.severity(of: .forceUnwrap) == .error)
        #expect(configuration.severity(of: .noSingletonAccess) == .off)
        #expect(configuration.severity(of: .layerDependency) == .error)
    }

    @Test("project, check_unbuilt, and a rule's mapping form with its options")
    func projectsAndRuleOptions() throws {
        let configuration = try Configuration.parse("""
            project: App.xcworkspace
            check_unbuilt: true
            rules:
              no-project-superclass:
                severity: warning
                include_tests: true
                allowed_superclasses: [Remote, ApiBaseTask]
              unused-dependency: off
            """, file: ".kumiki.yml")
        #expect(configuration.projects == ["App.xcworkspace"])
        #expect(configuration.checksUnbuiltFiles)
        #expect(configuration.severity(of: .noProjectSuperclass) == .warning)
        #expect(configuration.option("include_tests", of: .noProjectSuperclass))
        #expect(configuration.list("allowed_superclasses", of: .noProjectSuperclass) == ["Remote", "ApiBaseTask"])
        #expect(configuration.list("allowed_superclasses", of: .forceUnwrap) == [])
        #expect(configuration.severity(of: .unusedDependency) == .off)
        #expect(configuration.severity(of: .undeclaredDependency) == .error)
        let list = try Configuration.parse("project: [App/App.xcodeproj, Packages/Core]\n", file: ".kumiki.yml")
        #expect(list.projects == ["App/App.xcodeproj", "Packages/Core"])
        #expect(list.fingerprint != configuration.fingerprint)
        #expect(try Configuration.parse("", file: ".kumiki.yml").projects == nil)
    }

    @Test("errors name the file and the line", arguments: [
        ("preset: clean\nunknown: 1\n", 2, "unknown key 'unknown'"),
        ("rules:\n  force-unwrap: loud\n", 2, "must be off, warning or error"),
        ("rules:\n  no-such-rule: error\n", 2, "unknown rule 'no-such-rule'"),
        ("preset: mvc\n", 1, "unknown preset 'mvc'"),
        ("layers:\n  Controller: [\"x/**\"]\n", 2, "unknown layer 'Controller'"),
        ("layers:\n  Data:\n    paths: [\"Data/**\"]\n    depends_on: [Entity]\n", 4, "unknown key 'depends_on' in layers.Data"),
        ("preset: mvvm-repository\nlayers:\n  Data:\n    paths: [\"Data/**\"]\n    may_depend_on:\n      - Entity\n      - Storage\n", 7,
         "names 'Storage', which is not a layer"),
        ("layers:\n  Data:\n    paths: {a: 1}\n    may_depend_on: []\n", 3, "must be a list of path globs"),
        ("layers:\n  Data:\n    targets: [\"Data\"]\n", 2, "needs may_depend_on"),
        ("layers:\n  Data:\n    may_depend_on: []\n", 2, "has no paths, targets or suffixes"),
        ("layers:\n  ViewModel:\n    suffixes: [[\"x\"]]\n", 3, "must be a single value"),
        ("layer_order: [View, ViewModel]\n", 1, "must name every layer exactly once"),
        ("layer_order: [View, Controller]\n", 1, "names 'Controller', which is not a layer"),
        ("include: {a: 1}\n", 1, "must be a list"),
        ("rules: [\n", 2, "not valid YAML"),
        ("check_unbuilt: maybe\n", 1, "'check_unbuilt' must be true or false, not 'maybe'"),
        ("project: {a: 1}\n", 1, "'project' must be a list of project paths"),
        ("rules:\n  no-project-superclass:\n    include_test: true\n", 3, "unknown key 'include_test' in rules.no-project-superclass; known keys: severity, include_tests, allowed_superclasses"),
        ("rules:\n  no-project-superclass:\n    allowed_superclasses: {Remote: 1}\n", 3, "must be a list of names"),
        ("rules:\n  force-unwrap:\n    severity: loud\n", 3, "must be off, warning or error"),
    ])
    func errors(_ yaml: String, _ line: Int, _ fragment: String) {
        #expect {
            _ = try Configuration.parse(yaml, file: "x/.kumiki.yml")
        } throws: { error in
            guard case .configuration(let file, let reportedLine, let message) = error as? CheckError else { return false }
            return file == "x/.kumiki.yml" && reportedLine == line && message.contains(fragment)
        }
    }

    @Test("the full form defines new layers and redefines only the keys it names of a preset's")
    func fullForm() throws {
        let configuration = try Configuration.parse("""
            preset: clean
            layers:
              Domain: ["Core/**"]
              Data:
                paths: ["App/Data/**"]
                targets: ["Data", "*Data"]
                suffixes: ["Repository", "DTO"]
                forbidden_imports: ["UIKit", "SwiftUI"]
                may_depend_on: [Domain, Infrastructure]
              Presentation:
                may_depend_on: [Domain, Data]
            """, file: ".kumiki.yml")
        #expect(configuration.layers.map(\.name) == ["App", "Presentation", "Infrastructure", "Domain", "Data"])
        let data = try #require(configuration.layers.last)
        #expect(data.paths == [Glob("App/Data/**")])
        #expect(data.targets == ["Data", "*Data"] && data.typeSuffixes == ["Repository", "DTO"])
        #expect(data.forbiddenImports == ["UIKit", "SwiftUI"])
        #expect(configuration.allowedDependencies["Data"] == ["Domain", "Infrastructure"])
        let presentation = try #require(configuration.layers.first { $0.name == "Presentation" })
        #expect(presentation.paths == Preset.clean.layers[1].paths, "paths it did not name are the preset's")
        #expect(presentation.typeSuffixes == Preset.clean.layers[1].typeSuffixes)
        #expect(configuration.allowedDependencies["Presentation"] == ["Domain", "Data"])
        #expect(configuration.allowedDependencies["Infrastructure"] == ["Domain"], "untouched layers keep the preset's rule")
        #expect(configuration.layers.first { $0.name == "Domain" }?.paths.first == Glob("Core/**"), "the short form still extends")
        #expect(configuration.fingerprint != Configuration(preset: .clean).fingerprint)
    }

    @Test("without a preset, full-form layers are the whole vocabulary, tried in layer_order")
    func customVocabulary() throws {
        let configuration = try Configuration.parse("""
            layers:
              Core:
                paths: ["App/Core/**"]
                may_depend_on: []
              UI:
                paths: ["App/UI/**"]
                suffixes: View
                may_depend_on: [Core]
            layer_order: [UI, Core]
            """, file: ".kumiki.yml")
        #expect(configuration.preset.name == "custom")
        #expect(configuration.layers.map(\.name) == ["UI", "Core"])
        #expect(configuration.layers.first?.typeSuffixes == ["View"], "a single value is a list of one")
        #expect(configuration.allowedDependencies == ["UI": ["Core"], "Core": []])
        let shortFormOnly = try Configuration.parse("layers:\n  ViewModel: [\"VM/**\"]\n", file: "f")
        #expect(shortFormOnly.preset.name == "mvvm-repository", "short-form layers still extend the default preset")
    }

    @Test("an empty file means the default preset, and --preset overrides the file")
    func defaults() throws {
        #expect(try Configuration.parse("", file: "f").preset.name == "mvvm-repository")
        #expect(try Configuration.parse("preset: clean", file: "f", presetOverride: "modules").preset.name == "modules")
    }

    @Test("the configuration is found by walking up from the checked folder")
    func findsUpwards() throws {
        let root = try temporaryProject([".kumiki.yml": "preset: clean", "Sources/App/Deep/File.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = Configuration.find(startingAt: root.appendingPathComponent("Sources/App/Deep"))
        #expect(found?.standardizedFileURL.path == root.appendingPathComponent(".kumiki.yml").standardizedFileURL.path)
    }
}

@Suite("Glob")
struct GlobTests {
    /// One case per sentence of the documentation (Tools/README.md, Configuration.md and `Glob`'s own).
    @Test("globs follow .gitignore's rules, sentence by sentence", arguments: [
        // A pattern with a `/` at its start or in its middle is anchored at the root.
        ("App/**", "App/Main.swift", true),
        ("App/**", "Lib/App/Main.swift", false),
        ("Mastodon/**", "MastodonSDK/Sources/MastodonSDK/Entity/Mastodon/Account.swift", false),
        ("Sources/*/A.swift", "Sources/Core/A.swift", true),
        ("Sources/*/A.swift", "Lib/Sources/Core/A.swift", false),
        // A leading `/` only anchors; a leading `./` is ignored (and so is one in the path).
        ("/Sources/*.swift", "Sources/A.swift", true),
        ("/Sources/*.swift", "Lib/Sources/A.swift", false),
        ("./Sources/**", "Sources/A.swift", true),
        ("Sources/**", "./Sources/A.swift", true),
        // Any other pattern matches a file or folder name at any depth.
        ("*.generated.swift", "Sources/Deep/Model.generated.swift", true),
        ("Generated/", "Sources/Generated/Deep/X.swift", true),
        ("Generated", "Sources/Generated/X.swift", true),
        ("Generated", "Sources/NotGenerated/X.swift", false),
        // A pattern that matches a folder matches every file under it.
        ("App/Views", "App/Views/List/Row.swift", true),
        ("App/Views", "App/ViewsOld/Row.swift", false),
        // A trailing `/` matches folders only.
        ("Generated/", "Sources/Generated", false),
        ("App/Views/", "App/Views/Row.swift", true),
        // `*` matches any run of characters but `/`; `?` one character but `/`.
        ("Sources/*/A.swift", "Sources/Core/Deep/A.swift", false),
        ("File?.swift", "File1.swift", true),
        ("File?.swift", "File12.swift", false),
        ("Réseau/?.swift", "Réseau/é.swift", true),
        ("*View.swift", "Sources/View/ListView.swift", true),
        ("Model.*.swift", "Sources/Model.generated.swift", true),
        ("Model.*.swift", "Sources/Model/generated.swift", false),
        ("*", "A.swift", true),
        ("", "A.swift", false),
        // `[a-z]`, `[abc]`, `[!x]` and `[^x]` match one character of a set.
        ("Layer[0-9].swift", "Sources/Layer7.swift", true),
        ("Layer[0-9].swift", "Sources/LayerA.swift", false),
        ("[Vv]iews/", "App/views/A.swift", true),
        ("[!T]*/**", "Core/A.swift", true),
        ("[!T]*/**", "Tests/A.swift", false),
        ("[^T]*/**", "Tests/A.swift", false),
        ("[é]/", "é/A.swift", true),
        ("[ab", "[ab", true),
        // `\` makes the next character literal.
        ("\\*.swift", "*.swift", true),
        ("\\*.swift", "A.swift", false),
        // `**/` at the start matches in every folder.
        ("**/Generated/**", "Sources/Generated/X.swift", true),
        ("**/Generated/**", "Generated/X.swift", true),
        ("**/.build-*/**", "Pkg/.build-debug/x/A.swift", true),
        ("**/.build-*/**", "Pkg/build-debug/A.swift", false),
        ("**/.build-*/**", "Pkg/.build/A.swift", false),
        // `**/` stands for whole folders, never for part of a folder name.
        ("**/Entity/**", "Sources/MyEntity/Item.swift", false),
        // `/**` at the end matches everything inside, not the folder itself.
        ("Sources/**", "Sources/Deep/Deeper/A.swift", true),
        ("Sources/**", "Sources", false),
        // `/**/` in the middle matches zero or more folders.
        ("Sources/**/View/*.swift", "Sources/App/View/A.swift", true),
        ("Sources/**/View/*.swift", "Sources/View/A.swift", true),
        ("Sources/**/View/*.swift", "Sources/App/ListView/A.swift", false),
        // `**` anywhere else is an ordinary `*`.
        ("Sources/**Tests/*.swift", "Sources/AppTests/A.swift", true),
        ("Sources/**Tests/*.swift", "Sources/App/UnitTests/A.swift", false),
        // A name's bytes before its first wildcard must start a component; the rest still has to match.
        ("**/Feat?re*/**", "Sources/Feature12/A.swift", true),
        ("**/Feat?re*/**", "Sources/Feat/A.swift", false),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }

    @Test("a preset places by a folder of its name at any depth, never by part of a name")
    func presetFolders() {
        let clean = Configuration(preset: .clean)
        #expect(ProjectModel.layer(ofPath: PathComponents("Lib/Deep/Domain/Novel.swift"), targets: [], in: clean) == "Domain")
        #expect(ProjectModel.layer(ofPath: PathComponents("Lib/MyDomain/Novel.swift"), targets: [], in: clean) == nil)
    }

    @Test("a path glob places a file before its target does, and the deepest glob wins among paths")
    func precedence() throws {
        let configuration = try Configuration.parse("""
            layers:
              App:
                targets: [Shop]
                may_depend_on: []
              Domain:
                paths: ["Shop/Domain/**"]
                may_depend_on: []
              Core:
                paths: ["Shop/**"]
                may_depend_on: []
            """, file: ".kumiki.yml")
        #expect(ProjectModel.layer(ofPath: PathComponents("Shop/Domain/Novel.swift"), targets: ["Shop"], in: configuration) == "Domain")
        #expect(ProjectModel.layer(ofPath: PathComponents("Shop/Main.swift"), targets: ["Shop"], in: configuration) == "Core")
        #expect(ProjectModel.layer(ofPath: PathComponents("Other/Main.swift"), targets: ["Shop"], in: configuration) == "App")
    }

    @Test("the deeper glob wins whichever layer is tried first: a subfolder over its folder, a file's own path over its folder's glob")
    func deeperGlobWinsOverOrder() throws {
        let configuration = try Configuration.parse("""
            layers:
              Core:
                paths: ["Shop/**", "Classes/Systems/**", "App/**"]
                may_depend_on: []
              Domain:
                paths: ["Shop/Domain/**", "Classes/Systems/Result.swift", "App/Features/**/Data/**"]
                may_depend_on: []
            """, file: ".kumiki.yml")
        #expect(ProjectModel.layer(ofPath: PathComponents("Shop/Domain/Novel.swift"), targets: [], in: configuration) == "Domain")
        #expect(ProjectModel.layer(ofPath: PathComponents("Classes/Systems/Result.swift"), targets: [], in: configuration) == "Domain")
        #expect(ProjectModel.layer(ofPath: PathComponents("Classes/Systems/Secrets.swift"), targets: [], in: configuration) == "Core")
        #expect(ProjectModel.layer(ofPath: PathComponents("App/Features/Cart/Data/Store.swift"), targets: [], in: configuration) == "Domain")
        #expect(ProjectModel.layer(ofPath: PathComponents("App/Features/Cart/View.swift"), targets: [], in: configuration) == "Core")
    }

    @Test("a glob that names files beats a folder's glob at any depth; of two as deep, the one that writes out more of the name wins")
    func fileGlobsBeatFolderGlobs() throws {
        let configuration = try Configuration.parse("""
            layers:
              App:
                paths: ["Sources/App/**/*AppIntent.swift"]
                may_depend_on: [Screens, Services, Shared]
              Screens:
                paths: ["podcasts/*Controller.swift", "Sources/App/Settings/**"]
                may_depend_on: [Services, Shared]
              Services:
                paths: ["podcasts/*Manager.swift"]
                may_depend_on: [Shared]
              Shared:
                paths: ["podcasts/**", "podcasts/*.swift"]
                may_depend_on: []
            """, file: ".kumiki.yml")
        func layer(_ path: String) -> String? { ProjectModel.layer(ofPath: PathComponents(path), targets: [], in: configuration) }
        #expect(layer("Sources/App/Settings/Calendars/CreateEventAppIntent.swift") == "App")
        #expect(layer("Sources/App/Settings/Calendars/CalendarView.swift") == "Screens")
        #expect(layer("podcasts/EpisodeViewController.swift") == "Screens")
        #expect(layer("podcasts/DownloadManager.swift") == "Services")
        #expect(layer("podcasts/Episode.swift") == "Shared")
        #expect(layer("podcasts/Old/Legacy.swift") == "Shared")
    }
}
