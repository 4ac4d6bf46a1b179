import Kumiki

/// Content a screen shows from the device because loading it failed: how old it is and why it
/// is not current, so the screen says so (minne's Repository as the cache between network and
/// screen: a list opens offline with what was seen last).
public struct SavedContent: Hashable, Sendable {
    /// How long ago the content was loaded.
    public let age: Duration
    /// Why it could not be loaded now.
    public let failure: RepositoryError

    /// Content loaded `age` ago, shown because loading failed with `failure`.
    public init(age: Duration, failure: RepositoryError) {
        self.age = age
        self.failure = failure
    }

    /// The saved content `cached` stands for, or `nil` when it is current (just loaded or fresh).
    public init?<Value>(_ cached: CachedValue<Value>) {
        guard let failure = cached.fallbackError else { return nil }
        self.init(age: cached.age, failure: failure)
    }
}
