/// Why a publisher expectation could not produce its value.
///
/// The names match groue/CombineExpectations, so tests that catch them keep compiling.
public enum RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The publisher did not complete in time.
    case notCompleted
    /// The publisher completed, or time ran out, before it emitted the elements the expectation waits for.
    case notEnoughElements
    /// The publisher emitted more elements than the expectation allows (``Recorder/single``).
    case tooManyElements

    /// A sentence saying what was missing.
    public var description: String {
        switch self {
        case .notCompleted: return "RecordingError.notCompleted: the publisher did not complete"
        case .notEnoughElements: return "RecordingError.notEnoughElements: the publisher did not emit enough elements"
        case .tooManyElements: return "RecordingError.tooManyElements: the publisher emitted more than one element"
        }
    }
}
