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
        let database: ShowcaseDatabase
        do {
            if let folder = configuration.dataDirectory {
                database = try ShowcaseDatabase(path: folder.appendingPathComponent("showcase.sqlite").path)
            } else {
                database = try ShowcaseDatabase()
            }
        } catch {
            throw .storageUnavailable(error.description)
        }
        if case .recoveredFromDamage(let movedTo, _) = database.outcome {
            notes.append("保存データが壊れていたため新しく作り直しました（元のファイル: \(movedTo)）")
        }
        if configuration.usesLiveNarou {
            notes.append("なろうのタブは本物の API（api.syosetu.com）を使っています")
        }
        let narouURL = configuration.usesLiveNarou ? ShowcaseConfiguration.liveNarouURL : backendURL
        let composition = try ShowcaseComposition(backendURL: backendURL, narouURL: narouURL, database: database, now: configuration.clock)
        return Session(composition: composition, backendURL: backendURL, notes: notes)
    }
}
