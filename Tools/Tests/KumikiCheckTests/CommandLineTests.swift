import Foundation
import Testing
@testable import KumikiCheck

@Suite("kumiki command line", .serialized)
struct CommandLineTests {
    @Test("exit 0 when clean, 0 with warnings only, 1 with warnings under --strict, 1 with errors")
    func exitCodes() throws {
        let clean = try temporaryProject(["Entity/Product.swift": "struct Product {}"])
        defer { try? FileManager.default.removeItem(at: clean) }
        #expect(try kumiki(["check", "--quiet"], in: clean).status == 0)

        let warnings = try temporaryProject(["ViewModel/AViewModel.swift": "final class AViewModel { @Published var x = 0 }"])
        defer { try? FileManager.default.removeItem(at: warnings) }
        #expect(try kumiki(["check"], in: warnings).status == 0)
        #expect(try kumiki(["check", "--strict"], in: warnings).status == 1)

        let errors = try temporaryProject(["ViewModel/AViewModel.swift": "import UIKit\nfinal class AViewModel {}"])
        defer { try? FileManager.default.removeItem(at: errors) }
        let result = try kumiki(["check", "--no-cache"], in: errors)
        #expect(result.status == 1)
        #expect(result.output.contains("ViewModel/AViewModel.swift:2:1: error: The ViewModel layer must not import UIKit. [forbidden-import]")
            || result.output.contains("AViewModel.swift:1:1: error"))
    }

    @Test("exit 2 for a bad configuration (naming the line), an unreadable path, or bad usage")
    func exitTwo() throws {
        let project = try temporaryProject([".kumiki.yml": "preset: clean\nbogus: true\n", "A.swift": ""])
        defer { try? FileManager.default.removeItem(at: project) }
        let config = try kumiki(["check"], in: project)
        #expect(config.status == 2)
        #expect(config.error.contains(".kumiki.yml:2: configuration error: unknown key 'bogus'"))
        #expect(try kumiki(["check", "no/such/folder", "--config", "/dev/null"], in: project).status == 2)
        #expect(try kumiki(["check", "--format", "yaml"], in: project).status == 2)
        #expect(try kumiki(["check", "--bogus-flag"], in: project).status == 2)
    }

    @Test("a device or a file of /proc given as a path is exit 2 saying why, never read (reading /dev/zero never ends)")
    func systemFiles() throws {
        let folder = try temporaryProject(["A.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["/dev/zero", "/dev/urandom", "/proc/self/environ"] {
            let result = try kumiki(["check", path], in: folder)
            #expect(result.status == 2, "\(path)")
            #expect(result.error.contains("\(path): cannot read: it is a file of the operating system"), "\(path): \(result.error)")
        }
    }

    @Test("--help documents the options and exit codes")
    func help() throws {
        let result = try kumiki(["check", "--help"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        for option in ["--config", "--preset", "--format", "--baseline", "--write-baseline", "--strict", "--quiet", "--no-cache", "Exit status"] {
            #expect(result.output.contains(option), "missing \(option)")
        }
    }

    @Test("--write-baseline then --baseline accepts today's violations; the cache gives the same answer warm")
    func baselineAndCache() throws {
        let project = try temporaryProject(["ViewModel/AViewModel.swift": "import UIKit\nfinal class AViewModel {}"])
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try kumiki(["check", "--write-baseline", "baseline.json"], in: project).status == 0)
        #expect(try kumiki(["check", "--baseline", "baseline.json"], in: project).status == 0)
        let cold = try kumiki(["check", "--format", "json"], in: project)
        let warm = try kumiki(["check", "--format", "json"], in: project)
        #expect(cold.output == warm.output)
        #expect(cold.status == 1)
    }

    @Test(".kumiki-baseline.json beside .kumiki.yml is applied by default, from the root or a subfolder; --no-baseline ignores it")
    func defaultBaseline() throws {
        let project = try temporaryProject([
            ".kumiki.yml": "preset: mvvm-repository\n",
            "ViewModel/AViewModel.swift": "import UIKit\nfinal class AViewModel {}",
            "ViewModel/Deeper/BViewModel.swift": "final class BViewModel {}",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try kumiki(["check"], in: project).status == 1)
        #expect(try kumiki(["check", "--write-baseline", ".kumiki-baseline.json"], in: project).status == 0)
        #expect(try kumiki(["check"], in: project).status == 0)
        #expect(try kumiki(["check"], in: project.appendingPathComponent("ViewModel")).status == 0)
        #expect(try kumiki(["check", "--no-baseline"], in: project).status == 1)
        #expect(try kumiki(["check", "--no-baseline", "--baseline", "x.json"], in: project).status == 2)
    }

    @Test("with no .kumiki.yml, check says which defaults are in force, with or without a path")
    func defaultsNote() throws {
        let project = try temporaryProject(["Entity/Product.swift": "struct Product {}"])
        defer { try? FileManager.default.removeItem(at: project) }
        for arguments in [["check"], ["check", "Entity"]] {
            let result = try kumiki(arguments, in: project)
            #expect(result.error.contains("note: no .kumiki.yml was found here or above, so the mvvm-repository preset's default layers are in force"),
                    "\(arguments): \(result.error)")
        }
    }

    @Test("--config applies the named file to the current folder, not to the folder it is kept in")
    func configurationNamedElsewhere() throws {
        let project = try temporaryProject([
            "configs/strict.yml": "preset: mvvm-repository\nrules:\n  force-unwrap: error\n",
            "configs/Stray.swift": "let stray = Int(\"1\")!\n",
            "app/ViewModel/AViewModel.swift": "final class AViewModel { let x = Int(\"1\")! }\n",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try kumiki(["check", "--config", "../configs/strict.yml"], in: project.appendingPathComponent("app"))
        #expect(result.status == 1)
        #expect(result.output.contains("ViewModel/AViewModel.swift:1:"), "\(result.output)")
        #expect(!result.output.contains("Stray.swift"), "\(result.output)")
    }

    @Test("graph prints the layer graph with violating edges marked, as Mermaid or DOT")
    func graph() throws {
        let project = try temporaryProject([
            "View/AView.swift": "final class AView { let model = AViewModel() }",
            "ViewModel/AViewModel.swift": "final class AViewModel { var view: AView? }",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let mermaid = try kumiki(["graph"], in: project)
        #expect(mermaid.status == 0)
        #expect(mermaid.output.contains("View --> ViewModel"))
        #expect(mermaid.output.contains("ViewModel -->|violation| View"))
        let dot = try kumiki(["graph", "--format", "dot"], in: project)
        #expect(dot.output.contains("\"ViewModel\" -> \"View\" [color=red"))
    }

    @Test("checking a subfolder of a configured project still sees types declared elsewhere, and reports only the subfolder")
    func subfolderSeesTheWholeProject() throws {
        let project = try temporaryProject([
            ".kumiki.yml": "preset: mvvm-repository\n",
            "Repository/CartRepository.swift": "protocol CartRepositoryProtocol {}\nfinal class CartRepository: CartRepositoryProtocol {}",
            "ViewModel/CartViewModel.swift": "final class CartViewModel { let repository: CartRepository }",
            "ViewModel/Other/OtherViewModel.swift": "import UIKit\nfinal class OtherViewModel {}",
            "View/CartView.swift": "import UIKit\nfinal class CartView { var viewModel: CartViewModel? }",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let fromRoot = try kumiki(["check", "ViewModel/CartViewModel.swift", "--no-cache"], in: project)
        #expect(fromRoot.output.contains("ViewModel/CartViewModel.swift:1:33: warning:"), "\(fromRoot)")
        #expect(fromRoot.output.contains("[viewmodel-depends-on-protocols]"))
        #expect(!fromRoot.output.contains("OtherViewModel"), "only the requested file is reported")

        let fromInside = try kumiki(["check", ".", "--format", "summary"], in: project.appendingPathComponent("ViewModel"))
        #expect(fromInside.output.contains("kumiki check: 2 files, 1 errors, 1 warnings"), "\(fromInside)")
        let inside = try kumiki(["check", "."], in: project.appendingPathComponent("ViewModel"))
        #expect(inside.output.contains("\nCartViewModel.swift:1:33: warning:") || inside.output.hasPrefix("CartViewModel.swift:1:33: warning:"))
        #expect(inside.output.contains("Other/OtherViewModel.swift:1:1: error:"))

        let absolute = try kumiki(["check", project.appendingPathComponent("ViewModel").path], in: FileManager.default.temporaryDirectory)
        #expect(absolute.output.contains(project.resolvingSymlinksInPath().appendingPathComponent("ViewModel/CartViewModel.swift").path + ":1:33"))
    }

    @Test("without a configuration, checking a subfolder says plainly what it could not see")
    func subfolderWithoutConfiguration() throws {
        let project = try temporaryProject([
            "Repository/CartRepository.swift": "final class CartRepository {}",
            "ViewModel/CartViewModel.swift": "final class CartViewModel { let repository: CartRepository }",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let result = try kumiki(["check", "ViewModel"], in: project)
        #expect(result.error.contains("note: no .kumiki.yml was found above the given paths"))
        #expect(try kumiki(["check", "ViewModel", "--quiet"], in: project).error.isEmpty)
    }

    @Test("check --explain prints a rule's documentation with its bad and good example; Tools/Rules.md is that text")
    func explain() throws {
        let rule = try kumiki(["check", "--explain", "no-project-superclass"])
        #expect(rule.status == 0)
        #expect(rule.output.hasPrefix("no-project-superclass (default: error)\n"))
        #expect(rule.output.contains("Bad:") && rule.output.contains("final class CartViewController: BaseViewController {}"))
        #expect(rule.output.contains("Good:") && rule.output.contains("protocol ErrorPresenting"))
        let unknown = try kumiki(["check", "--explain", "no-such-rule"])
        #expect(unknown.status == 2 && unknown.error.contains("unknown rule 'no-such-rule'"))
        let rulesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Rules.md")
        #expect(try String(contentsOf: rulesFile, encoding: .utf8) == RuleID.documentationFile,
                "regenerate Tools/Rules.md with `kumiki check --explain all > Tools/Rules.md`")
        #expect(try kumiki(["check", "--explain", "all"]).output == RuleID.documentationFile)
    }

    @Test("layers prints each file's layer and why, as text and JSON, for the given paths only")
    func layers() throws {
        // A copy: the command's cache must not land in the committed fixture.
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-layers-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("feature-modules"), to: project)
        defer { try? FileManager.default.removeItem(at: project) }
        let text = try kumiki(["layers", "Sources/FeedFeature", "Sources/DesignSystem"], in: project)
        #expect(text.status == 0, "\(text)")
        #expect(text.output.contains("Layers (preset modules), tried in this order: App, Feature, View, Presentation, Infrastructure, Domain"))
        #expect(text.output.contains("Sources/FeedFeature/FeedViewModel.swift  Feature"))
        #expect(text.output.contains("target FeedFeature (*Feature)"))
        #expect(text.output.contains("Sources/DesignSystem/Palette.swift       View            target DesignSystem  [DesignSystem]"))
        #expect(text.output.contains("No file is outside every layer."))
        #expect(!text.output.contains("Sources/Domain/Article.swift"), "only the given paths are listed")
        #expect(text.output.contains("  Feature         → Domain"))

        let json = try kumiki(["layers", "--format", "json"], in: project)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((document["files"] as? [[String: Any]])?.count == 6)
        #expect(document["preset"] as? String == "modules")

        let broken = try temporaryProject([".kumiki.yml": "layers:\n  Data:\n    paths: [\"D/**\"]\n    may_depend_on: [Nowhere]\n"])
        defer { try? FileManager.default.removeItem(at: broken) }
        let refused = try kumiki(["layers"], in: broken)
        #expect(refused.status == 2 && refused.error.contains(".kumiki.yml:4") && refused.error.contains("'Nowhere'"), "\(refused)")
    }
}

@Suite("every tool executable's command line")
struct ToolExecutableTests {
    @Test("--help prints the usage and exits 0; an unknown option exits 2 with the usage, before any work",
          arguments: ["kumiki", "kumiki-check-benchmark", "kumiki-mocks-benchmark", "kumiki-project-benchmark", "kumiki-fuzz"])
    func help(executable: String) throws {
        let help = try runTool(executable, ["--help"])
        #expect(help.status == 0)
        #expect(help.output.lowercased().contains("usage"), "\(executable) --help printed: \(help.output)")
        let unknown = try runTool(executable, ["--no-such-option"])
        #expect(unknown.status == 2)
        #expect((unknown.output + unknown.error).lowercased().contains("usage"))
    }
}
