/// A misbehaviour the fixture backend injects into the responses of one route,
/// for demos and for tests of every failure path.
///
/// ```swift
/// server.faults.set(Fault(status: 503), for: "GET /minne/products")
/// server.faults.set(Fault(latency: .milliseconds(800)), for: "GET /novelapi/api")
/// server.faults.set(Fault(body: .truncated, remaining: 1), for: "GET /sync/contacts")
/// ```
public struct Fault: Codable, Sendable, Equatable {
    /// How a body is damaged.
    public enum BodyDamage: String, Codable, Sendable {
        /// The status and headers are right; the body is not valid JSON.
        case malformed
        /// The headers promise the whole body; half of it arrives, then the connection closes.
        case truncated
    }

    /// A delay before anything else happens (or before the real answer).
    public var latency: Duration?
    /// A status to answer with instead of the real answer (with a JSON error body).
    public var status: Int?
    /// Damage to the real answer's body.
    public var body: BodyDamage?
    /// Whether the connection closes without any response.
    public var dropsConnection: Bool
    /// How many more requests the fault applies to; `nil` for every request until it is removed.
    public var remaining: Int?

    /// Creates a fault; every misbehaviour left out is off.
    public init(
        latency: Duration? = nil,
        status: Int? = nil,
        body: BodyDamage? = nil,
        dropsConnection: Bool = false,
        remaining: Int? = nil
    ) {
        self.latency = latency
        self.status = status
        self.body = body
        self.dropsConnection = dropsConnection
        self.remaining = remaining
    }

    private enum CodingKeys: String, CodingKey {
        case latencyMilliseconds = "latency_ms", status, body, dropsConnection = "drops_connection", remaining
    }

    /// Reads the admin endpoint's JSON: `{"latency_ms": 800, "status": 503, "body": "truncated", "drops_connection": true, "remaining": 1}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latency = try container.decodeIfPresent(Int.self, forKey: .latencyMilliseconds).map { .milliseconds($0) }
        status = try container.decodeIfPresent(Int.self, forKey: .status)
        body = try container.decodeIfPresent(BodyDamage.self, forKey: .body)
        dropsConnection = try container.decodeIfPresent(Bool.self, forKey: .dropsConnection) ?? false
        remaining = try container.decodeIfPresent(Int.self, forKey: .remaining)
        if let status, !(100...599).contains(status) {
            throw DecodingError.dataCorruptedError(forKey: .status, in: container, debugDescription: "status must be 100...599")
        }
        if let remaining, remaining < 1 {
            throw DecodingError.dataCorruptedError(forKey: .remaining, in: container, debugDescription: "remaining must be at least 1")
        }
        if let latency, latency < .zero || latency > .seconds(120) {
            throw DecodingError.dataCorruptedError(forKey: .latencyMilliseconds, in: container, debugDescription: "latency_ms must be 0...120000")
        }
    }

    /// Writes the same JSON shape the admin endpoint reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(latency.map { Int($0.components.seconds * 1_000 + $0.components.attoseconds / 1_000_000_000_000_000) }, forKey: .latencyMilliseconds)
        try container.encodeIfPresent(status, forKey: .status)
        try container.encodeIfPresent(body, forKey: .body)
        try container.encode(dropsConnection, forKey: .dropsConnection)
        try container.encodeIfPresent(remaining, forKey: .remaining)
    }
}
