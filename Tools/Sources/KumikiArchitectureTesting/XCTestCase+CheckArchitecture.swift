#if canImport(XCTest)
import XCTest

extension XCTestCase {
    /// Checks the project around `filePath` (pass `#filePath`) and records each finding as an
    /// XCTest failure at the finding's file and line; warnings fail only with `strict`.
    ///
    /// The arguments are those of ``Architecture/check(_:paths:rules:baseline:strict:)``.
    public func checkArchitecture(
        _ filePath: String = #filePath, paths: [String] = [], rules: [String]? = nil, baseline: String? = nil, strict: Bool = false
    ) throws {
        for finding in try Architecture.findings(filePath, paths: paths, rules: rules, baseline: baseline, strict: strict)
        where finding.isError {
            let description = "\(finding.message) [\(finding.rule)] — \(finding.documentation)"
            #if canImport(Darwin)
            record(XCTIssue(
                type: .assertionFailure, compactDescription: description,
                sourceCodeContext: XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: finding.filePath, lineNumber: finding.line))))
            #else
            recordFailure(withDescription: description, inFile: finding.filePath, atLine: finding.line, expected: true)
            #endif
        }
    }
}
#endif
