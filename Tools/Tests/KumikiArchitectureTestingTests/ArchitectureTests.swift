import Foundation
import KumikiArchitectureTesting
import KumikiSourceFiles
import Testing

/// A project with one layer violation and one warning, in a temporary folder.
private final class ViolatingProject {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-architecture-\(UUID().uuidString)")

    init(configuration: String = "preset: mvvm-repository\n") throws {
        try write(".kumiki.yml", configuration)
        try write("ViewModel/CartViewModel.swift", "import UIKit\n\nfinal class CartViewModel {\n    let repository: CartRepository\n    init() { repository = CartRepository() }\n}\n")
        try write("Repository/CartRepository.swift", "final class CartRepository {}\n")
        try write("Tests/ArchitectureTests.swift", "// the test file that asks\n")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The test file's path, as `#filePath` gives it.
    var testFile: String { root.appendingPathComponent("Tests/ArchitectureTests.swift").path }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// The issues a known-issue block matched, collected from its (sendable) matcher.
private final class IssueLog: @unchecked Sendable {
    private let recorded = Locked<[(line: Int, severity: Issue.Severity)]>([])

    var entries: [(line: Int, severity: Issue.Severity)] { recorded.current }

    func append(line: Int, severity: Issue.Severity) {
        recorded.withLock { $0.append((line, severity)) }
    }
}

@Suite("Architecture.check: the rules as a Swift Testing test")
struct ArchitectureTests {
    @Test("each finding is an issue at its own file and line; errors fail, warnings are warnings")
    func recordsAtTheFinding() throws {
        let project = try ViolatingProject()
        let viewModel = project.root.appendingPathComponent("ViewModel/CartViewModel.swift").path
        let recorder = IssueLog()
        withKnownIssue {
            do {
                try Architecture.check(project.testFile)
            } catch {
                Issue.record(error)
            }
        } matching: { issue in
            guard issue.sourceLocation?.filePath == viewModel, issue.sourceLocation?.fileID == "ViewModel/CartViewModel.swift" else { return false }
            guard issue.comments.first?.rawValue.contains("Rules.md#") == true else { return false }
            recorder.append(line: issue.sourceLocation?.line ?? 0, severity: issue.severity)
            return true
        }
        let recorded = recorder.entries
        #expect(recorded.map(\.line).sorted() == [1, 4])
        #expect(recorded.first { $0.line == 1 }?.severity == .error, "forbidden-import is an error")
        #expect(recorded.first { $0.line == 4 }?.severity == .warning, "viewmodel-depends-on-protocols is a warning")
    }

    @Test("findings(…) answers without recording; rules, paths, strict and a baseline narrow it")
    func findings() throws {
        let project = try ViolatingProject()
        let all = try Architecture.findings(project.testFile)
        #expect(all.map(\.rule) == ["forbidden-import", "viewmodel-depends-on-protocols"])
        #expect(all.map(\.isError) == [true, false])
        #expect(all[0].description.hasSuffix("ViewModel/CartViewModel.swift:1:1: error: The ViewModel layer must not import UIKit. [forbidden-import]"))
        #expect(try Architecture.findings(project.testFile, rules: ["viewmodel-depends-on-protocols"]).count == 1)
        #expect(try Architecture.findings(project.testFile, paths: ["Repository"]).isEmpty)
        #expect(try Architecture.findings(project.testFile, strict: true).allSatisfy(\.isError))
        try project.write(".kumiki-baseline.json", """
            {"version": 1, "entries": [{"rule": "forbidden-import", "file": "ViewModel/CartViewModel.swift", "symbol": "UIKit", "count": 1}]}
            """)
        #expect(try Architecture.findings(project.testFile, baseline: ".kumiki-baseline.json").map(\.rule) == ["viewmodel-depends-on-protocols"])
    }

    @Test("no configuration, an invalid one or an unknown rule is a typed error, not a silent pass")
    func cannotCheck() throws {
        let lonely = FileManager.default.temporaryDirectory.appendingPathComponent("no-kumiki-\(UUID().uuidString)/Tests/T.swift").path
        #expect(throws: ArchitectureCheckError.self) { try Architecture.check(lonely) }
        let project = try ViolatingProject()
        #expect {
            try Architecture.findings(project.testFile, rules: ["layering"])
        } throws: { error in
            (error as? ArchitectureCheckError).map { "\($0)" }?.contains("No rule is called 'layering'") == true
        }
        try project.write(".kumiki.yml", "preset: onion\n")
        #expect {
            try Architecture.check(project.testFile)
        } throws: { error in
            guard case .unreadable(let reason)? = error as? ArchitectureCheckError else { return false }
            return reason.contains("onion")
        }
    }
}
