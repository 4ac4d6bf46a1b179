import Foundation
import KumikiTesting
import XCTest

/// Proves `trackForLeaks` fails a test whose object outlives it: the leak is
/// captured instead of failing this test, and checked in `tearDown`, which
/// XCTest runs after the tear-down blocks.
final class TrackForLeaksXCTests: XCTestCase {
    /// Holds the object after the test so that it leaks on purpose.
    nonisolated(unsafe) private static var keptAlive: [AnyObject] = []
    private var capturedFailures: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        capturedFailures.append(description)
    }

    func testAnObjectAliveAfterTheTestIsReported() {
        let leaked = NSObject()
        Self.keptAlive.append(leaked)
        trackForLeaks(leaked)
    }

    override func tearDown() {
        Self.keptAlive.removeAll()
        let failures = capturedFailures
        capturedFailures = []
        // Restore normal reporting before asserting.
        if failures.count != 1 || !(failures.first ?? "").contains("NSObject was not deallocated") {
            super.recordFailure(
                withDescription: "expected one leak failure, got \(failures)",
                inFile: #filePath, atLine: #line, expected: true)
        }
        super.tearDown()
    }
}
