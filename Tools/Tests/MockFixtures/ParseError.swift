/// A typed error for the effect fixtures.
public enum ParseError: Error, Equatable {
    /// The text is not a number.
    case notANumber(String)
}
