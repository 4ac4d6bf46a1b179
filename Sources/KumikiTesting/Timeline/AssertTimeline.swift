import Foundation

/// Asserts that a timeline's text equals `expected`, reporting a line diff at
/// the caller's location when it does not.
///
/// Works in XCTest and Swift Testing. To update an inline expectation, copy
/// the actual text printed in the failure message.
public func assertTimeline(
    _ timeline: Timeline,
    matches expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let actual = timeline.text
    guard actual != expected else { return }
    TestFailure.report(
        TimelineMismatch(expected: expected, actual: actual).message,
        fileID: fileID, filePath: filePath, line: line, column: column
    )
}

/// Asserts that a timeline's text equals the snapshot named `name`, stored in
/// `__Timelines__/<test file name>/<name>.txt` beside the test file, or in
/// `directory` when one is given.
///
/// Exclude the `__Timelines__` folders from the test target in `Package.swift`
/// (`exclude: ["__Timelines__"]`) so SwiftPM does not warn about unhandled files.
///
/// A missing snapshot is written and reported as a failure, so a new test
/// never passes unseen. To re-record every snapshot, run the tests with
/// `KUMIKI_RECORD_TIMELINES=1` (or pass `record: true`), review the changed
/// files, then run again without it: recording always reports a failure.
public func assertTimeline(
    _ timeline: Timeline,
    matchesSnapshotNamed name: String,
    in directory: URL? = nil,
    record: Bool = ProcessInfo.processInfo.environment["KUMIKI_RECORD_TIMELINES"] == "1",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let report = { (message: String) in
        TestFailure.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let folder = directory ?? testFile.deletingLastPathComponent()
        .appendingPathComponent("__Timelines__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let snapshot = folder.appendingPathComponent("\(name).txt")
    let actual = timeline.text
    let existing = try? String(contentsOf: snapshot, encoding: .utf8)

    if record || existing == nil {
        do {
            try FileManager.default.createDirectory(
                at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (actual + "\n").write(to: snapshot, atomically: true, encoding: .utf8)
            let reason = existing == nil ? "No timeline snapshot existed" : "Recording is on"
            report("\(reason); recorded \(snapshot.path). Review it, then run again without recording.")
        } catch {
            report("Could not write timeline snapshot \(snapshot.path): \(error)")
        }
        return
    }
    let expected = existing.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } ?? ""
    guard actual != expected else { return }
    report(
        TimelineMismatch(expected: expected, actual: actual).message
            + "\n\nSnapshot: \(snapshot.path)\nRe-record with KUMIKI_RECORD_TIMELINES=1."
    )
}

/// The failure message for a timeline that differs from its expectation.
struct TimelineMismatch {
    let expected: String
    let actual: String

    var message: String {
        """
        Timeline does not match (− expected, + actual):
        \(LineDiff(expected: expected, actual: actual))

        Actual timeline:
        \(actual)
        """
    }
}
