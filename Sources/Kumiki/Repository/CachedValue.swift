/// A value a ``CachedResource`` answered with, and where it came from: so a screen can show a
/// cached list with "offline — showing what you saw 5 minutes ago" instead of an empty page,
/// and never present a stale value as fresh.
public struct CachedValue<Value: Sendable>: Sendable {
    /// Where the value came from.
    public enum Source: Hashable, Sendable {
        /// Loaded just now.
        case loaded
        /// From the cache, younger than the resource's `maxAge`.
        case fresh
        /// From the cache, older than `maxAge`, because loading failed with `error`.
        case fallback(after: RepositoryError)
    }

    /// The value.
    public var value: Value
    /// How long ago it was loaded (zero when just loaded).
    public var age: Duration
    /// Where it came from.
    public var source: Source

    /// A value from `source`, loaded `age` ago.
    public init(value: Value, age: Duration, source: Source) {
        self.value = value
        self.age = age
        self.source = source
    }

    /// The error loading failed with, when the value is an older one answered instead.
    public var fallbackError: RepositoryError? {
        if case .fallback(let error) = source { return error }
        return nil
    }

    /// The same answer with its value transformed.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> CachedValue<Other> {
        let source: CachedValue<Other>.Source
        switch self.source {
        case .loaded: source = .loaded
        case .fresh: source = .fresh
        case .fallback(let error): source = .fallback(after: error)
        }
        return CachedValue<Other>(value: try transform(value), age: age, source: source)
    }
}

extension CachedValue: Equatable where Value: Equatable {}

extension CachedValue: Hashable where Value: Hashable {}
