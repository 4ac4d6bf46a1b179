import Kumiki

extension CachedValue {
    /// `value` as just loaded from the server: what a repository answers online.
    package static func loaded(_ value: Value) -> CachedValue {
        CachedValue(value: value, age: .zero, source: .loaded)
    }
}
