import Foundation

// Seen in this file alone: `Timer` anywhere else is Foundation's.
private struct Timer {
    var interval = 1.0
}

fileprivate struct Cache {}

struct LegacyPoller {
    private let timer = Timer()
    private let cache = Cache()
}
