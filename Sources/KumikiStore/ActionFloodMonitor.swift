/// Counts a store's actions by case and says when they flood, against ``ActionFloodLimits``.
///
/// Each case keeps the instants of its last `perCase + 1` sends in a ring: when the oldest of
/// them is within the window, the case was sent more than `perCase` times in it. A case is
/// reported once per window, so a flood gives one warning, not one per action.
struct ActionFloodMonitor {
    var limits: ActionFloodLimits
    private var recent: [String: Ring] = [:]
    private let now: () -> ContinuousClock.Instant

    init(limits: ActionFloodLimits, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.limits = limits
        self.now = now
    }

    /// Records one send of the case `name`; returns the warning to give, if this send floods.
    mutating func record(_ name: String) -> String? {
        guard limits.perCase < .max else { return nil }
        let instant = now()
        var ring = recent[name] ?? Ring(capacity: limits.perCase + 1)
        let oldest = ring.append(instant)
        defer { recent[name] = ring }
        guard let oldest, instant - oldest <= limits.window else { return nil }
        if let reported = ring.lastReport, instant - reported <= limits.window { return nil }
        ring.lastReport = instant
        let span = instant - oldest
        return """
            The action \(name) was sent \(limits.perCase + 1) times within \(Self.describe(span)) \
            (the limit is \(limits.perCase) per \(Self.describe(limits.window))).
            """
    }

    /// The warning for one send that led to `count` actions, if that is a flood.
    func checkSynchronous(_ count: Int, first name: String) -> String? {
        guard count > limits.synchronous else { return nil }
        return "Sending \(name) led to more than \(limits.synchronous) actions before it returned (an effect or a subscriber sends actions back without end?)."
    }

    private static func describe(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds >= 1 ? "\(Int(seconds.rounded())) s" : "\(Int((seconds * 1_000).rounded())) ms"
    }

    /// The instants of a case's last sends, oldest first once full.
    private struct Ring {
        private var instants: [ContinuousClock.Instant] = []
        private var next = 0
        private let capacity: Int
        var lastReport: ContinuousClock.Instant?

        init(capacity: Int) {
            self.capacity = max(capacity, 1)
        }

        /// Adds `instant`; returns the oldest instant kept once the ring is full.
        mutating func append(_ instant: ContinuousClock.Instant) -> ContinuousClock.Instant? {
            if instants.count < capacity {
                instants.append(instant)
                return instants.count == capacity ? instants[0] : nil
            }
            instants[next] = instant
            next = (next + 1) % capacity
            return instants[next]
        }
    }
}

/// The name of an action's case, down to the innermost case it embeds:
/// `rows.element.bookmarkTapped` for `.rows(.element(id: 3, action: .bookmarkTapped))`.
enum ActionCaseName {
    static func of(_ action: Any) -> String {
        var names: [String] = []
        var value = action
        while names.count < 8 {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .enum else { break }
            guard let child = mirror.children.first else {
                names.append(String(describing: value))
                break
            }
            names.append(child.label ?? String(describing: type(of: value)))
            let payload = Mirror(reflecting: child.value)
            if payload.displayStyle == .enum {
                value = child.value
            } else if payload.displayStyle == .tuple,
                      let inner = payload.children.reversed().first(where: { Mirror(reflecting: $0.value).displayStyle == .enum }) {
                value = inner.value
            } else {
                break
            }
        }
        return names.isEmpty ? String(describing: action) : names.joined(separator: ".")
    }
}
