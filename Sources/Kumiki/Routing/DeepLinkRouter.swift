import Foundation

/// Turns links into an app's own route values: one table for every entry point
/// (universal links, a custom scheme, push notifications), so each screen is
/// reachable the same way (minne has many launch paths).
///
/// ```swift
/// enum Route { case product(id: Int), novel(ncode: String) }
///
/// var router = DeepLinkRouter<Route>(hosts: ["shop.example"], schemes: ["https", "myshop"])
/// router.add("/products/:id") { .product(id: try $0.int("id")) }
/// router.add("/novels/:ncode") { .novel(ncode: try $0.string("ncode")) }
///
/// let route = try router.route(for: URL(string: "https://shop.example/products/42")!)   // .product(id: 42)
/// let same = try router.route(for: URL(string: "myshop://products/42")!)                 // .product(id: 42)
/// ```
///
/// A custom-scheme link's host is its first path segment (`myshop://products/42`
/// is `/products/42`). Unknown or malformed links are ``DeepLinkError``s, never a crash.
/// Patterns are tried in the order they were added; `:name` matches one segment.
public struct DeepLinkRouter<Route>: Sendable {
    /// Builds a route from the matched parameters; what it throws becomes a ``DeepLinkError``
    /// (its own ``DeepLinkError``s pass through, anything else is ``DeepLinkError/rejected(_:)``).
    public typealias Build = @Sendable (DeepLinkParameters) throws -> Route

    private struct Entry: Sendable {
        let segments: [String]
        let build: Build
    }

    private let hosts: Set<String>
    private let schemes: Set<String>
    private var entries: [Entry] = []

    /// Creates a router for links to `hosts` (for web schemes) under `schemes`; other
    /// schemes are custom schemes whose host is the first path segment.
    public init(hosts: Set<String>, schemes: Set<String> = ["https"]) {
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.schemes = Set(schemes.map { $0.lowercased() })
    }

    /// Adds a pattern such as `/minne/products/:id`.
    public mutating func add(_ pattern: String, _ build: @escaping Build) {
        entries.append(Entry(segments: Self.segments(of: pattern), build: build))
    }

    /// The route for `url`.
    public func route(for url: URL) throws(DeepLinkError) -> Route {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .malformed(url.absoluteString)
        }
        guard let scheme = components.scheme?.lowercased(), schemes.contains(scheme) else {
            throw .unsupportedScheme(components.scheme)
        }
        var segments = Self.segments(of: components.percentEncodedPath)
        if scheme == "http" || scheme == "https" {
            guard let host = components.host?.lowercased(), hosts.contains(host) else { throw .unsupportedHost(components.host) }
        } else if let host = components.host, !host.isEmpty {
            segments.insert(host, at: 0)
        }
        let decoded = segments.map { $0.removingPercentEncoding ?? $0 }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] {
            query[item.name] = item.value ?? ""
        }
        for entry in entries where entry.segments.count == decoded.count {
            var parameters: [String: String] = [:]
            let matches = zip(entry.segments, decoded).allSatisfy { pattern, value in
                if pattern.hasPrefix(":") {
                    parameters[String(pattern.dropFirst())] = value
                    return !value.isEmpty
                }
                return pattern == value
            }
            if matches {
                do {
                    return try entry.build(DeepLinkParameters(path: parameters, query: query))
                } catch let error as DeepLinkError {
                    throw error
                } catch {
                    throw .rejected(String(describing: error))
                }
            }
        }
        throw .noRoute(path: "/" + decoded.joined(separator: "/"))
    }

    /// The route for a link given as text (a push payload's field, a command-line argument).
    public func route(for text: String) throws(DeepLinkError) -> Route {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.contains(":"), let url = URL(string: trimmed) else { throw .malformed(text) }
        return try route(for: url)
    }

    private static func segments(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
