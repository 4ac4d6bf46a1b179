import Foundation
import NIOConcurrencyHelpers

/// The faults in force, by route: settable from Swift and through the admin
/// endpoint (`PUT /admin/faults`), read by every request.
///
/// A route is a method and a path, `GET /minne/products`; `*` stands for one
/// path segment (`DELETE /minne/favorites/*`) and a route without a method
/// matches every method (`/novelapi/api`). Trailing slashes do not matter.
public final class FaultSwitchboard: Sendable {
    private let faults = NIOLockedValueBox<[String: Fault]>([:])

    /// Creates an empty switchboard.
    public init() {}

    /// Injects `fault` into every request matching `route`, replacing any fault set for it.
    public func set(_ fault: Fault, for route: String) {
        faults.withLockedValue { $0[Self.normalized(route)] = fault }
    }

    /// Removes the fault of `route`.
    public func remove(_ route: String) {
        faults.withLockedValue { $0[Self.normalized(route)] = nil }
    }

    /// Removes every fault.
    public func removeAll() {
        faults.withLockedValue { $0 = [:] }
    }

    /// The faults in force, by route.
    public var all: [String: Fault] {
        faults.withLockedValue { $0 }
    }

    /// The fault for a request, counting it against the fault's `remaining` budget.
    func take(method: String, path: String) -> Fault? {
        let segments = Self.segments(path)
        return faults.withLockedValue { faults in
            guard let route = faults.keys.sorted().first(where: { Self.route($0, matches: method, segments) }),
                  var fault = faults[route]
            else { return nil }
            if let remaining = fault.remaining {
                fault.remaining = remaining - 1
                faults[route] = remaining > 1 ? fault : nil
                fault.remaining = remaining
            }
            return fault
        }
    }

    private static func normalized(_ route: String) -> String {
        let parts = route.split(separator: " ", maxSplits: 1)
        let (method, path) = parts.count == 2 ? (parts[0].uppercased() + " ", String(parts[1])) : ("", route)
        return method + "/" + segments(path).joined(separator: "/")
    }

    private static func segments(_ path: String) -> [String] {
        path.split(separator: "?", maxSplits: 1).first.map { $0.split(separator: "/").map(String.init) } ?? []
    }

    private static func route(_ route: String, matches method: String, _ segments: [String]) -> Bool {
        let parts = route.split(separator: " ", maxSplits: 1)
        let pattern: Substring
        if parts.count == 2 {
            guard parts[0] == method.uppercased() else { return false }
            pattern = parts[1]
        } else {
            pattern = parts[0]
        }
        let expected = pattern.split(separator: "/")
        guard expected.count == segments.count else { return false }
        return zip(expected, segments).allSatisfy { $0 == "*" || $0 == $1 }
    }
}
