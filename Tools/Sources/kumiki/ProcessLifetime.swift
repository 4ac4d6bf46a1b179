/// Values kept until the process exits instead of being freed when the command returns: a
/// check's model holds every file's facts and references, and freeing them one by one costs a
/// run tens of milliseconds that the exit, which returns all memory at once, does not.
enum ProcessLifetime {
    /// Keeps `value` alive until the process exits.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
