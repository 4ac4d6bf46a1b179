/// Why local storage (a database, a file, a key-value or secure store) failed, by kind: a screen
/// tells "your storage is full" apart from "saved data is damaged" and offers what helps.
///
/// Written as a string, it is a failure of kind ``Kind/other``, so
/// `throw RepositoryError.persistence("disk full")` reads as before kinds existed.
public struct PersistenceFailure: Error, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// What kind of failure it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The storage can be read but not written (a read-only file, folder or volume).
        case readOnly
        /// The device or volume has no room left.
        case full
        /// The stored data is damaged or is not what it should be.
        case damaged
        /// Another process holds the storage and did not let go in time.
        case busy
        /// The data was written by a newer version of the app, which this one must not change.
        case newerFormat
        /// Anything else (encoding, a missing folder, an unknown status).
        case other
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// What failed, for logs and reports.
    public var reason: String
    /// The file or database involved, when there is one.
    public var path: String?

    /// A failure of `kind`, explained by `reason`, at `path`.
    public init(_ kind: Kind, _ reason: String, path: String? = nil) {
        self.kind = kind
        self.reason = reason
        self.path = path
    }

    /// A failure of kind ``Kind/other``.
    public init(stringLiteral reason: String) {
        self.init(.other, reason)
    }

    /// A failure of kind ``Kind/other``, from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(.other, String(stringInterpolation: stringInterpolation))
    }

    /// The reason, and the path when there is one.
    public var description: String {
        guard let path, !reason.contains(path) else { return reason }
        return "\(reason) (\(path))"
    }
}
