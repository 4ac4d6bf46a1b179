import Foundation
import Kumiki
import ShowcaseInfrastructure

/// Composes a Showcase session: opens the local database (reporting a damaged one it had to
/// replace) and builds the composition root against a backend the front end started.
///
/// The composition root never starts a server: the `showcase` command and the iOS app start
/// the fixture backend (or take a running one's address) and hand its URL here.
public enum ShowcaseLauncher {
    /// A composed Showcase.
    @MainActor
    public final class Session {
        /// The composition root.
        public let composition: ShowcaseComposition
        /// The backend's address.
        public let backendURL: URL
        /// Things the user should be told at start (a replaced database, the live Narou API).
        public let notes: [String]

        init(composition: ShowcaseComposition, backendURL: URL, notes: [String]) {
            self.composition = composition
            self.backendURL = backendURL
            self.notes = notes
        }
    }

    /// Composes a session for `configuration` against the backend at `backendURL`.
    @MainActor
    public static func start(_ configuration: ShowcaseConfiguration, backendURL: URL) throws(ShowcaseAppError) -> Session {
        var notes: [String] = []
        let storageLogger = Logger(label: "showcase.storage")
        let database: ShowcaseDatabase
        if let folder = configuration.dataDirectory {
            let path = folder.appendingPathComponent("showcase.sqlite").path
            do {
                database = try ShowcaseDatabase(path: path, logger: storageLogger)
            } catch {
                guard case .persistence(let failure) = error else { throw .storageUnavailable(error.description) }
                switch failure.kind {
                case .newerFormat: throw .newerDataFormat(path: path)
                case .busy: throw .dataInUse(path: path)
                case .readOnly:
                    // Nothing saved yet and nowhere to save: this run keeps its changes in memory.
                    database = try openInMemory(logger: storageLogger)
                    notes.append("保存先（\(folder.path)）に書き込めないため、この起動中の変更は保存されません")
                default: throw .storageUnavailable(error.description)
                }
            }
        } else {
            database = try openInMemory(logger: storageLogger)
        }
        switch database.outcome {
        case .opened: break
        case .recoveredFromDamage(let movedTo, _):
            notes.append("保存データが壊れていたため新しく作り直しました（元のファイル: \(movedTo)）")
        case .readOnly:
            notes.append("保存データが読み取り専用のため、変更は保存されません（保存済みの内容は表示できます）")
        }
        if configuration.usesLiveNarou {
            notes.append("なろうのタブは本物の API（api.syosetu.com）を使っています")
        }
        let narouURL = configuration.usesLiveNarou ? ShowcaseConfiguration.liveNarouURL : backendURL
        let cache = openCache(in: configuration.dataDirectory, now: configuration.clock, logger: storageLogger)
        let composition = try ShowcaseComposition(
            backendURL: backendURL, narouURL: narouURL, database: database, cache: cache, now: configuration.clock,
            requestTimeout: configuration.requestTimeout)
        for note in notes { Logger(label: "showcase").notice("\(note)") }
        return Session(composition: composition, backendURL: backendURL, notes: notes)
    }

    /// The links the registered features declare, read from a composition wired to nothing (an
    /// in-memory database, a backend address never contacted), so a link given on the command
    /// line is checked before a server starts or a file is opened.
    @MainActor
    public static func links() throws(ShowcaseAppError) -> ShowcaseLinks {
        let unused = ShowcaseConfiguration.liveNarouURL
        let composition = try ShowcaseComposition(
            backendURL: unused, narouURL: unused, database: try openInMemory(logger: Logger(label: "showcase.storage")))
        return composition.links
    }

    /// What the server sent, saved in `cache.sqlite` so lists open offline; a file that cannot be
    /// used is moved aside and replaced (``ShowcaseCacheFile``), so offline pages come back with
    /// the next loads instead of being lost for good.
    private static func openCache(in folder: URL?, now: @escaping () -> Date, logger: Logger) -> any CacheStore {
        guard let folder else { return InMemoryCacheStore() }
        return ShowcaseCacheFile.open(atPath: folder.appendingPathComponent("cache.sqlite").path, now: now, logger: logger).store
    }

    private static func openInMemory(logger: Logger) throws(ShowcaseAppError) -> ShowcaseDatabase {
        do {
            return try ShowcaseDatabase(logger: logger)
        } catch {
            throw .storageUnavailable(error.description)
        }
    }
}
