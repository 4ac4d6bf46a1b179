/// A protocol whose requirements are mostly inherited from protocols declared elsewhere.
// kumiki:mockable
public protocol FullRepository: ReadingRepository, WritingRepository {
    /// Forgets every value.
    func reset()
}
