import Foundation
import Kumiki
import ShowcaseInfrastructure
import ShowcaseServer

/// Starts what the Showcase needs: the fixture backend (in process unless a server is
/// given), the local database (reporting a damaged one it had to replace), and the
/// composition root.
public enum ShowcaseLauncher {
    /// A running Showcase.
    @MainActor
    public final class Session {
        /// The composition root.
        public let composition: ShowcaseComposition
        /// The in-process backend, when one was started.
        public let server: ShowcaseServer?
        /// The backend's address.
        public let backendURL: URL
        /// Things the user should be told at start (a replaced database, the live Narou API).
        public let notes: [String]

        init(composition: ShowcaseComposition, server: ShowcaseServer?, backendURL: URL, notes: [String]) {
            self.composition = composition
            self.server = server
            self.backendURL = backendURL
            self.notes = notes
        }

        /// Stops the in-process backend.
        public func stop() async {
            await server?.stop()
        }
    }

    /// Starts a session for `configuration`.
    @MainActor
    public static func start(_ configuration: ShowcaseConfiguration) async throws(ShowcaseAppError) -> Session {
        var notes: [String] = []
        let server: ShowcaseServer?
        let backendURL: URL
        if let external = configuration.serverURL {
            server = nil
            backendURL = external
        } else {
            do {
                let embedded = try ShowcaseServer(now: configuration.clock)
                backendURL = try await embedded.start()
                server = embedded
            } catch let error as ShowcaseServerError {
                throw .backendUnavailable(error.description)
            } catch {
                throw .backendUnavailable(String(describing: error))
            }
        }
        let database: ShowcaseDatabase
        do {
            if let folder = configuration.dataDirectory {
                database = try ShowcaseDatabase(path: folder.appendingPathComponent("showcase.sqlite").path)
            } else {
                database = try ShowcaseDatabase()
            }
        } catch {
            await server?.stop()
            throw .storageUnavailable(error.description)
        }
        if case .recoveredFromDamage(let movedTo, _) = database.outcome {
            notes.append("保存データが壊れていたため新しく作り直しました（元のファイル: \(movedTo)）")
        }
        if configuration.usesLiveNarou {
            notes.append("なろうのタブは本物の API（api.syosetu.com）を使っています")
        }
        let narouURL = configuration.usesLiveNarou ? ShowcaseConfiguration.liveNarouURL : backendURL
        do {
            let composition = try ShowcaseComposition(backendURL: backendURL, narouURL: narouURL, database: database, now: configuration.clock)
            return Session(composition: composition, server: server, backendURL: backendURL, notes: notes)
        } catch {
            await server?.stop()
            throw error
        }
    }
}
