import Foundation

// Internal: only this module's code can name it.
struct Timer {
    var interval = 1.0
}

public struct Poller {
    let timer = Timer()
    public init() {}
}

public struct Endpoint {
    public init() {}
}
