/// Another parent, declared in another file.
public protocol WritingRepository: Sendable {
    /// How many values there are (also required by ``ReadingRepository``).
    var count: Int { get }
    /// Stores `value` for `id`.
    func write(_ value: String, id: Int) async
}
