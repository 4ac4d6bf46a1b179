import KumikiSourceFiles

/// A problem met while generating mocks: a file that does not parse, or a protocol that cannot
/// be mocked as declared. The other protocols still get their mocks.
public struct MockDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Hashable, Sendable {
        /// A protocol has no mock (or a wrong one) because of it.
        case error
        /// The mock was generated; something about it deserves a look.
        case warning
    }

    /// Where the problem is.
    public var location: SourceLocation
    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one sentence.
    public var message: String

    /// Creates a diagnostic.
    public init(location: SourceLocation, severity: Severity, message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: error: message`, the form Xcode and editors pick up.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
