import GRDB
import Kumiki

extension PersistenceFailure {
    /// The failure `error` (from GRDB or SQLite) caused while doing `operation` on the database
    /// at `path`, with its kind read from SQLite's result code: read-only, full, damaged
    /// (corrupt, or not a database), busy (locked by another connection or process), or other.
    public init(_ error: any Error, while operation: String, path: String? = nil) {
        if let error = error as? PersistenceFailure {
            self = error
            return
        }
        if case .persistence(let error)? = error as? RepositoryError {
            self = error
            return
        }
        let kind: Kind
        switch (error as? DatabaseError)?.resultCode {
        case .SQLITE_READONLY?: kind = .readOnly
        case .SQLITE_FULL?: kind = .full
        case .SQLITE_CORRUPT?, .SQLITE_NOTADB?: kind = .damaged
        case .SQLITE_BUSY?, .SQLITE_LOCKED?: kind = .busy
        default: kind = .other
        }
        self.init(kind, "\(operation): \(error)", path: path)
    }
}
