import Foundation

/// What the app was launched with: Xcode's scheme (Arguments Passed On Launch) or
/// `xcrun simctl launch … --server http://…` points it at an external `showcase-server`.
struct LaunchArguments: Equatable {
    /// The backend to use instead of the one served in process.
    var serverURL: URL?
    /// Why an argument was ignored, shown on the first screen rather than swallowed.
    var problems: [String] = []

    init(_ arguments: [String]) {
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            guard argument == "--server" else { continue }
            guard let value = remaining.popFirst() else {
                problems.append("--server needs a URL, such as --server http://127.0.0.1:8080")
                continue
            }
            if let url = URL(string: value), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil {
                serverURL = url
            } else {
                problems.append("--server \(value) is not an http(s) URL; using the built-in backend")
            }
        }
    }
}
