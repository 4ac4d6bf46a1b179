import Foundation
import Testing
@testable import KumikiCheck

@Suite("Pull-request mode (--changed-since)", .serialized)
struct ChangedLinesTests {
    @Test("a unified diff gives each file's new lines; deletions, deleted files and quoted names are handled")
    func parsesDiffs() {
        let diff = """
            diff --git a/Domain/A.swift b/Domain/A.swift
            --- a/Domain/A.swift
            +++ b/Domain/A.swift
            @@ -3,0 +4,2 @@ struct A {
            +    let b: B
            +    let c: C
            @@ -10 +12 @@
            -old
            +new
            @@ -20,3 +21,0 @@
            -gone
            diff --git a/Old.swift b/Old.swift
            --- a/Old.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -x
            diff --git "a/caf\\303\\251 \\"v2\\".swift" "b/caf\\303\\251 \\"v2\\".swift"
            --- "a/caf\\303\\251 \\"v2\\".swift"
            +++ "b/caf\\303\\251 \\"v2\\".swift"
            @@ -0,0 +1,3 @@
            +a
            """
        let ranges = ChangedLines.parse(unifiedDiff: diff)
        #expect(ranges["Domain/A.swift"] == [4...5, 12...12])
        #expect(ranges["Old.swift"] == nil)
        #expect(ranges["café \"v2\".swift"] == [1...3])
        let changes = ChangedLines(ranges: ["/r/Domain/A.swift": [4...5, 12...12]])
        #expect(changes.contains(file: "/r/Domain/A.swift", line: 5) && !changes.contains(file: "/r/Domain/A.swift", line: 6))
    }

    @Test("on a real repository: only the change's findings, a cycle the change closes, untracked files; bad revisions exit 2")
    func realRepository() throws {
        let repository = try temporaryProject([
            ".kumiki.yml": "preset: clean\n",
            "App/Domain/Article.swift": "struct Article {}\n",
            "App/Domain/ArticleUseCase.swift": "final class ArticleUseCase {\n    func run() -> ArticleListViewModel? { nil }\n}\n",
            "App/Presentation/ArticleListViewModel.swift": "final class ArticleListViewModel {\n    let title = \"\"\n}\n",
            "App/Infrastructure/ArticleAPI.swift": "final class ArticleAPI {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: repository) }
        try git(["init", "-q", "-b", "main"], in: repository)
        try git(["add", "."], in: repository)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "base"], in: repository)

        // The base already breaks a rule (Domain names a Presentation type): the pull request is not answerable for it.
        try Data("final class ArticleListViewModel {\n    let title = \"\"\n    let api: ArticleAPI? = nil\n    let useCase: ArticleUseCase? = nil\n}\n".utf8)
            .write(to: repository.appendingPathComponent("App/Presentation/ArticleListViewModel.swift"))
        try Data("import UIKit\nstruct Draft {}\n".utf8).write(to: repository.appendingPathComponent("App/Domain/Draft.swift"))

        let all = try kumiki(["check", "--format", "github", "--no-cache"], in: repository)
        #expect(all.output.contains("file=App/Domain/ArticleUseCase.swift,line=2"), "\(all)")

        let changed = try kumiki(["check", "--changed-since", "HEAD", "--format", "github", "--no-cache"], in: repository)
        #expect(changed.status == 1, "\(changed)")
        let lines = changed.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::error file=App/Presentation/ArticleListViewModel.swift,line=3,") && $0.contains("title=layer-dependency") })
        #expect(lines.contains { $0.hasPrefix("::error file=App/Domain/Draft.swift,line=1,") && $0.contains("title=forbidden-import") },
                "an untracked file is changed everywhere")
        #expect(lines.contains { $0.contains("title=dependency-cycle") },
                "Presentation → Domain (line 4, changed) closes the cycle reported at the base's Domain → Presentation edge")
        #expect(!lines.contains { $0.contains("file=App/Domain/ArticleUseCase.swift,line=2,") && $0.contains("title=layer-dependency") },
                "the base's own finding is not the change's")
        #expect(lines.contains { $0.hasPrefix("::warning file=App/Presentation/ArticleListViewModel.swift,line=4,") })
        #expect(lines.count == 4, "\(lines)")

        let unknown = try kumiki(["check", "--changed-since", "no-such-branch"], in: repository)
        #expect(unknown.status == 2 && unknown.error.contains("cannot tell what changed since 'no-such-branch'"), "\(unknown)")
        let option = try kumiki(["check", "--changed-since=--output=x"], in: repository)
        #expect(option.status == 2, "\(option)")
        let outside = try temporaryProject([".kumiki.yml": "preset: clean\n", "App/Domain/A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(at: outside) }
        let notRepository = try kumiki(["check", "--changed-since", "HEAD"], in: outside)
        #expect(notRepository.status == 2 && notRepository.error.contains("cannot tell what changed since 'HEAD'"), "\(notRepository)")
    }

    private func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
