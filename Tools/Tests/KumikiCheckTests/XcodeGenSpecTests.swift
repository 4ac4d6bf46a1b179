import Foundation
@testable import KumikiProjects
import Testing
@testable import KumikiCheck

/// XcodeGen specs read as the Xcode projects XcodeGen generates from them.
@Suite("XcodeGen specs")
struct XcodeGenSpecTests {
    /// Every target's name, kind, platforms and module, its Swift files among `files`, and its
    /// declared dependencies, one line each: what two readings of one project are compared by.
    static func summary(of project: ProjectDescription, files: [String]) -> [String] {
        project.targets.map { target in
            let compiled = files.filter { file in
                target.sources.files.contains(file) || target.sources.folders.contains { $0.contains(file) }
            }
            let dependencies = target.dependencies.map { "\($0.kind.rawValue):\($0.name)" }.sorted()
            // A target that compiles nothing and is no module (an aggregate, a legacy build) is built for no platform an import could name.
            let platforms = target.kind == .other && compiled.isEmpty ? [] : target.platforms
            return "\(target.name) \(target.kind.rawValue) \(platforms) module \(target.moduleName) files \(compiled) depends \(dependencies)"
        }
        .sorted()
    }

    /// Reads the spec at `spec` (relative to `root`) with the check's own parser.
    static func readSpec(_ spec: String, root: URL) throws -> ProjectDescription {
        var reader = XcodeGenSpecReader(specPath: spec, root: root.path)
        func load(_ file: String) throws(ProjectReadError) -> SpecValue {
            guard let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
                throw ProjectReadError(file: file, message: "missing")
            }
            return try SpecParser.parse([UInt8](bytes), file: file)
        }
        return try reader.read(try load(spec), load: load, fileSystem: .disk(root: root.path))
    }

    @Test("XcodeGen's own fixtures: each spec and the project XcodeGen generated from it agree on targets, files, platforms and dependencies",
          .enabled(if: PublicProjectTests.hasSnapshot("yonaskolb+XcodeGen")),
          arguments: [
              ("TestProject", "project.yml", "Project.xcodeproj"), ("CarthageProject", "project.yml", "Project.xcodeproj"),
              ("SPM", "project.yml", "SPM.xcodeproj"), ("scheme_test", "test_project.yml", "TestProject.xcodeproj"),
          ])
    func differentialAgainstXcodeGen(fixture: String, spec: String, project: String) throws {
        let folder = try PublicProjectTests.unpack("yonaskolb+XcodeGen")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("Tests/Fixtures/\(fixture)")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let fromSpec = try Self.readSpec(spec, root: root)
        let pbxproj = try Data(contentsOf: root.appendingPathComponent("\(project)/project.pbxproj"))
        let generated = try [UInt8](pbxproj).withUnsafeBufferPointer { bytes in
            try XcodeProjectReader(projectPath: project, root: root.path).read(bytes)
        }
        let specSummary = Self.summary(of: fromSpec, files: files), projectSummary = Self.summary(of: generated, files: files)
        print("\(fixture): spec \(specSummary.count) targets, generated project \(projectSummary.count) targets, \(files.count) Swift files")
        #expect(specSummary == projectSummary)
    }

    @Test("a spec with an include, a template, a two-platform framework, globs, an optional source and a non-source phase reads as XcodeGen generates it")
    func readsTheSpecAsXcodeGenWould() throws {
        let root = fixtures.appendingPathComponent("xcodegen/Reader")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let project = try Self.readSpec("project.yml", root: root)
        #expect(project.kind == .xcodeGenSpec && project.name == "Reader")
        #expect(Self.summary(of: project, files: files) == [
            "Reader app [\"iphoneos\"] module Reader files [\"App/AppDelegate.swift\", \"Domain/Model/Novel.swift\", "
                + "\"Domain/UseCase/RankingUseCase.swift\", \"Infrastructure/APIClient/RankingAPIClient.swift\", "
                + "\"Presentation/View/RankingView.swift\"] depends [\"product:Swinject\", \"target:ReaderKit_iOS\", \"target:Shared\"]",
            "ReaderKit_iOS framework [\"iphoneos\"] module ReaderKit files [\"Kit/Sources/Formatter.swift\"] depends [\"target:Shared\"]",
            "ReaderKit_macOS framework [\"macosx\"] module ReaderKit files [\"Kit/Sources/Formatter.swift\"] depends [\"target:Shared\"]",
            "ReaderTests unit-test [\"iphoneos\"] module ReaderTests files [\"ReaderTests/ReaderTests.swift\"] depends [\"target:Reader\"]",
            "Shared library [\"iphoneos\"] module Shared files [\"Shared/Generated/Generated.swift\"] depends []",
        ])
        #expect(project.packages.map(\.identity) == ["swinject"])
        let reader = try #require(project.targets.first { $0.name == "Reader" })
        #expect(reader.dependencies.first?.location == DeclarationLocation(file: "project.yml", line: 35, column: 9))
    }

    @Test("kumiki check reads a spec with no generated project beside it: each file gets the targets XcodeGen would give it")
    func checkReadsTheSpec() throws {
        let (model, findings) = try checkFixture("xcodegen/Reader", configuration: "preset: clean\n")
        let targets = Dictionary(uniqueKeysWithValues: model.files.indices.map { (model.files[$0].path, model.targetNames(ofFileAt: $0)) })
        #expect(targets["Domain/Model/Novel.swift"] == ["Reader"])
        #expect(targets["Kit/Sources/Formatter.swift"] == ["ReaderKit_iOS", "ReaderKit_macOS"])
        #expect(targets["Infrastructure/APIClient/RankingAPIClientMock.swift"] == nil)
        #expect(model.unbuiltFiles.contains("Infrastructure/APIClient/RankingAPIClientMock.swift"))
        // The Presentation layer's view imports SwiftUI (allowed there); nothing else is found.
        #expect(findings == [])
        #expect(model.projects.index.projects.map(\.kind) == [.xcodeGenSpec])
    }

    @Test("bash globs as XcodeGen's excludes use them: ** for any depth, * and ? within a name, bracket sets")
    func globs() {
        #expect(PathGlob("**/*Mock.swift").matches("APIClient/RankingAPIClientMock.swift"))
        #expect(PathGlob("**/*Mock.swift").matches("Mock.swift"))
        #expect(!PathGlob("*.swift").matches("Sub/File.swift"))
        #expect(PathGlob("ios/*.[mh]").matches("ios/View.m") && !PathGlob("ios/*.[mh]").matches("ios/View.swift"))
        #expect(PathGlob("configs/server[0-2].json").matches("configs/server1.json"))
        #expect(!PathGlob("configs/server[0-2].json").matches("configs/server3.json"))
        #expect(PathGlob("[!a]*").matches("bcd") && !PathGlob("[!a]*").matches("abc"))
        #expect(PathGlob("./Legacy").matches("Legacy"))
        #expect(PathGlob("a/**/z").matches("a/z") && PathGlob("a/**/z").matches("a/b/c/z") && !PathGlob("a/**/z").matches("b/z"))
    }
}
