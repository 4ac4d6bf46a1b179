import Foundation

/// When and how long an ``APIClient`` waits before repeating a failed request.
///
/// Off by default (``none``). Only endpoints whose ``Endpoint/isRetryable`` is
/// true (idempotent methods) are retried, only after a timeout, a transport
/// failure or a retryable status, and never after a cancel. The delay doubles
/// from ``baseDelay`` up to ``maxDelay``, spread by ``jitter``; a `Retry-After`
/// header, when present, is honoured instead (capped at ``maxDelay``).
public struct RetryPolicy: Hashable, Sendable {
    /// How many times a request may be repeated after its first attempt.
    public var maxRetries: Int
    /// The delay before the first retry.
    public var baseDelay: Duration
    /// The longest delay, for backoff and for `Retry-After` alike.
    public var maxDelay: Duration
    /// How much of each delay is randomised, from 0 (none) to 1 (anywhere between 0 and the delay).
    public var jitter: Double
    /// The HTTP statuses worth retrying.
    public var retryableStatuses: Set<Int>

    /// Creates a policy.
    public init(
        maxRetries: Int,
        baseDelay: Duration = .milliseconds(500),
        maxDelay: Duration = .seconds(30),
        jitter: Double = 0.2,
        retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]
    ) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = min(max(jitter, 0), 1)
        self.retryableStatuses = retryableStatuses
    }

    /// Never retry: the default.
    public static let none = RetryPolicy(maxRetries: 0)

    /// Whether `error` after attempt number `attempt` (0 for the first) deserves another try.
    public func shouldRetry(_ error: NetworkError, attempt: Int) -> Bool {
        guard attempt < maxRetries else { return false }
        switch error {
        case .timeout, .transport: return true
        case .http(let status, _): return retryableStatuses.contains(status)
        case .offline, .cancelled, .notFound, .decoding, .invalidRequest: return false
        }
    }

    /// The delay before retry number `attempt + 1`: `retryAfter` when the server
    /// sent one, otherwise exponential backoff, randomised by `random` (0..<1).
    public func delay(forAttempt attempt: Int, retryAfter: Duration?, random: Double) -> Duration {
        if let retryAfter {
            return min(max(retryAfter, .zero), maxDelay)
        }
        let exponential = baseDelay * pow(2, Double(min(attempt, 30)))
        let capped = min(exponential, maxDelay)
        return capped * (1 - jitter * min(max(random, 0), 1))
    }

    /// Reads a `Retry-After` header: delay seconds, or an HTTP date relative to `now`.
    public static func retryAfter(header: String?, now: Date = Date()) -> Duration? {
        guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty else { return nil }
        if let seconds = Int(header) {
            return .seconds(max(0, seconds))
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: header) else { return nil }
        return .milliseconds(max(0, Int(date.timeIntervalSince(now) * 1000)))
    }
}
