#if canImport(XCTest)
import Foundation
import KumikiArchitectureTesting
import XCTest

/// Captures failures instead of reporting them, to see where XCTest would show them.
final class XCTestCaseCheckArchitectureTests: XCTestCase {
    private var captured: [(file: String, line: Int, description: String)] = []

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        captured.append((issue.sourceCodeContext.location?.fileURL.path ?? "", issue.sourceCodeContext.location?.lineNumber ?? 0, issue.compactDescription))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        captured.append((filePath, lineNumber, description))
    }
    #endif

    func testFailuresAreRecordedAtTheFindingsFileAndLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-xctest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            ".kumiki.yml": "preset: mvvm-repository\n",
            "ViewModel/CartViewModel.swift": "import Foundation\nimport SwiftUI\n\nfinal class CartViewModel {}\n",
            "Tests/ArchitectureTests.swift": "\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try checkArchitecture(root.appendingPathComponent("Tests/ArchitectureTests.swift").path)
        let failures = captured
        captured = []
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, root.appendingPathComponent("ViewModel/CartViewModel.swift").path)
        XCTAssertEqual(failures.first?.line, 2)
        XCTAssertTrue(failures.first?.description.contains("[forbidden-import]") == true)
    }
}
#endif
