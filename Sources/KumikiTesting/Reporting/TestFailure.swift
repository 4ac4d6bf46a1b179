import IssueReporting
#if canImport(XCTest)
import XCTest
#endif

/// Where the testing kit's failures go: XCTest's own `XCTFail` inside an XCTest test, and
/// IssueReporting everywhere else (a Swift Testing issue, or a runtime warning outside tests).
///
/// Going through IssueReporting inside XCTest on Linux appends a notice to every failure that
/// it "was emitted from tests running in a host application". IssueReporting recognises a
/// plain test run by an `XCTestCore` frame on the stack or an `XCTestCase` subclass it finds
/// with `NSClassFromString("XCTestCase")`; on Linux the framework is called `XCTest` and
/// Foundation finds classes only by module-qualified name, so neither test ever passes and
/// every failure is taken for one from an app host. XCTest is linked here anyway, so the kit
/// reports to it directly and the message reads as written.
enum TestFailure {
    /// Reports `message` at the given source location in whichever test framework is running.
    static func report(
        _ message: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        #if canImport(XCTest)
        if TestContext.current == .xcTest {
            XCTFail(message, file: filePath, line: line)
            return
        }
        #endif
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
