import Foundation

/// How the Showcase is composed: which Narou API, where its data lives, which clock it reads.
/// (Which backend is the front end's choice: it hands the backend's URL to ``ShowcaseLauncher``.)
public struct ShowcaseConfiguration: Sendable, Equatable {
    /// Whether the Narou tabs use the real `https://api.syosetu.com` (never in tests).
    public var usesLiveNarou: Bool
    /// Where the local database lives; `nil` keeps everything in memory.
    public var dataDirectory: URL?
    /// A moment to pin the clock at (the embedded backend's and the app's), so scripted
    /// runs and their snapshots do not depend on the hour; `nil` uses the real clock.
    public var pinnedDate: Date?
    /// How long a request waits for the server before it fails as a timeout, in seconds.
    public var requestTimeout: TimeInterval

    /// The real Narou API.
    public static let liveNarouURL = URL(string: "https://api.syosetu.com") ?? URL(fileURLWithPath: "/")

    /// Creates a configuration.
    public init(
        usesLiveNarou: Bool = false,
        dataDirectory: URL? = ShowcaseConfiguration.defaultDataDirectory,
        pinnedDate: Date? = nil,
        requestTimeout: TimeInterval = 15
    ) {
        self.usesLiveNarou = usesLiveNarou
        self.dataDirectory = dataDirectory
        self.pinnedDate = pinnedDate
        self.requestTimeout = requestTimeout
    }

    /// The clock everything in the session reads.
    public var clock: @Sendable () -> Date {
        guard let pinnedDate else { return { Date() } }
        return { pinnedDate }
    }

    /// `${XDG_DATA_HOME:-~/.local/share}/kumiki-showcase`.
    public static var defaultDataDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return base.appendingPathComponent("kumiki-showcase")
    }
}
