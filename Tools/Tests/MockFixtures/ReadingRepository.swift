/// A parent protocol declared in one file.
public protocol ReadingRepository {
    /// How many values there are (also required by ``WritingRepository``).
    var count: Int { get }
    /// The value for `id`.
    func read(id: Int) -> String?
}
