import GRDB

extension DatabaseMigrator {
    /// Migrates a database file that other processes (an app and its extension, two
    /// instances of a tool) may open and migrate at the same moment.
    ///
    /// `migrate(_:)` reads which migrations were applied before it takes the write lock, so
    /// when two processes open a new file together, the second one runs the first one's
    /// migration again after it committed and fails (`table … already exists`). This method
    /// treats such a failure as what it is: when the migrations are complete by the time it
    /// looks again, another process finished them, and it returns. While other processes keep
    /// making progress it tries again; a failure of this process's own is thrown as it was, once
    /// a second try has shown that nothing else changed.
    ///
    /// ```swift
    /// var configuration = Configuration()
    /// configuration.busyMode = .timeout(5)  // wait for the other process's write lock
    /// let queue = try DatabaseQueue(path: path, configuration: configuration)
    /// try migrator.migrate(sharedDatabase: queue)
    /// ```
    ///
    /// Give the writer a busy timeout, as above: without one, a process that meets the other's
    /// write lock fails at once instead of waiting for it.
    public func migrate(sharedDatabase writer: any DatabaseWriter) throws {
        // No read before the first try: `migrate(_:)` itself creates GRDB's table under the write
        // lock, and a read here could meet that table half-way into existence.
        var applied: Set<String>?
        while true {
            do {
                try migrate(writer)
                return
            } catch {
                let (isComplete, nowApplied) = try writer.read { db in
                    // Running a statement first takes the read lock for the rest of this read and
                    // brings the connection's view of the schema up to date, so both answers below
                    // describe one moment even while another process migrates.
                    _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                    return (try hasCompletedMigrations(db), try appliedIdentifiers(db))
                }
                if isComplete { return }
                // No other process moved on since the last try: the failure is this process's own.
                guard nowApplied != applied else { throw error }
                applied = nowApplied
            }
        }
    }
}
