/// Why the Showcase could not start.
public enum ShowcaseAppError: Error, Equatable, CustomStringConvertible {
    /// The container has no registration for a service (a wiring mistake).
    case missingRegistration(String)
    /// The local database could not be opened or replaced.
    case storageUnavailable(String)
    /// The local database was written by a newer Showcase: it is left as it is, never migrated down.
    case newerDataFormat(path: String)
    /// Another process held the local database longer than the busy timeout.
    case dataInUse(path: String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .missingRegistration(let type): return "The app is wired wrongly: nothing provides \(type)."
        case .storageUnavailable(let reason): return "The local database is unavailable: \(reason)"
        case .newerDataFormat(let path):
            return "保存データ（\(path)）は新しいバージョンの Showcase で作られたため開けません。"
                + "データはそのまま残してあります。新しいバージョンで開くか、--data で別のフォルダを指定してください。"
        case .dataInUse(let path):
            return "保存データ（\(path)）を別の showcase が使い続けているため開けません。もう一方を終了してから起動してください。"
        }
    }
}
